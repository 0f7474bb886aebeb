/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-ids.h: a position pasted as text for study: gnubg's
 * "PositionID:MatchID" (or "PositionID MatchID", or a Position ID
 * alone) or eXtreme Gammon's "XGID=…", read into a board and a match
 * state, and the state in words. */
#pragma once

#include "gamao-board.h"
#include "gamao-match.h"
#include "gamao-match-state.h"

#include <glib.h>

G_BEGIN_DECLS

/* FALSE with `error` (G_IO_ERROR_INVALID_DATA, translated) when `text`
 * holds no valid IDs. `board` is seen from the player on roll. */
gboolean gamao_position_ids_parse (const char *text, GamaoBoard *board, GamaoMatchState *state,
                                   GError **error);
/* "Light on roll, cube 2, score 3–1 in a 7-point match" (translated). */
char *gamao_position_ids_describe (const GamaoMatchState *state);

/* What "Copy" puts on the clipboard for the position of `match`: gnubg's
 * "PositionID:MatchID", eXtreme Gammon's XGID, or the forum text of
 * gamao-position-text.h. NULL when the match's position cannot be read. */
char *gamao_position_ids_of_match (GamaoMatch *match);
char *gamao_position_ids_xgid_of_match (GamaoMatch *match);
char *gamao_position_ids_text_of_match (GamaoMatch *match);

G_END_DECLS
