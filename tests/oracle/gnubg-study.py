# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p): for each line
# "POSITION_ID MATCH_ID" on stdin, sets the match and the board and
# writes what "show keith", "show thorp", "show gammonvalues" and
# "show pipcount" print, as one JSON object a line, to GAMAO_OUT.
import ctypes
import json
import os
import sys
import tempfile

import gnubg


LIBC = ctypes.CDLL(None)


def capture(command):
    """What gnubg prints for `command` (it writes to file descriptor 1,
    some of it through C's buffered stdout)."""
    sys.stdout.flush()
    LIBC.fflush(None)
    with tempfile.TemporaryFile(mode="w+") as f:
        saved = os.dup(1)
        os.dup2(f.fileno(), 1)
        try:
            gnubg.command(command)
        finally:
            sys.stdout.flush()
            LIBC.fflush(None)
            os.dup2(saved, 1)
            os.close(saved)
        f.seek(0)
        return f.read()


gnubg.command("set confirm default no")
gnubg.command("new match 7")
with open(os.environ["GAMAO_OUT"], "w") as out:
    for line in sys.stdin:
        position_id, match_id = line.split()
        gnubg.command("set matchid " + match_id)
        gnubg.command("set board " + position_id)
        answer = {name: capture("show " + name)
                  for name in ("keith", "thorp", "gammonvalues", "pipcount")}
        out.write(json.dumps(answer) + "\n")
