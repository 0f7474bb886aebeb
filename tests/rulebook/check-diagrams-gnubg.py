#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The rules book's diagrams seen by GNU Backgammon.

For every diagram of diagrams.xml that shows dice, the set of legal plays
that gnubg lists must be the set `gamao-cli moves` lists, written the same
way. The book's claims are checked against our engine by test-rules-book;
this says that the reference program sees the same positions the same way.

Usage: check-diagrams-gnubg.py GAMAO_CLI DIAGRAMS_XML   (GNUBG: the binary)
"""

import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

SKIP = 77

# Runs inside gnubg: one "POSITION_ID D1 D2" line in, one line of plays
# joined by "|" out, in the same order.
INNER = r'''
import os
import gnubg
for command in ("set display off", "set player 0 human", "set player 1 human",
                "set automatic roll off", "set automatic move off", "set jacoby off",
                "new game"):
    gnubg.command(command)
out = open(os.environ["GAMAO_DIAGRAMS_OUT"], "w")
for line in open(os.environ["GAMAO_DIAGRAMS_IN"]):
    position_id, d1, d2 = line.split()
    gnubg.command("set board " + position_id)
    if gnubg.positionid() != position_id:
        gnubg.command("new game")
        gnubg.command("set board " + position_id)
    gnubg.command("set dice %s %s" % (d1, d2))
    try:
        plays = [entry["move"] for entry in gnubg.hint(100000)["hint"]]
    except Exception:
        plays = []  # gnubg has no hint when nothing can be played
    out.write("|".join(sorted(plays)) + "\n")
out.close()
'''


def diagrams_with_dice(path):
    for diagram in ElementTree.parse(path).getroot().iter("diagram"):
        dice = diagram.get("dice")
        if dice:
            d1, d2 = dice.split("-")
            yield diagram.get("id"), diagram.get("position"), d1, d2


def our_plays(cli, position_id, d1, d2):
    result = subprocess.run([cli, "moves", position_id, d1, d2], check=True,
                            capture_output=True, text=True)
    return "|".join(sorted(line.split("\t")[0] for line in result.stdout.splitlines()))


def main():
    cli, diagrams_xml = sys.argv[1:3]
    gnubg = os.environ.get("GNUBG", "/usr/games/gnubg")
    if not os.access(gnubg, os.X_OK):
        print("gnubg not found at %s: skipping" % gnubg)
        return SKIP
    cases = list(diagrams_with_dice(diagrams_xml))
    with tempfile.TemporaryDirectory(prefix="gamao-diagrams-") as work:
        paths = {name: os.path.join(work, name) for name in ("in", "out", "inner.py")}
        with open(paths["in"], "w") as f:
            f.write("".join("%s %s %s\n" % case[1:] for case in cases))
        with open(paths["inner.py"], "w") as f:
            f.write(INNER)
        env = dict(os.environ, HOME=work, GAMAO_DIAGRAMS_IN=paths["in"],
                   GAMAO_DIAGRAMS_OUT=paths["out"])
        subprocess.run([gnubg, "-t", "-q", "-r", "-p", paths["inner.py"]], env=env, check=True,
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        with open(paths["out"]) as f:
            theirs = [line.rstrip("\n") for line in f]
    if len(theirs) != len(cases):
        sys.exit("gnubg answered %d of %d diagrams" % (len(theirs), len(cases)))
    different = 0
    for (diagram_id, position_id, d1, d2), their_plays in zip(cases, theirs):
        ours = our_plays(cli, position_id, d1, d2)
        if ours != their_plays:
            different += 1
            print("DIFFERENT %s (%s %s-%s)\n  gnubg: %s\n  gamao: %s"
                  % (diagram_id, position_id, d1, d2, their_plays, ours))
    print("diagrams: %d with dice compared with gnubg, %d differences" % (len(cases), different))
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
