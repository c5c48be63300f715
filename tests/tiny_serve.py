"""``majlis`` with Tiny Tricks registered, as a game package would have it: how the tests
serve a game that no module of majlis names (``python -m tests.tiny_serve serve ...``)."""

from majlis.cli import main
from tests.tiny_game import register

if __name__ == "__main__":
    register()
    main()
