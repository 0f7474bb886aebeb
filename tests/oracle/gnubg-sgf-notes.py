# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p), for run-sgf-notes.py.
# GAMAO_ACTION "save": import the .mat GAMAO_IN and save it as the .sgf
# GAMAO_OUT; "text": load the .sgf GAMAO_IN and export it as text to
# GAMAO_OUT (comments show there as "Annotation:").
import os

import gnubg

gnubg.command("set confirm default no")
if os.environ["GAMAO_ACTION"] == "save":
    gnubg.command("import mat " + os.environ["GAMAO_IN"])
    gnubg.command("save match " + os.environ["GAMAO_OUT"])
else:
    gnubg.command("load match " + os.environ["GAMAO_IN"])
    gnubg.command("export match text " + os.environ["GAMAO_OUT"])
