"""``python -m majlis`` runs the command line."""

from majlis.cli import main

main()
