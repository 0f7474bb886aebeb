/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-hint-row.h: one play of the hint list, a template filled from a
 * GamaoHintItem (its words are written by the item). */
#pragma once

#include <gtk/gtk.h>

#include "gamao-hint-item.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HINT_ROW (gamao_hint_row_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHintRow, gamao_hint_row, GAMAO, HINT_ROW, GtkBox)

/* The row of `item` (the "item" property, construct-only). */
GtkWidget *gamao_hint_row_new (GamaoHintItem *item);
GamaoHintItem *gamao_hint_row_get_item (GamaoHintRow *self);
/* What a screen reader says for the row: the play and its figures, as
 * the row shows them ("1. 13/7 8/7, +0.123, …"). */
const char *gamao_hint_row_get_words (GamaoHintRow *self);

G_END_DECLS
