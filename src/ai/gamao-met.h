/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-met.h: match equity, the chance of winning a match from a score. */
#pragma once

#include <stdbool.h>

#define GAMAO_MET_LENGTH 25

extern const float gamao_met_pre_crawford[GAMAO_MET_LENGTH][GAMAO_MET_LENGTH];
extern const float gamao_met_post_crawford[GAMAO_MET_LENGTH];

/* The chance of winning the match for a player who needs `need` points
 * against one who needs `opp_need`; a need of 0 or less has won.
 * `post_crawford` says the Crawford game has been played, which matters
 * when one side needs a single point. Needs beyond the table are read at
 * its edge. */
float gamao_met_equity (int need, int opp_need, bool post_crawford);
