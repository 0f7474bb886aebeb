/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-model-private.h: how GamaoMatch keeps the objects it owns up to
 * date. Not for views. */
#pragma once

#include "gamao-cube.h"
#include "gamao-game.h"

G_BEGIN_DECLS

GamaoCube *gamao_cube_new (void);
/* Sets every field, notifying only those that changed. */
void gamao_cube_update (GamaoCube *self, guint value, int owner, gboolean offered,
                        gboolean can_double, const char *why_not);

/* A game for `record->games[index]`; keeps a reference on `record`. */
GamaoGame *gamao_game_new (guint number, GamaoMatchRecord *record, gsize index);
void gamao_game_set_cube_value (GamaoGame *self, guint value);
/* Call after appending actions to the game's record. */
void gamao_game_actions_changed (GamaoGame *self);

G_END_DECLS
