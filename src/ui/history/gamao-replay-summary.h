/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-replay-summary.h: the summary of an analysed match above the
 * replay's move list: a table of both players' PR, error rates (all,
 * checker plays, cube), rating, cube errors by kind, luck per roll and
 * luck-adjusted result, then the luck per roll of each game, with the
 * players' figures in sentences as its accessible description. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-store-analysis.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_REPLAY_SUMMARY (gamao_replay_summary_get_type ())
G_DECLARE_FINAL_TYPE (GamaoReplaySummary, gamao_replay_summary, GAMAO, REPLAY_SUMMARY, GtkWidget)

GtkWidget *gamao_replay_summary_new (void);
/* Shows `analysis` of a match (`is_match`) or session between `names`,
 * and `game_luck` (GamaoGameLuck per game, or NULL). */
void gamao_replay_summary_set (GamaoReplaySummary *self, const GamaoStoredAnalysis *analysis,
                               const GArray *game_luck, const char *const names[2],
                               gboolean is_match);
/* The figures in sentences, one line a player ("Ana: PR 4.1, …"). */
const char *gamao_replay_summary_get_text (GamaoReplaySummary *self);

G_END_DECLS
