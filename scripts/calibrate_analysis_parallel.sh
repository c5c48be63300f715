#!/bin/bash
# The analysis's calibration on 16 cores (docs/bots.md, docs/analysis.md, docs/speed.md):
# each game's hands shared among a few processes of scripts/calibrate_analysis.py (one
# core each), none starting a hand past UNTIL seconds, then merged into summary.json and
# tables.md in OUT, with every shard's lines in shards.tar.
#
#     scripts/calibrate_analysis_parallel.sh OUT [UNTIL]
#
# Build the compiled core first (python setup.py build_ext --inplace).
set -u
out=${1:?the folder for the results}
until=${2:-400}
export PYTHONPATH=$PWD/src PYTHONUNBUFFERED=1
work=$(mktemp -d)
# processes per game, by what a hand costs (Bint Al-Sbeet's 60 decisions the most)
declare -A processes=([bint-al-sbeet]=7 [badam-saat]=3 [sabat-al-deemin]=2
                      [asymmetric-badam-saat]=2 [sedma]=2)
for game in "${!processes[@]}"; do
  n=${processes[$game]}
  for ((k = 0; k < n; k++)); do
    timeout $((until + 90)) python3 scripts/calibrate_analysis.py hands "$game" --hands 100000 \
      --shard "$k/$n" --until "$until" > "$work/$game-$k.jsonl" 2> "$work/$game-$k.log" &
  done
done
wait
mkdir -p "$out"
python3 scripts/calibrate_analysis.py merge "$work"/*.jsonl > "$out/summary.json"
python3 scripts/calibrate_analysis.py merge "$work"/*.jsonl --markdown > "$out/tables.md"
tar -C "$work" -cf "$out/shards.tar" .
cat "$out/tables.md"
tail -n 2 "$work"/*.log
