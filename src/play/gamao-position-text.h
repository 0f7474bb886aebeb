/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-text.h: a position as text for a forum post: gnubg's
 * Position ID and Match ID, eXtreme Gammon's XGID, a text diagram of the
 * board, and when the position was analysed the ranked plays or the
 * cube decision with their equities, the choice made marked. */
#pragma once

#include "gamao-store-analysis.h"

#include <glib.h>

G_BEGIN_DECLS

/* `board` is seen from the player on roll of `state` (the roller, or
 * the doubler of a cube decision). `decision` (or NULL) is the judgement
 * of the decision taken there; `plays` (of GamaoStoredPlay, or NULL) its
 * ranked plays. Translated; free with g_free(). */
char *gamao_position_text (const GamaoBoard *board, const GamaoMatchState *state,
                           const GamaoStoredDecision *decision, const GArray *plays);
/* The same, naming the player on roll and the cube's owner by `names`
 * (player 0's and player 1's) beside their colour. */
char *gamao_position_text_named (const GamaoBoard *board, const GamaoMatchState *state,
                                 const char *const names[2],
                                 const GamaoStoredDecision *decision, const GArray *plays);

/* The analysis part alone: the ranked plays, or the cube figures, of
 * `decision`; NULL when there is none to show. */
char *gamao_position_text_analysis (const GamaoStoredDecision *decision, const GArray *plays);

G_END_DECLS
