/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position.h: the checkers on the board in a fixed orientation.
 * The engine's GamaoBoard is seen from the side on roll; a position keeps
 * it from player 0's side (player 0's checkers are side 1, player 1's
 * side 0) and hands it out from either player's view. */
#pragma once

#include "gamao-board.h"

#include <glib-object.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_BOARD (gamao_board_get_type ())
GType gamao_board_get_type (void);
GamaoBoard *gamao_board_copy (const GamaoBoard *board);
void gamao_board_free (GamaoBoard *board);

#define GAMAO_TYPE_POSITION (gamao_position_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPosition, gamao_position, GAMAO, POSITION, GObject)

/* Properties: "board" (GamaoBoard, player 0's view; notifies on every
 * change), "pips0", "pips1" (uint: pip counts), "id" (string: gnubg's
 * Position ID with player 0 on roll). */
GamaoPosition *gamao_position_new (void);

/* Player 0's view. */
const GamaoBoard *gamao_position_get_board (GamaoPosition *self);
void gamao_position_set_board (GamaoPosition *self, const GamaoBoard *board);
/* The board with `player` as side 1 (the side on roll in engine terms). */
void gamao_position_get_board_for (GamaoPosition *self, int player, GamaoBoard *out);
void gamao_position_set_board_for (GamaoPosition *self, int player, const GamaoBoard *board);

/* Checkers of `player` on `point` counted from that player's own ace
 * point (1..24), on the bar (25) or borne off (0). */
guint gamao_position_get_checkers (GamaoPosition *self, int player, int point);
guint gamao_position_get_pip_count (GamaoPosition *self, int player);
/* gnubg's Position ID with `player` on roll. */
char *gamao_position_dup_id (GamaoPosition *self, int player);

/* A point as `player` counts it, as the other player counts it (1..24
 * become 25 - point; the bar and off stay). */
int gamao_position_flip_point (int point);

G_END_DECLS
