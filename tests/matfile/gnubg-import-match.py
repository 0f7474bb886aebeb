# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p): imports the .mat file
# named by GAMAO_MATFILE and writes what gnubg made of it, one game per
# line, to GAMAO_OUT:
#   crawford score0 score1 winner points resigned moves doubles takes drops
import os

import gnubg

gnubg.command("import mat " + os.environ["GAMAO_MATFILE"])
match = gnubg.match(0, 0, 0, 0)
with open(os.environ["GAMAO_OUT"], "w") as out:
    out.write("length %d\n" % match["match-info"]["match-length"])
    for game in match["games"]:
        info = game["info"]
        kinds = [action.get("action") for action in game["game"]]
        out.write("%d %d %d %d %d %d %d %d %d %d\n" % (
            1 if info.get("crawford") else 0,
            info["score-X"], info["score-O"],
            {"X": 0, "O": 1}.get(info.get("winner"), -1),
            info.get("points-won", 0),
            1 if info.get("resigned") else 0,
            kinds.count("move"), kinds.count("double"), kinds.count("take"),
            kinds.count("drop")))
