/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-game.h: one game of a match, a row of the score sheet. */
#pragma once

#include "gamao-match-record.h"

#include <glib-object.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_GAME (gamao_game_get_type ())
G_DECLARE_FINAL_TYPE (GamaoGame, gamao_game, GAMAO, GAME, GObject)

/* Read-only properties, notifying on change:
 * "number" (uint, from 1), "score0", "score1" (uint: the score before
 * the game), "crawford" (boolean: the Crawford game), "cube-value" (uint:
 * the cube now, or at the end), "finished" (boolean), "winner" (int: -1
 * until finished), "points" (uint: what the winner scored), "result-kind"
 * (GamaoResultKind enum), "n-actions" (uint: actions so far). */
guint gamao_game_get_number (GamaoGame *self);
guint gamao_game_get_score (GamaoGame *self, int player);
gboolean gamao_game_get_crawford (GamaoGame *self);
guint gamao_game_get_cube_value (GamaoGame *self);
gboolean gamao_game_get_finished (GamaoGame *self);
int gamao_game_get_winner (GamaoGame *self);
guint gamao_game_get_points (GamaoGame *self);
GamaoResultKind gamao_game_get_result_kind (GamaoGame *self);

/* The game's actions so far; valid while the game lives, and it grows as
 * the game goes on (listen to "notify::n-actions"). */
const GamaoGameRecord *gamao_game_get_record (GamaoGame *self);
guint gamao_game_get_n_actions (GamaoGame *self);

G_END_DECLS
