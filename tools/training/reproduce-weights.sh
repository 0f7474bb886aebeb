#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Rebuilds the shipped nets (data/weights/gamao.weights) from the committed
# data sets: supervised training, starting from the TD weights shipped in
# d7c7fb3, on the rollout labels of positions-s1 (lines 1,024-17,031, race
# positions left out, given twice) and the 2-ply labels of positions-s2.
# The first 1,023 rollout labels are the held-out test set. Training is
# deterministic with both threads: the result matches the shipped file bit
# for bit, which the last line checks.
#
#   tools/training/reproduce-weights.sh WORK
#
# Run from the repository root of a git clone after `meson compile -C
# _build`; it takes under a minute.
set -eu
work=$1
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD:-_build}
shipped=869ada27fde1f356fceef7df6674e64c431bf2c5930afef019d2b36d2f9c9d9c
mkdir -p "$work/init"
git show d7c7fb3:data/weights/gamao.weights > "$work/init/gamao.weights"
cp "$build"/data/weights/gamao-bearoff*.db "$work/init/"
xz -dc "$here/labels-s1.txt.xz" | head -n 17031 > "$work/labels-s1.txt"
xz -dc "$here/positions-s1.txt.xz" | head -n 17031 > "$work/positions-s1.txt"
xz -dc "$here/labels2ply-s2.txt.xz" > "$work/labels2ply-s2.txt"
head -n 1023 "$work/labels-s1.txt" > "$work/test.txt"
# Each label line gets its position's class (the sampler's last column)
# for a moment, so that the race positions can be left out.
tail -n +1024 "$work/labels-s1.txt" > "$work/roll.body"
tail -n +1024 "$work/positions-s1.txt" | awk '{ print $NF }' > "$work/roll.class"
paste -d ' ' "$work/roll.body" "$work/roll.class" \
  | awk '$NF != "race" { NF--; print }' > "$work/roll.txt"
rm -rf "$work/sl"
GAMAO_WEIGHTS_DIR="$work/init" "$build/tools/gamao-sl-train" \
  --data "$work/roll.txt" --data "$work/roll.txt" --data "$work/labels2ply-s2.txt" \
  --test "$work/test.txt" --dir "$work/sl" --layout 2 --epochs 6 --lr 0.0003 --seed 1 --threads 2
echo "$shipped  $work/sl/best.weights" | sha256sum -c -
