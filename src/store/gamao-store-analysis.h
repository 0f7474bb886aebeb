/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store-analysis.h: the analysis of a match kept in the history:
 * each decision's judgement with the depth and the weights it was made
 * with, and each player's figures. */
#pragma once

#include "gamao-analysis.h"
#include "gamao-store.h"

G_BEGIN_DECLS

typedef struct
{
  guint plies;
  char weights[64];               /* the weights' version it was made with */
  gint64 analysed_at;             /* Unix time */
  guint n_decisions;
  /* Each player's figures as the analysis had them: those the history
   * keeps (GAMAO_FIGURE_KEPT, the rating an interned string) and counts
   * again from the decisions (GAMAO_FIGURE_TALLIED); the others are 0. */
  GamaoPlayerAnalysis players[2];
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

/* Each game's luck in the analysis kept for match `id` (index: the game
 * from 0; luck in EMG, no match winning chance), an empty array when none
 * is kept; NULL with `error` on an SQL error. */
GArray *gamao_store_list_game_luck (GamaoStore *self, gint64 id, GError **error);

/* One judged decision as the replay shows it. */
typedef struct
{
  guint game;                     /* from 0 */
  gsize seq;                      /* the action judged */
  GamaoDecisionKind kind;
  int player;
  double equity_loss;
  GamaoMark mark;
  gboolean has_luck;
  double luck;
  char played[64];                /* a play, or a choice's untranslated key */
  char best[64];
  double win_chance;              /* player 0's chance of winning the game after it */
  int dice[2];                    /* checker plays: the roll */
  guint plies;                    /* the depth it was judged at */
  /* The position it was taken in, a Position ID with the roller or
   * doubler on roll; empty in analyses kept before schema version 6. */
  char position[16];
  /* Cube decisions (double and take) from schema version 6 on: EMG for
   * the doubler, and gnubg's class of the position. */
  gboolean has_cube;
  double no_double, double_take, double_pass;
  GamaoProperCube proper;
} GamaoStoredDecision;

/* One of the ranked plays of a checker decision. */
typedef struct
{
  guint rank;                     /* 0: the best */
  char play[64];                  /* as written, "13/7 8/7" */
  char after[16];                 /* Position ID after it, from the mover's side */
  double equity;                  /* cubeful EMG for the mover */
  guint plies;
  gboolean played;                /* the play made */
} GamaoStoredPlay;

/* Every decision kept for match `id`, in the order of the match (an
 * empty array when it was not analysed); NULL with `error` on an SQL
 * error. */
GArray *gamao_store_list_decisions (GamaoStore *self, gint64 id, GError **error);

/* The ranked plays kept for the checker decision of action `seq` of game
 * `game` of match `id`, best first, the play made last when it ranked
 * below them (an empty array when none are kept); NULL with `error` on
 * an SQL error. */
GArray *gamao_store_list_plays (GamaoStore *self, gint64 id, guint game, gsize seq,
                                GError **error);

/* The matches (not deleted) whose kept analysis was made with weights
 * other than `weights`, the latest first; NULL with `error` on an SQL
 * error. */
GArray *gamao_store_list_stale_analyses (GamaoStore *self, const char *weights, GError **error);

/* One analysed match as the statistics chart it: the figures of the
 * person at this desk (gamao_store_set_desk_player(); player 0 when
 * none is set) and of their opponent. */
typedef struct
{
  gint64 id;
  gint64 when;                    /* Unix time it finished (or began) */
  char opponent[64];
  /* 0: the desk player, 1: the opponent; filled as in
   * GamaoStoredAnalysis. */
  GamaoPlayerAnalysis players[2];
} GamaoStoreAnalysedMatch;

/* The analysed matches against `opponent` (all when NULL), oldest
 * first; NULL with `error` on an SQL error. */
GArray *gamao_store_list_analysed (GamaoStore *self, const char *opponent, GError **error);
/* The opponents of the analysed matches, sorted; NULL with `error` on
 * an SQL error. */
GStrv gamao_store_list_analysed_opponents (GamaoStore *self, GError **error);

G_END_DECLS
