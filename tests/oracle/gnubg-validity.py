# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p gnubg-validity.py): for every
# Position ID in $GAMAO_ORACLE_IN, writes "ID valid" when gnubg's
# "set board" takes the position and "ID invalid" when it refuses it, to
# $GAMAO_ORACLE_OUT.

import os

import gnubg

# A valid board set before each one tried.
SENTINEL = "4HPwATDgc/ABMA"


def main():
    for command in ("set display off", "set player 0 human", "set player 1 human",
                    "set automatic roll off", "set automatic game off", "new game"):
        gnubg.command(command)
    with open(os.environ["GAMAO_ORACLE_IN"]) as ids, \
         open(os.environ["GAMAO_ORACLE_OUT"], "w") as out:
        for line in ids:
            position_id = line.strip()
            if not position_id:
                continue
            gnubg.command("set board " + SENTINEL)
            if gnubg.positionid() != SENTINEL:
                gnubg.command("new game")
            gnubg.command("set board " + position_id)
            # A refused board leaves the sentinel (or a new game's start)
            # in place.
            taken = gnubg.positionid() == position_id
            out.write("%s %s\n" % (position_id, "valid" if taken else "invalid"))


main()
