/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-match.h: a match that starts from a position given as
 * gnubg's IDs ("Play from here" in the pasted-position view), between the
 * two seats of the New Match settings. */
#pragma once

#include "gamao-match.h"
#include "gamao-match-state.h"

G_BEGIN_DECLS

/* Whether play can start from `state`: not with a double or resignation
 * waiting for an answer, nor after the game ended. FALSE with `why`
 * (words for people) when it cannot. */
gboolean gamao_position_match_can_start (const GamaoMatchState *state, const char **why);

/* `board` is seen from the player on roll of `state`; the match has the
 * score, cube, Crawford game and dice of `state`. NULL with `error` when
 * the position cannot be played. */
GamaoMatch *gamao_position_match_new (const GamaoBoard *board, const GamaoMatchState *state,
                                      GError **error);

G_END_DECLS
