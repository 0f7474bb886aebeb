#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Continues the supervised-training data sets from where the last session
# committed them: unpacks the positions and labels into WORK, labels more
# in resumable chunks under nice, and packs them back for the next commit.
#
#   tools/training/continue.sh WORK rollout|rollout18|full|disagree|2ply|rollgroups [CHUNKS]
#
# Run from the repository root of a git clone after `meson compile -C _build`. Stop it at
# any time (the label files lose at most the line being written); run
# `tools/training/continue.sh WORK pack` to write the .xz files back.
set -eu
work=$1
what=$2
chunks=${3:-10}
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD:-_build}
export GAMAO_WEIGHTS_DIR=${GAMAO_WEIGHTS_DIR:-$build/data/weights}
mkdir -p "$work"
unpack() {
  [ -f "$work/$1" ] || { [ -f "$here/$1.xz" ] && xz -dc "$here/$1.xz" > "$work/$1"; } || true
}
for f in positions-s1.txt labels-s1.txt positions-s2.txt labels2ply-s2.txt positions-s3.txt \
         labels18-s3.txt positions-d2.txt full18-d2.txt full18-s3.txt groups2ply-501.txt \
         groups2ply-502.txt groupsroll-501.txt groupsroll-502.txt; do
  unpack $f
done
# The rollout labels after line 1,372 all come from the nets shipped in
# d7c7fb3 with the one-sided bearoff database alone: keep it that way, so
# that one file has one labeller, whatever nets the build ships now.
label_weights() {
  mkdir -p "$work/label-weights"
  git show d7c7fb3:data/weights/gamao.weights > "$work/label-weights/gamao.weights"
  cp "$build/data/weights/gamao-bearoff.db" "$work/label-weights/"
}
# labels18-s3 comes from the nets shipped in 230fb5d with both bearoff
# databases.
label18_weights() {
  mkdir -p "$work/label18-weights"
  git show 230fb5d:data/weights/gamao.weights > "$work/label18-weights/gamao.weights"
  cp "$build"/data/weights/gamao-bearoff*.db "$work/label18-weights/"
}
# 18-game rollouts with those nets, 500 positions a chunk: INPUT OUTPUT
# TRUNCATE (0: to the end).
label18_chunks() {
  label18_weights
  for i in $(seq "$chunks"); do
    GAMAO_WEIGHTS_DIR="$work/label18-weights" nice -n 10 "$build/tools/gamao-label" \
      -i "$work/$1" -o "$work/$2" --games 18 --truncate "$3" --seed 1 --threads 2 --limit 500
  done
}
case $what in
  rollout18)
    label18_chunks positions-s3.txt labels18-s3.txt 10 ;;
  full)
    # Full games (no truncation: no horizon bias) for each position of
    # positions-s3 that is not a race, in file order.
    awk '$2 != "race"' "$work/positions-s3.txt" > "$work/positions-s3-contact.txt"
    label18_chunks positions-s3-contact.txt full18-s3.txt 0 ;;
  disagree)
    # Two chunks of 1,500 positions at a time, one per core: pairs of
    # positions where 0-ply and 2-ply choose different plays (seeds 101,
    # 102, … in file order; lines 2k+1 and 2k+2 are one pair), then their
    # full 18-game rollouts, the same dice for both of a pair; the nets of
    # 230fb5d throughout.
    label18_weights
    export GAMAO_WEIGHTS_DIR="$work/label18-weights"
    touch "$work/positions-d2.txt"
    for i in $(seq "$chunks"); do
      seed=$((101 + $(wc -l < "$work/positions-d2.txt") / 1500))
      for s in $seed $((seed + 1)); do
        nice -n 10 "$build/tools/gamao-sample" --disagree 2 --keep 1 --positions 1500 --seed $s \
          -o "$work/d2-$s.tmp" > /dev/null &
      done
      wait
      cat "$work/d2-$seed.tmp" "$work/d2-$((seed + 1)).tmp" >> "$work/positions-d2.txt"
      rm "$work/d2-$seed.tmp" "$work/d2-$((seed + 1)).tmp"
      nice -n 10 "$build/tools/gamao-label" -i "$work/positions-d2.txt" -o "$work/full18-d2.txt" \
        --games 18 --truncate 0 --seed 1 --pairs --threads 2
    done ;;
  rollgroups)
    # The 2-ply groups of seeds 501 and 502 again, every play of a
    # decision rolled out with the same dice (18 games truncated at 8
    # plies), one seed per core, 1,000 positions a chunk each; the nets
    # shipped in f93d235 (sha256 1a0c4149...) throughout.
    mkdir -p "$work/rollgroups-weights"
    git show f93d235:data/weights/gamao.weights > "$work/rollgroups-weights/gamao.weights"
    cp "$build"/data/weights/gamao-bearoff*.db "$work/rollgroups-weights/"
    export GAMAO_WEIGHTS_DIR="$work/rollgroups-weights"
    for i in $(seq "$chunks"); do
      for s in 501 502; do
        nice -n 10 "$build/tools/gamao-label" --groups -i "$work/groups2ply-$s.txt" \
          -o "$work/groupsroll-$s.txt" --games 18 --truncate 8 --seed 1 --threads 1 --limit 1000 \
          > /dev/null &
      done
      wait
    done ;;
  rollout)
    label_weights
    for i in $(seq "$chunks"); do
      GAMAO_WEIGHTS_DIR="$work/label-weights" nice -n 10 "$build/tools/gamao-label" -i "$work/positions-s1.txt" -o "$work/labels-s1.txt" \
        --games 72 --truncate 10 --seed 1 --threads 1 --limit 200
    done ;;
  2ply)
    for i in $(seq "$chunks"); do
      nice -n 10 "$build/tools/gamao-label" -i "$work/positions-s2.txt" -o "$work/labels2ply-s2.txt" \
        --evaluate 2 --threads 1 --limit 2000
    done ;;
  pack)
    for f in labels-s1.txt labels2ply-s2.txt labels18-s3.txt positions-d2.txt full18-d2.txt \
             full18-s3.txt groupsroll-501.txt groupsroll-502.txt; do
      [ -f "$work/$f" ] && xz -9 -c "$work/$f" > "$here/$f.xz"
    done ;;
  *) echo "usage: $0 WORK rollout|rollout18|full|disagree|2ply|rollgroups|pack [CHUNKS]" >&2; exit 2 ;;
esac
