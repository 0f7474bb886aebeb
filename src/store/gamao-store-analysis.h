/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store-analysis.h: the analysis of a match kept in the history:
 * each decision's judgement with the depth and the weights it was made
 * with, and each player's figures. */
#pragma once

#include "gamao-analysis.h"
#include "gamao-store.h"

G_BEGIN_DECLS

/* A player's figures from a kept analysis. */
typedef struct
{
  double error_rate, checker_error_rate, cube_error_rate, pr;
  double luck_rate, luck_adjusted;
  guint unforced, cube_decisions, doubtful, bad, very_bad;
  char rating[32];                /* untranslated rating words */
} GamaoStoredPlayerAnalysis;

typedef struct
{
  guint plies;
  char weights[64];               /* the weights' version it was made with */
  gint64 analysed_at;             /* Unix time */
  guint n_decisions;
  GamaoStoredPlayerAnalysis players[2];
} GamaoStoredAnalysis;

/* Keeps `analysis` of match `id` (replacing any earlier one) in one
 * transaction. `weights` names the weights' version. */
gboolean gamao_store_save_analysis (GamaoStore *self, gint64 id, const GamaoAnalysis *analysis,
                                    const char *weights, GError **error);
/* Reads the figures of the analysis kept for match `id`; FALSE without
 * an error when there is none. */
gboolean gamao_store_get_analysis (GamaoStore *self, gint64 id, GamaoStoredAnalysis *out,
                                   GError **error);
/* The judgement kept for action `seq` of game `game` (from 0) of match
 * `id`, kind by kind: fills what the store keeps of `decision` (kind,
 * player, equities, loss, mark, luck, counted, choices, dice). FALSE
 * without an error when there is none. */
gboolean gamao_store_get_decision (GamaoStore *self, gint64 id, guint game, gsize seq,
                                   GamaoDecisionKind kind, GamaoDecision *decision,
                                   guint *plies, GError **error);

G_END_DECLS
