/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-hint-item.h: one play of the computer's advice as a list item:
 * its rank, the play, and its lines in words (title, equity, chances).
 * The hint list shows a GListStore of them. */
#pragma once

#include <glib-object.h>

#include "gamao-play-list.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HINT_ITEM (gamao_hint_item_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHintItem, gamao_hint_item, GAMAO, HINT_ITEM, GObject)

/* Properties (read-only, construct-only): "index" (uint, 0 the best),
 * "title" ("1. 8/5 6/5"), "equity", "chances" (strings). */
GamaoHintItem *gamao_hint_item_new (guint index, const GamaoPlay *play, const char *title,
                                    const char *equity, const char *chances);

guint gamao_hint_item_get_index (GamaoHintItem *self);
const GamaoPlay *gamao_hint_item_get_play (GamaoHintItem *self);
const char *gamao_hint_item_get_title (GamaoHintItem *self);
const char *gamao_hint_item_get_equity (GamaoHintItem *self);
const char *gamao_hint_item_get_chances (GamaoHintItem *self);

G_END_DECLS
