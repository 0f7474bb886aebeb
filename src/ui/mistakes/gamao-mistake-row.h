/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-mistake-row.h: one mistake in the library's list: a small
 * board, the kind and its mark, the cost, the match, game, phase,
 * opponent and date, and its note. Made once by the list's factory and
 * bound to mistake after mistake as the list scrolls. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-store-mistakes.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_MISTAKE_ROW (gamao_mistake_row_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMistakeRow, gamao_mistake_row, GAMAO, MISTAKE_ROW, GtkBox)

GtkWidget *gamao_mistake_row_new (void);
void gamao_mistake_row_bind (GamaoMistakeRow *self, GamaoMistake *mistake);

G_END_DECLS
