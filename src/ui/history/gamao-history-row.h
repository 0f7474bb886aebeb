/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-row.h: one match in the history's list: who played, the
 * date, length, result and PR, and its buttons (continue, export,
 * analyse, delete) as the history window's actions on the match's id.
 * Made once by the list's factory and bound to match after match as the
 * list scrolls. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-match-summary.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HISTORY_ROW (gamao_history_row_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHistoryRow, gamao_history_row, GAMAO, HISTORY_ROW, GtkBox)

GtkWidget *gamao_history_row_new (void);
/* Shows `summary`; `weights` (or NULL while unknown) are the present
 * ones: an analysis made with others shows as out of date. */
void gamao_history_row_bind (GamaoHistoryRow *self, GamaoMatchSummary *summary,
                             const char *weights);
/* The match bound, 0 before the first. */
gint64 gamao_history_row_get_id (GamaoHistoryRow *self);

G_END_DECLS
