/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study-job.h: the study panel's figures for a position, worked
 * out off the main thread: the counts and the stakes at once, then the
 * temperature map square by square, with progress the window can poll
 * and a stop that keeps the squares done. */
#pragma once

#include <gio/gio.h>

#include "gamao-setup-position.h"
#include "gamao-study.h"

G_BEGIN_DECLS

typedef struct
{
  GamaoSetupPosition setup;  /* a valid position to study */
  guint plies;               /* the map's depth, 0..2 */
  /* Filled by the worker; read them once it has finished. */
  GamaoStudyCounts counts;
  GamaoStudyStakes stakes;
  /* Squares 0..done-1, in gamao_study_roll()'s order. */
  GamaoTemperatureSquare map[GAMAO_STUDY_ROLLS];
  /* Written by the worker, read by the main thread. */
  gint done;
  gint stop;
} GamaoStudyJob;

/* A job for `setup` (which must be valid: gamao_setup_position_valid())
 * with the map at `plies` (the hint's is gamao_level_plies() of World
 * Class, 2). */
GamaoStudyJob *gamao_study_job_new (const GamaoSetupPosition *setup, guint plies);

/* Runs `job` (taken over) in a thread; cancelling `cancellable` stops it
 * as gamao_study_job_stop() does. */
void gamao_study_job_run (GamaoStudyJob *job, GCancellable *cancellable,
                          GAsyncReadyCallback callback, gpointer user_data);
/* The finished job, owned by `result` (valid while the callback runs),
 * or NULL with `error` set (the nets could not be loaded). */
GamaoStudyJob *gamao_study_job_run_finish (GAsyncResult *result, GError **error);

/* Ends the map early: the squares done stay. */
void gamao_study_job_stop (GamaoStudyJob *job);
/* Squares of the map done so far, of GAMAO_STUDY_ROLLS. */
guint gamao_study_job_get_done (GamaoStudyJob *job);

G_END_DECLS
