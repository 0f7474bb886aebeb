/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-analysis-private.h: what the walk over a record hands to the
 * judges, and the judges themselves (one work item each, run on any
 * worker thread). */
#pragma once

#include "gamao-analysis.h"
#include "gamao-match-state.h"
#include "gamao-search.h"

typedef enum
{
  ITEM_CHECKER,  /* one decision */
  ITEM_CUBE,     /* the roller's cube decision, and the answer to a double */
  ITEM_RESIGN,   /* the offer, and the answer */
} ItemKind;

typedef struct
{
  ItemKind kind;
  unsigned game;
  size_t action;            /* checker: the PLAY or PASS; cube: the ROLL or DOUBLE */
  size_t answer_action;     /* the TAKE/DROP/BEAVER or the resignation's answer */
  unsigned row, answer_row;
  int player;               /* who decides first */
  GamaoBoard board;         /* from `player`'s side */
  GamaoMatchState state;    /* cube, score, Crawford, rules, before the decision */
  bool beavers;
  /* Checker. */
  int dice[2];
  bool opening;
  bool has_play;
  GamaoBoard after;         /* the play made, from the mover's side */
  GamaoPlay played;         /* its steps, as written */
  /* Cube. */
  bool doubled;
  GamaoChoice answer;       /* TAKE, PASS or BEAVER when doubled; NONE when unanswered */
  /* Resignation: `player` resigns at `resign_level`; on_roll is who is
   * on roll and `dice` the roll waiting to be played, if any. */
  int resign_level;
  int on_roll;
  bool dice_pending;
  size_t first_decision;    /* where the item's decisions go */
  unsigned n_decisions;
} AnalysisItem;

/* One worker's scratch space: large, allocated once per thread. */
/* The most plays the net looks at per roll deeper in the search. */
#define GAMAO_PRUNE_MAX 16

typedef struct
{
  const GamaoEvaluator *evaluator;
  GamaoPlayList *list;     /* the plays of the decision being judged */
  GamaoPlayList *scratch;  /* replies deeper in the search */
  unsigned plies;
  unsigned prune;          /* plays kept by pubeval for the net; 0: all */
  unsigned long evaluations;
  unsigned order[GAMAO_MAX_PLAYS];  /* plays ranked best first */
  float key[GAMAO_MAX_PLAYS];       /* what they are ranked by */
  float equity[GAMAO_MAX_PLAYS];    /* cubeful EMG */
  unsigned depth[GAMAO_MAX_PLAYS];  /* plies each was judged at */
} Judge;

/* A judge of its own (the tutor's, the words' of a cube decision) at
 * `plies` with the analysis's default pruning; false when out of memory
 * (clear it all the same). */
bool gamao_analysis_judge_init (Judge *judge, const GamaoEvaluator *evaluator, unsigned plies);
void gamao_analysis_judge_clear (Judge *judge);

/* The cube as player `me` sees it in `state`, for `board` (me on roll). */
void gamao_analysis_cube_info (const AnalysisItem *item, int me, const GamaoBoard *board,
                               GamaoCubeInfo *info);
/* Match winning chance (or money equity per cube unit) as EMG for
 * `info`'s player, and back. */
float gamao_analysis_to_emg (const GamaoCubeInfo *info, float value);
float gamao_analysis_from_emg (const GamaoCubeInfo *info, float emg);
/* How much match winning chance one EMG is worth (money: the cube). */
float gamao_analysis_mwc_per_emg (const GamaoCubeInfo *info);

/* Cubeless outputs for the side on roll of `board`, `plies` deep. */
void gamao_analysis_evaluate (Judge *judge, const GamaoBoard *board, unsigned plies,
                              float outputs[GAMAO_N_OUTPUTS]);

/* The best play for the side on roll of `board` with d1-d2, at 0-ply
 * among the plays pubeval keeps (the search's replies): the position it
 * leads to (from the mover's side, not swapped) and the mover's outputs
 * there. Uses judge->scratch. */
void gamao_analysis_best_reply (Judge *judge, const GamaoBoard *board, int d1, int d2,
                                GamaoBoard *after, float outputs[GAMAO_N_OUTPUTS]);

/* The cubeful EMG, for `me`, of the position `after` that `me` just
 * reached (from `me`'s side), judged `plies` deep; `me`'s cubeless
 * outputs go to `outputs` unless it is NULL. */
float gamao_analysis_value_after (Judge *judge, const AnalysisItem *item, int me,
                                  const GamaoBoard *after, unsigned plies,
                                  float outputs[GAMAO_N_OUTPUTS]);
/* Ranks judge->list's plays for item->player into judge->order (the
 * equities and depths in judge->equity and judge->depth): every play at
 * 0-ply, the best few again at judge->plies, and `played` (or -1) too. */
void gamao_analysis_judge_plays (Judge *judge, const AnalysisItem *item, int played);

void gamao_analysis_judge_checker (Judge *judge, const AnalysisItem *item, GamaoDecision *d);
void gamao_analysis_judge_cube (Judge *judge, const AnalysisItem *item, GamaoDecision *d);
void gamao_analysis_judge_resign (Judge *judge, const AnalysisItem *item, GamaoDecision *d);
