#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`gamao-cli study --json` against GNU Backgammon 1.07's own figures on
random positions and match states (gamao-setup-gen): the pip counts
("show pipcount"), the Keith and Thorp counts with the leader's adjusted
count and the advice ("show keith", "show thorp"), and both players'
gammon and backgammon values ("show gammonvalues", printed to 5
decimals) from the match equity table.

Environment: GAMAO_STUDY_COUNT (default 60), GAMAO_STUDY_SEED, GNUBG.
"""

import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402

VERDICTS = {"Double, Drop": "double-pass", "Redouble, Take": "redouble-take",
            "Double, Take": "double-take", "No Double, Take": "no-double"}


def count(text, name):
    """Leader, adjusted leader, trailer and the advice of show keith/thorp."""
    leader = int(re.search(name + r" Count Leader\s+: (\d+)", text).group(1))
    adjusted = re.search(name + r" Count Leader\(\+1/\d+\)\s+L: ([\d.]+)", text).group(1)
    trailer = int(re.search(name + r" Count Trailer\s+T: (\d+)", text).group(1))
    advice = next(key for words, key in sorted(VERDICTS.items(), key=lambda i: -len(i[0]))
                  if words in text)
    return [leader, trailer], adjusted, advice


def differences(ours, theirs):
    """What differs between our JSON and gnubg's printout."""
    bad = []
    me = ours["on_roll"]
    rows = re.findall(r"^(\S+)\s+([\d.]+)\s+([\d.]+)$", theirs["gammonvalues"], re.M)
    # The gammon values list player 0, then player 1, by name.
    player_of = {name: player for player, (name, _, _) in enumerate(rows)}
    by_player = {player_of[name]: int(pips) for name, pips in
                 re.findall(r"(\S+) (\d+)[,.]", theirs["pipcount"].split(":", 1)[1])}
    if ours["pips"] != [by_player[me], by_player[1 - me]]:
        bad.append("pips %s, gnubg %s" % (ours["pips"], by_player))
    for name in ("Keith", "Thorp"):
        pair, adjusted, advice = count(theirs[name.lower()], name)
        key = name.lower()
        mine = (ours[key], "%.1f" % ours[key + "_leader"], ours[key + "_verdict"])
        if mine != (pair, adjusted, advice):
            bad.append("%s %s, gnubg %s" % (name, mine, (pair, adjusted, advice)))
    values = ours["gammon_values"]
    for player, (_, gammon, backgammon) in enumerate(rows):
        side = 0 if player == me else 1
        if (abs(values["gammon"][side] - float(gammon)) > 5e-5
                or abs(values["backgammon"][side] - float(backgammon)) > 5e-5):
            bad.append("player %d gammon values %s %s, gnubg %s %s" % (
                player, values["gammon"][side], values["backgammon"][side], gammon, backgammon))
    return bad


def main():
    args = gnubg_harness.arguments("--generator", "--script", "--cli")
    gnubg = gnubg_harness.find_gnubg(tap=True)
    if not gnubg:
        return SKIP
    count_ = os.environ.get("GAMAO_STUDY_COUNT", "60")
    seed = os.environ.get("GAMAO_STUDY_SEED", "28")
    lines = gnubg_harness.generated(args.generator, seed, count_)
    ids = [line.split()[1].split(":") for line in lines]
    print("1..1")
    theirs = [json.loads(line) for line in
              gnubg_harness.answers(gnubg, args.script, ["%s %s" % tuple(i) for i in ids], 600)]
    env = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")
    bad = []
    # Positions whose gammon values come from the table (not 0, 0.5 or 1).
    scored = sum(1 for t in theirs
                 if set(re.findall(r"\d\.\d{5}", t["gammonvalues"])) - {"0.00000", "0.50000",
                                                                          "1.00000"})
    for (pid, mid), gnubg_figures in zip(ids, theirs):
        r = subprocess.run([args.cli, "study", pid, mid, "--json", "--plies", "0"],
                           capture_output=True, text=True, env=env)
        if r.returncode != 0:
            bad.append("%s %s: %s" % (pid, mid, r.stderr.strip()))
            continue
        bad += ["%s %s: %s" % (pid, mid, d) for d in differences(json.loads(r.stdout),
                                                                  gnubg_figures)]
    for b in bad[:20]:
        print("# " + b)
    ok = not bad and len(theirs) == len(ids)
    print("%s 1 - %d positions (seed %s; %d with gammon values from the table): pips, Keith, "
          "Thorp and gammon values as gnubg's%s" % ("ok" if ok else "not ok", len(ids), seed, scored,
                                                  "" if ok else ": %d differences" % len(bad)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
