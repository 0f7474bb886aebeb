/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rollout-job.h: a rollout of the plays or the cube decision that
 * the hint shows, run off the main thread on every core, with progress
 * the window can poll and a stop that keeps what was rolled out. */
#pragma once

#include <gio/gio.h>

#include "gamao-ai-service.h"
#include "gamao-rollout.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean plays;        /* roots are the hint's plays; else no double, double/take */
  gboolean is_match;
  guint n_roots;
  GamaoRolloutRoot roots[GAMAO_AI_MAX_HINTS];
  char notation[GAMAO_AI_MAX_HINTS][64];
  GamaoCubeInfo cube;    /* for the player who decides */
  GamaoRolloutSettings settings;
  /* For the player who decides, when finished. */
  GamaoRolloutResult results[GAMAO_AI_MAX_HINTS];
  /* Written by the worker, read by the main thread. */
  gint done, total;
  gint stop;             /* set to stop early; the results cover what was done */
} GamaoRolloutJob;

/* The rollout of what `job` (an answered GAMAO_AI_HINT) shows: its plays,
 * or before rolling the cube decision; `games` per play or cube action
 * (0: as the app's GamaoAnalysisSettings say), truncation, plies and
 * cube as those say.
 * NULL when there is nothing to roll out. */
GamaoRolloutJob *gamao_rollout_job_new (const GamaoAiJob *job, guint games);
/* The rollout of `n_plays` plays (at most GAMAO_AI_MAX_HINTS) from
 * `board`, seen from the player on roll of `state`: `after[i]` is the
 * board after play i from the mover's side, written `notation[i]`. With
 * no plays, the cube decision before rolling. */
GamaoRolloutJob *gamao_rollout_job_new_for_plays (const GamaoBoard *board,
                                                  const GamaoMatchState *state,
                                                  const GamaoBoard *after,
                                                  const char *const *notation, guint n_plays,
                                                  guint games);

/* Runs `job` (taken over) in a thread; cancelling `cancellable` drops
 * it, gamao_rollout_job_stop() ends it early with the games done. */
void gamao_rollout_job_run (GamaoRolloutJob *job, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data);
GamaoRolloutJob *gamao_rollout_job_run_finish (GAsyncResult *result, GError **error);

void gamao_rollout_job_stop (GamaoRolloutJob *job);
/* Games played so far over all roots, and their total. */
guint gamao_rollout_job_get_done (GamaoRolloutJob *job, guint *total);

/* The cube figures of a finished cube rollout, per unit of the present
 * cube (money) or match winning chances. */
void gamao_rollout_job_cube (const GamaoRolloutJob *job, GamaoEstimate *no_double,
                             GamaoEstimate *double_take, float *double_pass,
                             GamaoCubeAction *action);

/* The order the plays of `job` are shown in, into `order` (room for
 * GAMAO_AI_MAX_HINTS): best cubeful figure first (cubeless when the
 * games were played without the cube), then the plays a
 * stopped rollout did not reach, each group in the order of the roots.
 * Returns the number of plays. */
guint gamao_rollout_job_rank (const GamaoRolloutJob *job, guint *order);

/* A figure of `job` (match winning chance, or money per unit of the
 * cube) in the app's unit with its standard error, as both the hint
 * and the replay write it: "equity +0.123 ± 0.004", at a match "equity
 * +0.123 ± 0.004 · match 54.2%" (gamao-figures). */
char *gamao_rollout_job_equity_text (const GamaoRolloutJob *job, GamaoEstimate estimate);
/* How it was rolled out: "rollout: 324 games, 0-ply, truncated after 10
 * plies, cubeful". */
char *gamao_rollout_job_settings_text (const GamaoRolloutJob *job);
/* A chance with its standard error: "14.0% ± 0.2%". */
char *gamao_rollout_percent_text (GamaoEstimate estimate);

G_END_DECLS
