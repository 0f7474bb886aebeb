/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-player-card.h: one player above the board: the colour of their
 * checkers, their name, pip count and score, highlighted while they must
 * act. The window shows two, bound to its match. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_PLAYER_CARD (gamao_player_card_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPlayerCard, gamao_player_card, GAMAO, PLAYER_CARD, GtkWidget)

/* Properties: "player" (int, construct-only: 0 light, drawn with the
 * mark at the end; 1 dark, mark first), "name" (string), "pips" (uint),
 * "score" (uint), "acting" (boolean: this player must act now). */
GtkWidget *gamao_player_card_new (int player);

/* Binds name, pips, score and acting to `player`'s side of `match`
 * (NULL: unbinds; the card keeps what it showed). */
void gamao_player_card_bind_match (GamaoPlayerCard *self, GamaoMatch *match);

const char *gamao_player_card_get_name (GamaoPlayerCard *self);
guint gamao_player_card_get_pips (GamaoPlayerCard *self);
guint gamao_player_card_get_score (GamaoPlayerCard *self);
gboolean gamao_player_card_get_acting (GamaoPlayerCard *self);

G_END_DECLS
