#!/bin/bash
# The bot levels' strength for the ratings (docs/bots.md, "The levels' ratings";
# src/majlis/server/ratings.py's MEASURED): duplicate tournaments of each level against
# the `rules` bots, in the form each game's figures take (hands or matches), on every
# core; each run's table and summary.json go to OUT/<game>-<level>/, and OUT.tgz holds
# them all after each run (so that a run cut short by its clock keeps the others).
#
#     scripts/measure_levels.sh OUT [SECONDS]     SECONDS: the clock of each search run
#
# Build the compiled core first (python setup.py build_ext --inplace).
set -u
out=${1:?the folder for the results}
seconds=${2:-80}
export PYTHONPATH=$PWD/src PYTHONUNBUFFERED=1
workers=$(nproc)
run() {  # NAME CLOCK GAME ARGS...
  local name=$1 clock=$2 game=$3
  shift 3
  mkdir -p "$out/$name"
  timeout "$clock" python3 -m majlis tournament "$game" "$@" --seed 5 --workers "$workers" \
    --out "$out/$name" > "$out/$name/table.txt" 2>&1
  echo "$name: exit $? in ${SECONDS}s"
  tar -C "$out" -czf "$out.tgz" .
}
# the cheap ones first: `random` where no game measured it, then `learned`
run sedma-random 30 sedma --bots random,rules,rules,rules --hands 0 --matches 300
run sabat-al-deemin-random 30 sabat-al-deemin --bots random,rules,random,rules --hands 0 --matches 100
run badam-saat-learned 30 badam-saat --bots learned,rules,rules,rules --hands 2000
run bint-al-sbeet-learned 30 bint-al-sbeet --bots learned,rules,rules,rules --hands 1000
run sedma-learned 30 sedma --bots learned,rules,rules,rules --hands 0 --matches 300
run asymmetric-badam-saat-learned 30 asymmetric-badam-saat --bots learned,rules --hands 4000
run sabat-al-deemin-learned 30 sabat-al-deemin --bots learned,rules,learned,rules --hands 0 --matches 100
# `search-strong` (a second's clock a move): sized to a few minutes of 16 cores in all
run asymmetric-badam-saat-search-strong "$seconds" asymmetric-badam-saat --bots search-strong,rules --hands 2000
run badam-saat-search-strong "$seconds" badam-saat --bots search-strong,rules,rules,rules --hands 300
run sabat-al-deemin-search-strong "$seconds" sabat-al-deemin --bots search-strong,rules,search-strong,rules --hands 0 --matches 150
run sedma-search-strong "$seconds" sedma --bots search-strong,rules,rules,rules --hands 0 --matches 80
run bint-al-sbeet-search-strong "$seconds" bint-al-sbeet --bots search-strong,rules,rules,rules --hands 150
