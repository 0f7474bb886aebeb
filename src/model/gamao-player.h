/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-player.h: one of the two players of a match. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  GAMAO_PLAYER_HUMAN,    /* a person at this desk */
  GAMAO_PLAYER_COMPUTER, /* the computer, at `level` */
} GamaoPlayerKind;

#define GAMAO_TYPE_PLAYER (gamao_player_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPlayer, gamao_player, GAMAO, PLAYER, GObject)

/* Properties: "name" (string), "kind" (GamaoPlayerKind enum), "level" (int,
 * 0 and up; its meaning belongs to the computer player). All writable,
 * all notify on change. */
GamaoPlayer *gamao_player_new (const char *name, GamaoPlayerKind kind, int level);

const char *gamao_player_get_name (GamaoPlayer *self);
void gamao_player_set_name (GamaoPlayer *self, const char *name);
GamaoPlayerKind gamao_player_get_kind (GamaoPlayer *self);
void gamao_player_set_kind (GamaoPlayer *self, GamaoPlayerKind kind);
int gamao_player_get_level (GamaoPlayer *self);
void gamao_player_set_level (GamaoPlayer *self, int level);

G_END_DECLS
