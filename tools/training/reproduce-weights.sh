#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Rebuilds the shipped nets (data/weights/gamao.weights) from the committed
# data sets, in two stages.
#
# 1. The nets shipped in 230fb5d (sha256 869ada27...): supervised training,
#    starting from the TD weights shipped in d7c7fb3, on the rollout labels
#    of positions-s1 (lines 1,024-17,031, race positions left out, given
#    twice) and the 2-ply labels of positions-s2. The first 1,023 rollout
#    labels are the held-out test set. Under a minute.
# 2. The nets shipped now: stage 1's nets widened to 256 hidden units and
#    trained on decision groups (README.md, eighth session): the committed
#    2-ply groups (groups2ply-301..310) and 1-ply groups that the sampler
#    makes again here from stage 1's nets (seeds 401-408, about 25
#    core-minutes; their sha256 are checked, since they are not committed),
#    beside the rollout labels of labels-s1 and full18-s3. About 15 minutes.
#
# Training and sampling are deterministic, both threads included: each
# stage's result matches its shipped file bit for bit, which the script
# checks (on a CPU that takes the other code path of the nets' vectorised
# loops, the sampler's or trainer's floating-point sums may differ: the
# checksums say so).
#
#   tools/training/reproduce-weights.sh WORK [1]
#
# Run from the repository root of a git clone after `meson compile -C
# _build`. With 1 it stops after the first stage.
set -eu
work=$1
stages=${2:-2}
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
[ "$stages" = 1 ] && exit 0

# Stage 2: decision groups.
final=1a0c4149dccaf1c5ecbd069b6944b9c6f2f73574d49082d584462f415f843cbc
mkdir -p "$work/stage1"
cp "$work/sl/best.weights" "$work/stage1/gamao.weights"
cp "$build"/data/weights/gamao-bearoff*.db "$work/stage1/"
groups=""
for seed in 301 302 303 304 305 306 307 308 309 310; do
  xz -dc "$here/groups2ply-$seed.txt.xz" > "$work/groups2ply-$seed.txt"
  groups="$groups --groups $work/groups2ply-$seed.txt"
done
for seed in 401 402 403 404 405 406 407 408; do
  f="$work/groups1-$seed.txt"
  [ -f "$f" ] || GAMAO_WEIGHTS_DIR="$work/stage1" "$build/tools/gamao-sample" --groups 1 --keep 2 \
      --positions 200000 --seed $seed -o "$f"
  groups="$groups --groups $f"
done
(cd "$work" && sha256sum -c "$here/groups1-sha256.txt")
xz -dc "$here/labels-s1.txt.xz" | tail -n +1024 > "$work/roll.body"
xz -dc "$here/positions-s1.txt.xz" | sed -n '1024,20972p' | awk '{ print $NF }' > "$work/roll.class"
paste -d ' ' "$work/roll.body" "$work/roll.class" \
  | awk '$NF != "race" { NF--; print }' > "$work/roll-all.txt"
xz -dc "$here/full18-s3.txt.xz" > "$work/full18-s3.txt"
xz -dc "$here/full72-test.txt.xz" > "$work/full72-test.txt"
rm -rf "$work/sl2"
# shellcheck disable=SC2086 # $groups is a list of options
for step in "6 0.001" "8 0.0002"; do
  set -- $step
  GAMAO_WEIGHTS_DIR="$work/stage1" "$build/tools/gamao-sl-train" --init "$work/stage1" $groups \
    --data "$work/roll-all.txt" --data "$work/full18-s3.txt" --test "$work/full72-test.txt" \
    --dir "$work/sl2" --rank-weight 40 --hidden 256 --seed 1 --threads 2 --epochs "$1" --lr "$2"
done
echo "$final  $work/sl2/sl.weights" | sha256sum -c -
