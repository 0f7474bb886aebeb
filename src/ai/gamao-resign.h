/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-resign.h: when the computer offers to resign, and when it
 * accepts a resignation. Levels: 1 a single game, 2 a gammon, 3 a
 * backgammon. */
#pragma once

#include "gamao-cube-decision.h"

/* The level the side with `outputs` should offer to resign at, or 0 when
 * it still has a chance of winning. It offers the least it is sure to
 * lose: a single game when it cannot be gammoned, and so on. */
int gamao_resign_offer (const float outputs[GAMAO_N_OUTPUTS]);

/* Whether the side with `outputs` and cube `info` should accept the
 * opponent's resignation at `level`: when it gets at least what playing
 * on is worth. */
bool gamao_resign_accept (const GamaoCubeInfo *info, const float outputs[GAMAO_N_OUTPUTS],
                          int level);
