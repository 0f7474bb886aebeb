# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p). GAMAO_ACTION says what
# to do with GAMAO_IN, writing GAMAO_OUT (and GAMAO_OUT2):
#   mat-to-sgf: import the .mat, analyse it at 0-ply (so that the .sgf
#               carries gnubg's analysis properties, which readers skip),
#               save it as .sgf (OUT) and export it as .mat (OUT2);
#   sgf-to-mat: load the .sgf and export it as .mat (OUT).
import os

import gnubg

action = os.environ["GAMAO_ACTION"]
gnubg.command("set confirm default no")
if action == "mat-to-sgf":
    gnubg.command("import mat " + os.environ["GAMAO_IN"])
    gnubg.command("set analysis chequerplay evaluation plies 0")
    gnubg.command("set analysis cubedecision evaluation plies 0")
    gnubg.command("analyse match")
    gnubg.command("save match " + os.environ["GAMAO_OUT"])
    gnubg.command("export match mat " + os.environ["GAMAO_OUT2"])
else:
    gnubg.command("load match " + os.environ["GAMAO_IN"])
    gnubg.command("export match mat " + os.environ["GAMAO_OUT"])
