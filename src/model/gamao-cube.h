/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cube.h: the doubling cube as the match shows it. GamaoMatch owns
 * it and keeps it up to date; views only read it. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_CUBE (gamao_cube_get_type ())
G_DECLARE_FINAL_TYPE (GamaoCube, gamao_cube, GAMAO, CUBE, GObject)

/* Read-only properties, all notifying on change:
 * "value" (uint: 1, 2, 4, … without limit), "owner" (int: -1 centred, or
 * the player 0 or 1 who may redouble), "offered" (boolean: a double is
 * on the table, "value" is still the value before it), "can-double"
 * (boolean: the player whose turn it is may double now), "why-not"
 * (string or NULL: why that player may not double now, in words). */
guint gamao_cube_get_value (GamaoCube *self);
int gamao_cube_get_owner (GamaoCube *self);
gboolean gamao_cube_get_offered (GamaoCube *self);
gboolean gamao_cube_get_can_double (GamaoCube *self);
const char *gamao_cube_get_why_not (GamaoCube *self);

G_END_DECLS
