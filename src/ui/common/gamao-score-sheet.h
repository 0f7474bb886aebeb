/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-score-sheet.h: the match game by game, kept up to date. */
#pragma once

#include <adwaita.h>

#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_SCORE_SHEET (gamao_score_sheet_get_type ())
G_DECLARE_FINAL_TYPE (GamaoScoreSheet, gamao_score_sheet, GAMAO, SCORE_SHEET, AdwWindow)

GamaoScoreSheet *gamao_score_sheet_new (GtkWindow *parent, GamaoMatch *match);

/* The number of rows shown (one per game) and the totals line, for tests. */
guint gamao_score_sheet_get_n_rows (GamaoScoreSheet *self);
const char *gamao_score_sheet_get_totals (GamaoScoreSheet *self);
/* The text of a cell: column 0..4 (game, player 0's and player 1's
 * score before the game with "+N" for its winner, cube, result) of row
 * `row`. */
char *gamao_score_sheet_dup_cell (GamaoScoreSheet *self, guint row, guint column);
/* The columns shown, a column's title, and the window's title with its
 * subtitle, for printing. */
guint gamao_score_sheet_get_n_columns (GamaoScoreSheet *self);
char *gamao_score_sheet_dup_column_title (GamaoScoreSheet *self, guint column);
char *gamao_score_sheet_dup_title (GamaoScoreSheet *self);

G_END_DECLS
