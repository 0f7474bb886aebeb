#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Our XGID writer against GNU Backgammon's reader: for a few thousand
random positions and match states (gamao-xgid-gen), gnubg's Position and
Match IDs after `set xgid OUR_XGID` equal ours for the same state.

Two things gnubg 1.07 does not take from an XGID, so they are left out of
the comparison: the Jacoby bit of its Match ID in matches (it follows
gnubg's own setting there, where the rule does not apply), and a double
offered ("D" in the dice field: gnubg sets the position with the doubler
on roll and nothing offered, so our Match ID is compared with its double
and turn bits as if nothing were offered).

Environment: GAMAO_XGID_COUNT (default 5000), GAMAO_XGID_SEED, GNUBG.
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
    count = int(os.environ.get("GAMAO_XGID_COUNT", "5000"))
    seed = os.environ.get("GAMAO_XGID_SEED", "2026")
    lines = gnubg_harness.generated(args.generator, seed, count)
    print("1..1")
    theirs = " ".join(gnubg_harness.answers(gnubg, args.script, lines)).split()
    if len(theirs) != len(lines):
        print("not ok 1 - gnubg answered %d of %d XGIDs" % (len(theirs), len(lines)))
        return 1
    bad = []
    for line, got in zip(lines, theirs):
        xgid, ours = line.split()
        fields = xgid.split(":")
        money, offered = fields[8] == "0", fields[4] == "D"
        a, b = ours.split(":"), got.split(":")
        a[1] = gnubg_harness.match_id_with_bits(a[1], not money, offered)
        b[1] = gnubg_harness.match_id_with_bits(b[1], not money, False)
        if a != b:
            bad.append("%s: ours %s, gnubg %s" % (xgid, ours, got))
    for b in bad[:20]:
        print("# " + b)
    if bad:
        print("not ok 1 - %d of %d XGIDs read differently by gnubg (seed %s)" % (
            len(bad), len(lines), seed))
        return 1
    print("ok 1 - %d random XGIDs (seed %s): gnubg's IDs equal ours" % (len(lines), seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
