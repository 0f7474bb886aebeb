# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p): for each line
# "XGID POSITION_ID:MATCH_ID" on stdin, writes to the file named by
# GAMAO_OUT gnubg's own IDs after "set xgid XGID", then after
# "set matchid MATCH_ID" and "set board POSITION_ID", on one line.
import os
import sys

import gnubg

gnubg.command("set confirm default no")
with open(os.environ["GAMAO_OUT"], "w") as out:
    for line in sys.stdin:
        xgid, ids = line.split()
        position_id, match_id = ids.split(":")
        gnubg.command("set xgid " + xgid)
        by_xgid = "%s:%s" % (gnubg.positionid(), gnubg.matchid())
        gnubg.command("set matchid " + match_id)
        gnubg.command("set board " + position_id)
        out.write("%s %s:%s\n" % (by_xgid, gnubg.positionid(), gnubg.matchid()))
