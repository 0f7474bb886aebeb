/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-drill-position.h: a mistake of the library as it stood at the
 * table: the board, the dice, the cube, the score and whose decision it
 * was, read from its match's record; for a drill, the library's view
 * and `gamao-cli mistakes`' XGIDs. */
#pragma once

#include "gamao-board-frame.h"
#include "gamao-match-record.h"
#include "gamao-match-state.h"
#include "gamao-store-mistakes.h"

#include <glib.h>

G_BEGIN_DECLS

/* `board` from the side on roll (the roller, or the doubler at a cube
 * decision), `state` with the cube and score of that moment, the dice
 * of a checker play, a double offered at a take; `state->turn` is the
 * player who decided. FALSE with `error` (G_IO_ERROR_INVALID_DATA) when
 * the record does not reach that decision or its position is unread. */
gboolean gamao_drill_position_of (const GamaoMatchRecord *record,
                                  const GamaoMistakeData *mistake, GamaoBoard *board,
                                  GamaoMatchState *state, GError **error);
/* The same as eXtreme Gammon's XGID (to g_free()); NULL with `error`. */
char *gamao_drill_position_xgid (const GamaoMatchRecord *record, const GamaoMistakeData *mistake,
                                 GError **error);

/* The frame of the replay of `record` (gamao-replay-frames.h) that
 * shows the decision: the action judged, or the last frame before it;
 * -1 when the record does not reach it. */
gint gamao_drill_position_replay_frame (const GamaoMatchRecord *record,
                                        const GamaoMistakeData *mistake);
/* The library's small board for `mistake`, without its record: the
 * stored position, the roll of a checker play, numbered for the player
 * who decided; the cube is not drawn (its value is the record's). */
void gamao_drill_position_frame (const GamaoMistakeData *mistake, GamaoBoardFrame *frame);

G_END_DECLS
