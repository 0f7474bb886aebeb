/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The background analysis queue, without a display: a match queued is
 * analysed and kept in the history, once however often it is queued;
 * nothing starts while paused; a stopped analysis keeps nothing. */
#include "config.h"

#include "gamao-analysis-queue.h"
#include "gamao-store-analysis.h"

#include <glib.h>
#include <glib/gstdio.h>

typedef struct
{
  char *dir;
  GamaoStore *store;
  GamaoAnalysisQueue *queue;
  guint finished;
  gint64 last_id;
  gboolean last_kept;
  guint progress_notes;
} Fixture;

static gint64
import_match (Fixture *f)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  gint64 id = gamao_store_import (f->store, text, length, &error);
  g_assert_no_error (error);
  return id;
}

static void
on_finished (GamaoAnalysisQueue *queue, gint64 id, gboolean kept, Fixture *f)
{
  f->finished++;
  f->last_id = id;
  f->last_kept = kept;
}

static void
on_progress (GObject *queue, GParamSpec *pspec, Fixture *f)
{
  f->progress_notes++;
}

static void
setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  f->dir = g_dir_make_tmp ("gamao-queue-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (f->dir, "history.db", NULL);
  f->store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  f->queue = gamao_analysis_queue_new (f->store, NULL);
  gamao_analysis_queue_set_plies (f->queue, 0);
  g_signal_connect (f->queue, "finished", G_CALLBACK (on_finished), f);
  g_signal_connect (f->queue, "notify::progress", G_CALLBACK (on_progress), f);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->dir, "history.db", NULL);

  g_clear_object (&f->queue);
  g_clear_object (&f->store);
  g_remove (path);
  g_rmdir (f->dir);
  g_free (f->dir);
}

/* Runs the main loop until `count` analyses finished (or 120 s). */
static void
wait_finished (Fixture *f, guint count)
{
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (f->finished < count && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (f->finished, ==, count);
}

static void
test_analysed_and_kept (Fixture *f, gconstpointer data)
{
  gint64 id = import_match (f);
  GamaoStoredAnalysis stored;
  g_autoptr (GError) error = NULL;

  gamao_analysis_queue_add (f->queue, id);
  gamao_analysis_queue_add (f->queue, id);
  g_assert_cmpint (gamao_analysis_queue_get_current (f->queue), ==, id);
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (f->queue), ==, 0);
  wait_finished (f, 1);
  g_assert_cmpint (f->last_id, ==, id);
  g_assert_true (f->last_kept);
  g_assert_cmpuint (f->progress_notes, >, 0);
  g_assert_cmpint (gamao_analysis_queue_get_current (f->queue), ==, 0);
  g_assert_true (gamao_store_get_analysis (f->store, id, &stored, &error));
  g_assert_cmpuint (stored.plies, ==, 0);
  g_assert_true (g_str_has_suffix (stored.weights, " games"));
  /* Nothing else was queued. */
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (f->finished, ==, 1);
}

static void
test_paused (Fixture *f, gconstpointer data)
{
  gint64 id = import_match (f);

  gamao_analysis_queue_set_paused (f->queue, TRUE);
  gamao_analysis_queue_add (f->queue, id);
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gamao_analysis_queue_get_current (f->queue), ==, 0);
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (f->queue), ==, 1);
  g_assert_cmpuint (f->finished, ==, 0);

  gamao_analysis_queue_set_paused (f->queue, FALSE);
  g_assert_cmpint (gamao_analysis_queue_get_current (f->queue), ==, id);
  wait_finished (f, 1);
  g_assert_true (f->last_kept);
}

static void
test_stopped (Fixture *f, gconstpointer data)
{
  gint64 id = import_match (f), other = import_match (f);
  GamaoStoredAnalysis stored;
  g_autoptr (GError) error = NULL;

  /* Deep enough not to end before the stop. */
  gamao_analysis_queue_set_plies (f->queue, 2);
  gamao_analysis_queue_add (f->queue, id);
  gamao_analysis_queue_add (f->queue, other);
  gamao_analysis_queue_stop (f->queue);
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (f->queue), ==, 0);
  wait_finished (f, 1);
  g_assert_false (f->last_kept);
  g_assert_false (gamao_store_get_analysis (f->store, id, &stored, &error));
  g_assert_no_error (error);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (f->finished, ==, 1);
}

