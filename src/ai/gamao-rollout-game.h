/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rollout-game.h: one game of a rollout, private to the rollout. */
#pragma once

#include "gamao-rollout.h"
#include "gamao-search.h"

/* What one game of a rollout scored, from the root's side on roll. */
typedef struct
{
  double outputs[GAMAO_N_OUTPUTS];
  double cubeless;
  double cubeful;
} GamaoRolloutGame;

typedef struct _GamaoRollCache GamaoRollCache;

/* One thread's scratch space. */
typedef struct
{
  const GamaoEvaluator *evaluator;
  const GamaoRolloutSettings *settings;
  GamaoSearch *search;
  GamaoPlayList *list;
  GamaoRollCache *cache; /* the evaluations of one position's 21 rolls */
} GamaoRolloutWorker;

bool gamao_rollout_worker_init (GamaoRolloutWorker *worker, const GamaoEvaluator *evaluator,
                                const GamaoRolloutSettings *settings);
void gamao_rollout_worker_clear (GamaoRolloutWorker *worker);

/* Plays one game from `root`. `rolls` are the indices (0..35, d1 =
 * i / 6 + 1, d2 = i % 6 + 1) of the first two rolls; the rest come from
 * `dice_seed`. */
void gamao_rollout_play_game (GamaoRolloutWorker *worker, const GamaoRolloutRoot *root,
                              const unsigned rolls[2], uint64_t dice_seed,
                              GamaoRolloutGame *game);

/* The cubeless value of outputs (no clamping, so that it is affine and
 * luck can be measured with it): money equity per unit of cube, or the
 * match winning chance with the cube dead at info's value. */
double gamao_rollout_value (const GamaoCubeInfo *info, const double outputs[GAMAO_N_OUTPUTS]);
