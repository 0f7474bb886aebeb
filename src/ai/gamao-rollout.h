/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rollout.h: rollouts, the evaluator playing a position out many
 * times against itself.
 *
 * A rollout starts from one or more roots: a position whose side on roll
 * is about to roll (to roll out a play, pass the board after the play,
 * sides swapped, and flip the result with gamao_rollout_result_flip()).
 * Every root is played out the same number of games with the same dice
 * (common random numbers, so that differences between candidate plays
 * are measured more precisely than the plays themselves). In game g the
 * first roll is the (g mod 36)th of the 36 ordered outcomes and the
 * second the (g / 36 mod 36)th, each through a permutation drawn from
 * the seed: 1,296 games see every pair of first rolls exactly once. The
 * rest of a game's dice come from the seed and g alone, so a rollout is
 * reproducible bit for bit whatever the number of threads.
 *
 * Variance reduction subtracts the luck of every roll: the value of the
 * roll actually thrown minus the average over the 21 rolls, each judged
 * by the 0-ply evaluation of its best play. That average is exactly the
 * expectation of the luck term, so the estimate stays unbiased whatever
 * the evaluator's errors, and its variance falls by the part of the
 * result that the evaluator foresaw.
 *
 * Cubeful rollouts play the cube too: before each roll the player on roll
 * doubles when gamao_cube_decide() at 0 ply says so and the opponent takes
 * or passes by gamao_cube_should_take(). A game that ends by a pass counts,
 * for the cubeless figures, the evaluation of the position where it
 * ended (its gammon chances are unknown otherwise). */
#pragma once

#include "gamao-cube-decision.h"
#include "gamao-eval.h"

typedef struct
{
  unsigned games;            /* per root; at least 1 */
  unsigned truncate;         /* plies to play before evaluating; 0: play to the end */
  unsigned plies;            /* depth at which the players choose their plays (0..2) */
  bool variance_reduction;
  bool cubeful;              /* play the cube in the games */
  uint64_t seed;
  unsigned threads;          /* 0: one per processor */
} GamaoRolloutSettings;

typedef struct
{
  GamaoBoard board;          /* the side on roll is about to roll */
  GamaoCubeInfo cube;        /* the cube and score, for the side on roll */
  bool no_double;            /* the side on roll has chosen not to double
                              * before this roll (the "no double" branch of
                              * a cube decision) */
} GamaoRolloutRoot;

/* A mean and its standard error (the standard deviation of the per-game
 * values over the square root of the games). */
typedef struct
{
  double mean;
  double se;
} GamaoEstimate;

typedef struct
{
  unsigned games;            /* games finished (fewer when cancelled) */
  bool is_match;
  /* For the side on roll of the root. */
  GamaoEstimate outputs[GAMAO_N_OUTPUTS];
  /* Cubeless: money equity per game at a cube of 1, or the match
   * winning chance with the cube dead at its present value. */
  GamaoEstimate cubeless;
  /* Cubeful (only for cubeful rollouts): money in points per unit of the
   * root's cube, or the match winning chance. */
  GamaoEstimate cubeful;
} GamaoRolloutResult;

/* Called from the thread that runs the rollout, about ten times a second
 * and once at the end, with the games finished over all roots and the
 * total; returning false cancels the rollout (the results then cover the
 * games finished). */
typedef bool (*GamaoRolloutProgress) (void *data, unsigned done, unsigned total);

void gamao_rollout_settings_init (GamaoRolloutSettings *settings);

/* Rolls out `n_roots` roots into `results` (one per root). Returns false
 * when it was cancelled or could not allocate its threads' memory (then
 * `results` covers what was done, possibly nothing). */
bool gamao_rollout_run (const GamaoEvaluator *evaluator, const GamaoRolloutRoot *roots,
                        unsigned n_roots, const GamaoRolloutSettings *settings,
                        GamaoRolloutProgress progress, void *progress_data,
                        GamaoRolloutResult *results);

/* The same result seen by the other side. */
void gamao_rollout_result_flip (GamaoRolloutResult *result);

/* The root for rolling out a play: the board after the play (from the
 * mover's side, as in GamaoPlay) with the opponent now to roll, and the
 * cube seen by the mover. */
void gamao_rollout_root_after_play (GamaoRolloutRoot *root, const GamaoBoard *after,
                                    const GamaoCubeInfo *mover_cube);

/* The cube info seen by the other side of the same game. */
void gamao_cube_info_swap (const GamaoCubeInfo *info, GamaoCubeInfo *swapped);