/* Keeps a made-up analysis of `id` made with the weights `weights`. */
static void
keep_analysis (Fixture *f, gint64 id, const char *weights)
{
  g_autoptr (GError) error = NULL;
  GamaoDecision d = { .kind = GAMAO_DECISION_TAKE, .player = 1, .counted = true };
  GamaoAnalysis a = { .plies = 0, .length = 5, .decisions = &d, .n_decisions = 1 };

  a.players[0].rating = a.players[1].rating = "Supernatural";
  g_assert_true (gamao_store_save_analysis (f->store, id, &a, weights, &error));
  g_assert_no_error (error);
}

static void
on_finished_order (GamaoAnalysisQueue *queue, gint64 id, gboolean kept, GArray *order)
{
  g_array_append_val (order, id);
}

/* The weights change: once their version is read (never before it is
 * asked for), analyses made with others are queued behind the matches
 * queued on purpose and redone; the rest are left alone. */
static void
test_stale_requeued (Fixture *f, gconstpointer data)
{
  gint64 stale = import_match (f), current = import_match (f), asked = import_match (f);
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (gint64));
  GamaoStoredAnalysis stored;

  gamao_analysis_queue_set_paused (f->queue, TRUE);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (gamao_analysis_queue_get_weights (f->queue));
  gamao_analysis_queue_check_weights (f->queue, TRUE);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!gamao_analysis_queue_get_weights (f->queue) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  const char *weights = gamao_analysis_queue_get_weights (f->queue);
  g_assert_true (g_str_has_suffix (weights, " games"));
  /* Nothing was analysed yet: nothing is stale. */
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (f->queue), ==, 0);

  keep_analysis (f, stale, "an older version");
  keep_analysis (f, current, weights);
  /* With automatic analysis off the version is read, nothing queued. */
  gamao_analysis_queue_check_weights (f->queue, FALSE);
  for (int i = 0; i < 100; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (f->queue), ==, 0);
  gamao_analysis_queue_check_weights (f->queue, TRUE);
  while (gamao_analysis_queue_get_n_pending (f->queue) == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (f->queue), ==, 1);
  gamao_analysis_queue_add (f->queue, asked);
  gamao_analysis_queue_add (f->queue, stale);
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (f->queue), ==, 2);

  g_signal_connect (f->queue, "finished", G_CALLBACK (on_finished_order), order);
  gamao_analysis_queue_set_paused (f->queue, FALSE);
  wait_finished (f, 2);
  g_assert_cmpint (g_array_index (order, gint64, 0), ==, asked);
  g_assert_cmpint (g_array_index (order, gint64, 1), ==, stale);
  g_assert_true (gamao_store_get_analysis (f->store, stale, &stored, NULL));
  g_assert_cmpstr (stored.weights, ==, weights);
  g_assert_cmpuint (stored.n_decisions, >, 1);
  /* The one made with the present weights was left alone. */
  g_assert_true (gamao_store_get_analysis (f->store, current, &stored, NULL));
  g_assert_cmpuint (stored.n_decisions, ==, 1);
  g_signal_handlers_disconnect_by_data (f->queue, order);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/analysis-queue/analysed-and-kept", Fixture, NULL, setup, test_analysed_and_kept,
              teardown);
  g_test_add ("/analysis-queue/paused", Fixture, NULL, setup, test_paused, teardown);
  g_test_add ("/analysis-queue/stopped", Fixture, NULL, setup, test_stopped, teardown);
  g_test_add ("/analysis-queue/stale-requeued", Fixture, NULL, setup, test_stale_requeued,
              teardown);
  return g_test_run ();
}
