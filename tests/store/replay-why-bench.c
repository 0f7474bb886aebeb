/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long the replay keeps the main thread when it steps to a marked
 * decision, and how long after that the words saying why arrive:
 *
 *   replay-why-bench [FILE.mat [PLIES]]
 *
 * imports the match (tests/matfile/gnubg-5-point.mat by default) into a
 * history of its own, analyses it at PLIES (2, the app's depth), opens
 * the replay and steps to each marked decision in turn. Prints, for the
 * checker plays and the cube decisions apart, the median and the
 * largest time gamao_replay_window_show_frame() takes (the main thread,
 * where anything over a frame, 16 ms, is felt) and the time until the
 * words are on screen. A benchmark, never a test: the figures depend on
 * the machine. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "gamao-ai-service.h"
#include "gamao-decision-panel.h"
#include "gamao-replay-frames.h"
#include "gamao-replay-marks.h"
#include "gamao-replay-window.h"
#include "gamao-store-analysis.h"
#include "store-test-util.h"

typedef struct
{
  GArray *blocked; /* double ms, the main thread in show_frame */
  GArray *ready;   /* double ms, until the words are shown */
} Times;

static int
by_value (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Of values sorted. */
static double
median (GArray *values)
{
  return values->len ? g_array_index (values, double, values->len / 2) : 0.0;
}

static double
largest (GArray *values)
{
  return values->len ? g_array_index (values, double, values->len - 1) : 0.0;
}

static void
print_times (const char *what, Times *t)
{
  g_array_sort (t->blocked, by_value);
  g_array_sort (t->ready, by_value);
  g_print ("%-8s %3u decisions: main thread median %5.1f ms, max %5.1f ms; "
           "words shown after median %5.1f ms, max %5.1f ms\n",
           what, t->blocked->len, median (t->blocked), largest (t->blocked), median (t->ready),
           largest (t->ready));
}

static gint64
import_and_analyse (GamaoStore *store, const char *path, unsigned plies)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;
  GamaoAnalysisOptions options;
  GamaoAnalysisError analysis_error;

  if (!g_file_get_contents (path, &text, &length, &error))
    g_error ("%s", error->message);
  gint64 id = gamao_store_import (store, text, length, &error);
  if (id <= 0)
    g_error ("%s", error->message);
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);
  const GamaoEvaluator *evaluator = gamao_ai_service_get_evaluator (&error);
  if (!record || !evaluator)
    g_error ("%s", error->message);
  gamao_analysis_options_init (&options);
  options.plies = plies;
  GamaoAnalysis *analysis = gamao_analysis_run (evaluator, record, &options, &analysis_error);
  if (!analysis || !gamao_store_save_analysis (store, id, analysis, "bench", &error))
    g_error ("the analysis failed");
  gamao_analysis_free (analysis);
  gamao_match_record_unref (record);
  return id;
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : SOURCE_DIR "/tests/matfile/gnubg-5-point.mat";
  unsigned plies = argc > 2 ? (unsigned) atoi (argv[2]) : 2;
  g_autofree char *dir = g_dir_make_tmp ("gamao-why-bench-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  Times cube = { g_array_new (FALSE, FALSE, sizeof (double)),
                 g_array_new (FALSE, FALSE, sizeof (double)) };
  Times checker = { g_array_new (FALSE, FALSE, sizeof (double)),
                    g_array_new (FALSE, FALSE, sizeof (double)) };

  gtk_init ();
  adw_init ();
  g_autoptr (GamaoStore) store = gamao_store_open (db, &error);
  if (!store)
    g_error ("%s", error->message);
  gint64 id = import_and_analyse (store, path, plies);
  GamaoReplayWindow *replay = gamao_replay_window_new (NULL, store, id, &error);
  GamaoMatchRecord *match = gamao_store_load (store, id, &error);
  g_autoptr (GamaoReplayFrames) frames = gamao_replay_frames_new (match);
  g_autoptr (GamaoReplayMarks) marks
    = gamao_replay_marks_new (frames, gamao_store_list_decisions (store, id, NULL));
  GamaoDecisionPanel *panel = GAMAO_DECISION_PANEL (
    gtk_widget_get_template_child (GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW,
                                   "decision_panel"));
  guint frame = 0;

  gtk_window_present (GTK_WINDOW (replay));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  while ((frame = gamao_replay_marks_find_mistake (marks, frame, TRUE)) != G_MAXUINT)
    {
      const GamaoStoredDecision *d = gamao_replay_marks_get (marks, frame);
      Times *t = d->kind == GAMAO_DECISION_CHECKER ? &checker : &cube;
      gint64 start = g_get_monotonic_time ();
      double blocked, ready;

      gamao_replay_window_show_frame (replay, frame);
      blocked = (g_get_monotonic_time () - start) / 1000.0;
      while (gamao_decision_panel_is_working (panel))
        g_main_context_iteration (NULL, TRUE);
      ready = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (t->blocked, blocked);
      g_array_append_val (t->ready, ready);
    }
  g_print ("%s at %u plies\n", path, plies);
  print_times ("checker", &checker);
  print_times ("cube", &cube);
  gtk_window_destroy (GTK_WINDOW (replay));
  gamao_match_record_unref (match);
  g_clear_object (&store);
  store_test_remove_dir (dir);
  return 0;
}
