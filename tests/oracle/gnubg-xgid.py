# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p): for each line
# "XGID POSITION_ID:MATCH_ID" on stdin, sets the XGID and writes gnubg's
# own IDs of it to the file named by GAMAO_OUT, one per line.
import os
import sys

import gnubg

gnubg.command("set confirm default no")
with open(os.environ["GAMAO_OUT"], "w") as out:
    for line in sys.stdin:
        xgid = line.split()[0]
        gnubg.command("set xgid " + xgid)
        out.write("%s:%s\n" % (gnubg.positionid(), gnubg.matchid()))
