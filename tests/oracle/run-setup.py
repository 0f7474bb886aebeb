#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Positions set up by hand (gamao-setup-gen: GamaoPositionSetup's edits)
against GNU Backgammon: gnubg's Position ID and Match ID after
`set xgid OUR_XGID`, and after `set matchid OUR_MATCH_ID` and
`set board OUR_POSITION_ID`, equal ours character for character.

gnubg 1.07 takes the Jacoby bit of its Match ID in matches from its own
setting (where the rule does not apply), so that bit is left out of the
comparison in matches, as run-xgid.py does.

Environment: GAMAO_SETUP_COUNT (default 2000), GAMAO_SETUP_SEED, GNUBG.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402


def main():
    args = gnubg_harness.arguments("--generator", "--script")
    gnubg = gnubg_harness.find_gnubg(tap=True)
    if not gnubg:
        return SKIP
    count = int(os.environ.get("GAMAO_SETUP_COUNT", "2000"))
    seed = os.environ.get("GAMAO_SETUP_SEED", "28")
    lines = gnubg_harness.generated(args.generator, seed, count)
    print("1..2")
    answers = [line.split() for line in gnubg_harness.answers(gnubg, args.script, lines)]
    if len(answers) != len(lines):
        print("not ok 1 - gnubg answered %d of %d setups" % (len(answers), len(lines)))
        print("not ok 2 - # SKIP")
        return 1
    failed = 0
    for n, what in enumerate(("set xgid", "set matchid and set board")):
        bad = []
        for line, theirs in zip(lines, answers):
            xgid, ours = line.split()
            money = xgid.split(":")[8] == "0"
            a, b = ours.split(":"), theirs[n].split(":")
            if not money:
                a[1], b[1] = (gnubg_harness.match_id_with_bits(a[1], True),
                              gnubg_harness.match_id_with_bits(b[1], True))
            if a != b:
                bad.append("%s: ours %s, gnubg %s" % (xgid, ours, theirs[n]))
        for b in bad[:10]:
            print("# " + b)
        status = "not ok" if bad else "ok"
        print("%s %d - %s: %d of %d setups (seed %s) give gnubg's IDs" % (
            status, n + 1, what, len(lines) - len(bad), len(lines), seed))
        failed += bool(bad)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
