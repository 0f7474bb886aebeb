# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p): gnubg plays a match
# against itself, one side at its Expert level (0-ply, no noise), the
# other with noise on its checker play and cube decisions, from gnubg's
# own seeded dice, and writes it as a .mat file.
# Environment: GAMAO_MATCH_OUT (the .mat), GAMAO_MATCH_LENGTH,
# GAMAO_MATCH_SEED, GAMAO_MATCH_NOISE (standard deviation of the noise),
# GAMAO_MATCH_NOISY (0 or 1: which player is noisy).
import os

import gnubg

length = int(os.environ["GAMAO_MATCH_LENGTH"])
noisy = int(os.environ.get("GAMAO_MATCH_NOISY", "1"))
noise = os.environ["GAMAO_MATCH_NOISE"]
commands = ["set confirm default no", "set display off",
            "set seed %d" % int(os.environ["GAMAO_MATCH_SEED"])]
for player in (0, 1):
    commands += ["set player %d gnubg" % player,
                 "set player %d chequerplay evaluation plies 0" % player,
                 "set player %d cubedecision evaluation plies 0" % player]
    for part in ("chequerplay", "cubedecision"):
        level = noise if player == noisy else "0"
        commands += ["set player %d %s evaluation noise %s" % (player, part, level),
                     "set player %d %s evaluation deterministic on" % (player, part)]
commands += ["new match %d" % length, "export match mat " + os.environ["GAMAO_MATCH_OUT"]]
for command in commands:
    gnubg.command(command)
