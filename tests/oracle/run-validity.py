#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Differential test of what makes a position valid, against GNU Backgammon.

Random boards near the edges of the rules (gamao-oracle-boards) go to gnubg's
"set board", which refuses an illegal position, and to `gamao-cli moves
--batch`, which refuses a Position ID that does not decode to a valid
position; both must agree on every board.

Environment: GAMAO_ORACLE_SEED (default 20261122; "random" picks one),
GAMAO_ORACLE_BOARDS (default 2000), GNUBG (default /usr/games/gnubg).
"""

import collections
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402


def main():
    args = gnubg_harness.arguments("--generator", "--cli", "--script")
    gnubg = gnubg_harness.find_gnubg(tap=False)
    if not gnubg:
        return SKIP
    seed = os.environ.get("GAMAO_ORACLE_SEED", "20261122")
    if seed == "random":
        seed = str(random.SystemRandom().randrange(1, 2**62))
    count = int(os.environ.get("GAMAO_ORACLE_BOARDS", "2000"))
    print("validity: GAMAO_ORACLE_SEED=%s GAMAO_ORACLE_BOARDS=%d" % (seed, count), flush=True)

    ids = subprocess.run([args.generator, seed, str(count)], check=True, capture_output=True,
                         text=True).stdout.split()
    workdir = tempfile.mkdtemp(prefix="gamao-validity-")
    paths = {k: os.path.join(workdir, k + ".txt") for k in ("in", "out")}
    with open(paths["in"], "w") as f:
        f.write("".join(i + "\n" for i in ids))
    env = dict(os.environ, HOME=workdir, GAMAO_ORACLE_IN=paths["in"],
               GAMAO_ORACLE_OUT=paths["out"])
    subprocess.run([gnubg, "-t", "-q", "-r", "-p", args.script], env=env, check=True,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    with open(paths["out"]) as f:
        theirs = dict(line.split() for line in f if line.strip())

    ours = subprocess.run([args.cli, "moves", "--batch"], capture_output=True, text=True,
                          input="".join(i + " 1 1\n" for i in ids)).stdout.splitlines()
    different = 0
    verdicts = collections.Counter()
    for position_id, answer in zip(ids, ours):
        our_verdict = "invalid" if " ERROR " in answer else "valid"
        verdicts[answer.split(" ERROR ", 1)[1] if our_verdict == "invalid" else "valid"] += 1
        # A deliberate difference: gnubg takes a board with no checkers
        # at all (and scores it as a won game); no game reaches it, and we
        # refuse it.
        if position_id == "AAAAAAAAAAAAAA" and our_verdict == "invalid":
            continue
        if theirs.get(position_id) != our_verdict:
            different += 1
            if different <= 20:
                print("DIFFERENT %s: gnubg %s, gamao %s" % (position_id,
                                                           theirs.get(position_id), answer))
    print("validity: %d boards (%s), %d differences, seed %s"
          % (len(ids), ", ".join("%s: %d" % kv for kv in sorted(verdicts.items())), different,
             seed))
    if len(ours) != len(ids) or different:
        print("validity: work files kept in " + workdir)
        return 1
    shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
