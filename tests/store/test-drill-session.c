/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Drills below the UI (gamao-drill-session.h) on the history of
 * mistakes-test-util: a scripted series of right and wrong answers over
 * two days, each judged by the kept analysis, the order in which the
 * mistakes come, the due dates and E-Factors SM-2 gives (worked out by
 * hand), and a drill stopped (the history closed) and continued. */
#include "config.h"

#include "gamao-ai-service.h"
#include "gamao-drill-session.h"
#include "gamao-notation.h"
#include "gamao-play-list.h"
#include "gamao-position-id.h"
#include "gamao-store-private.h"
#include "gamao-store-analysis.h"
#include "mistakes-test-util.h"
#include "store-test-util.h"

#include <glib.h>
#include <math.h>
#include <string.h>

static const char *const root_only[] = { "root", NULL };

static GamaoMistake *
next (GamaoStore *store, GDateTime *now, GamaoMistakeKind kind, double cost)
{
  GamaoMistakeQuery q = { .my_names = root_only };
  g_autoptr (GError) error = NULL;
  GamaoMistake *m = gamao_drill_next (store, &q, now, &error);

  g_assert_no_error (error);
  g_assert_nonnull (m);
  g_assert_cmpstr (gamao_mistake_kind_key (gamao_mistake_get_data (m)->kind), ==,
                   gamao_mistake_kind_key (kind));
  g_assert_cmpfloat_with_epsilon (gamao_mistake_get_data (m)->cost, cost, 1e-6);
  return m;
}

static void
answer_cube (GamaoStore *store, GamaoMistake *m, GamaoMistakeKind answer, GDateTime *now,
             int grade, double loss, const char *due, double easiness)
{
  g_autoptr (GError) error = NULL;
  GamaoDrillVerdict v;

  g_assert_true (gamao_drill_judge_cube (store, gamao_mistake_get_data (m), answer, &v, &error));
  g_assert_no_error (error);
  g_assert_cmpint (v.grade, ==, grade);
  g_assert_cmpfloat_with_epsilon (v.loss, loss, 1e-6);
  g_assert_true (gamao_drill_keep (store, gamao_mistake_get_data (m), &v, now, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (v.card.due, ==, due);
  g_assert_cmpfloat_with_epsilon (v.card.easiness, easiness, 1e-9);
}

static void
test_series (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) day1 = g_date_time_new_local (2026, 11, 29, 12, 0, 0);
  g_autoptr (GDateTime) day2 = g_date_time_new_local (2026, 11, 30, 9, 0, 0);
  GamaoMistakeQuery q = { .my_names = root_only };
  GamaoStore *store = gamao_store_open (path, &error);
  gint64 imported, played;
  GamaoDrillVerdict v;

  g_assert_no_error (error);
  mistakes_test_fill (store, &imported, &played);

  /* Day 1: never drilled, by cost. b1 passed again: very bad (0.20). */
  g_autoptr (GamaoMistake) b1 = next (store, day1, GAMAO_MISTAKE_PASS, 0.50);
  answer_cube (store, b1, GAMAO_MISTAKE_PASS, day1, 0, 0.20, "2026-11-30", 2.5);
  /* a4 now not doubled: right. */
  g_autoptr (GamaoMistake) a4 = next (store, day1, GAMAO_MISTAKE_DOUBLE, 0.30);
  answer_cube (store, a4, GAMAO_MISTAKE_NO_DOUBLE, day1, 5, 0.0, "2026-11-30", 2.6);
  /* a3: the best play kept, then (on another try) the play made. */
  g_autoptr (GamaoMistake) a3 = next (store, day1, GAMAO_MISTAKE_CHECKER, 0.10);
  g_autoptr (GArray) plays = gamao_store_list_plays (store, imported,
                                                     gamao_mistake_get_data (a3)->game,
                                                     gamao_mistake_get_data (a3)->seq, &error);
  g_assert_cmpuint (plays->len, ==, 2);
  g_assert_true (gamao_drill_judge_play (store, gamao_mistake_get_data (a3),
                                         g_array_index (plays, GamaoStoredPlay, 1).after, &v,
                                         &error));
  g_assert_cmpint (v.grade, ==, 1);
  g_assert_cmpfloat_with_epsilon (v.loss, 0.10, 1e-6);
  g_assert_cmpstr (v.best_text, ==, g_array_index (plays, GamaoStoredPlay, 0).play);
  g_assert_true (gamao_drill_judge_play (store, gamao_mistake_get_data (a3),
                                         g_array_index (plays, GamaoStoredPlay, 0).after, &v,
                                         &error));
  g_assert_cmpint (v.grade, ==, 5);
  g_assert_true (gamao_drill_keep (store, gamao_mistake_get_data (a3), &v, day1, &error));
  g_assert_cmpstr (v.card.due, ==, "2026-11-30");
  /* A play the analysis did not keep is not judged. */
  g_assert_false (gamao_drill_judge_play (store, gamao_mistake_get_data (a3), "4HPwATDgc/ABMA",
                                          &v, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* a6 now doubled: right. */
  g_autoptr (GamaoMistake) a6 = next (store, day1, GAMAO_MISTAKE_NO_DOUBLE, 0.06);
  answer_cube (store, a6, GAMAO_MISTAKE_DOUBLE, day1, 5, 0.0, "2026-11-30", 2.6);
  g_assert_cmpint (gamao_drill_due_today (store, &q, day1, &error), ==, 0);

  /* Stopped: the history closed (a kill loses no more: each answer is
   * its own transaction) and opened again. */
  g_clear_object (&store);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  g_autoptr (GamaoMistake) a1 = next (store, day1, GAMAO_MISTAKE_CHECKER, 0.05);

  /* Day 2: four due, the costliest first. b1 taken now: right, and SM-2
   * starts it at one day (it was wrong yesterday); a4 right twice: six
   * days, E-Factor 2.7. */
  g_assert_cmpint (gamao_drill_due_today (store, &q, day2, &error), ==, 4);
  g_autoptr (GamaoMistake) b1_again = next (store, day2, GAMAO_MISTAKE_PASS, 0.50);
  /* No beaver in a match: answered, it counts as the take it stands for
   * (judged, not kept). */
  GamaoDrillVerdict beaver;
  g_assert_false (gamao_drill_beaver_allowed (store, gamao_mistake_get_data (b1_again)));
  g_assert_true (gamao_drill_judge_cube (store, gamao_mistake_get_data (b1_again),
                                         GAMAO_MISTAKE_BEAVER, &beaver, &error));
  g_assert_cmpint (beaver.grade, ==, 5);
  g_assert_cmpstr (beaver.best_text, ==, "take");
  answer_cube (store, b1_again, GAMAO_MISTAKE_TAKE, day2, 5, 0.0, "2026-12-01", 2.6);
  g_autoptr (GamaoMistake) a4_again = next (store, day2, GAMAO_MISTAKE_DOUBLE, 0.30);
  answer_cube (store, a4_again, GAMAO_MISTAKE_NO_DOUBLE, day2, 5, 0.0, "2026-12-06", 2.7);
  g_assert_cmpint (gamao_drill_due_today (store, &q, day2, &error), ==, 2);
  g_autoptr (GArray) answers = gamao_store_list_drill_answers (store, &error);
  g_assert_cmpuint (answers->len, ==, 6);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* The checker mistake of `cost`: a3 (0.10, the race, 3-1, two plays
 * kept) or a1 (0.05, the opening 3-1, none kept). */
static GamaoMistake *
find_mistake (GamaoStore *store, double cost)
{
  GamaoMistakeQuery q = { .my_names = root_only, .kinds = 1u << GAMAO_MISTAKE_CHECKER };
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GError) error = NULL;

  g_assert_true (gamao_store_mistakes_page (store, &q, 0, 10, rows, &error));
  for (guint i = 0; i < rows->len; i++)
    if (G_APPROX_VALUE (gamao_mistake_get_data (rows->pdata[i])->cost, cost, 1e-6))
      return g_object_ref (rows->pdata[i]);
  g_assert_not_reached ();
}

/* A play not kept, by the tutor's verdict: never the best; never less
 * than the loss of a better play the analysis kept (made here of a3's
 * second play, 0.10 worse), while the play made, kept whatever its rank,
 * sets no floor. */
static void
test_unkept_floor (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  GamaoStore *store = gamao_store_open (path, &error);
  gint64 imported, played;
  GamaoTutorVerdict judged = { .loss = 0.02f, .plies = 2 };
  GamaoDrillVerdict v;

  mistakes_test_fill (store, &imported, &played);
  g_autoptr (GamaoMistake) a3 = find_mistake (store, 0.10);
  g_assert_true (gamao_drill_judge_unkept (store, gamao_mistake_get_data (a3), &judged, &v,
                                           &error));
  g_assert_no_error (error);
  g_assert_false (v.best);
  g_assert_true (v.evaluated);
  g_assert_cmpfloat_with_epsilon (v.loss, 0.02, 1e-6);
  g_assert_cmpint (v.grade, ==, 4);
  g_assert_cmpint (sqlite3_exec (store->db, "UPDATE analysis_plays SET played = 0", NULL, NULL,
                                 NULL),
                   ==, SQLITE_OK);
  g_assert_true (gamao_drill_judge_unkept (store, gamao_mistake_get_data (a3), &judged, &v,
                                           &error));
  g_assert_cmpfloat_with_epsilon (v.loss, 0.10, 1e-6);
  g_assert_cmpint (v.grade, ==, 1);
  judged.loss = 0.25f;
  g_assert_true (gamao_drill_judge_unkept (store, gamao_mistake_get_data (a3), &judged, &v,
                                           &error));
  g_assert_cmpfloat_with_epsilon (v.loss, 0.25, 1e-6);
  g_assert_cmpint (v.grade, ==, 0);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

static void
on_judged (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GamaoDrillVerdict *v = user_data;
  g_autoptr (GError) error = NULL;

  g_assert_true (gamao_drill_judge_play_finish (result, v, &error));
  g_assert_no_error (error);
  v->card.repetitions = 1; /* done */
}

static gboolean
give_up (gpointer data)
{
  g_error ("The evaluation took more than 60 s.");
  return G_SOURCE_REMOVE;
}

static void
judge_async (GamaoStore *store, GamaoMistake *m, const GamaoBoard *after, GamaoDrillVerdict *v)
{
  guint cap = g_timeout_add_seconds (60, give_up, NULL);

  memset (v, 0, sizeof *v);
  gamao_drill_judge_play_async (store, gamao_mistake_get_data (m), after, NULL, on_judged, v);
  while (v->card.repetitions == 0)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (cap);
}

/* Keeps for mistake `m` one better play, the play of `list` written
 * `best` at equity 0 (the fixture keeps none for a1). */
static void
keep_best_play (GamaoStore *store, const GamaoMistakeData *m, const GamaoPlayList *list,
                const char *best)
{
  char text[GAMAO_NOTATION_MAX], after[GAMAO_POSITION_ID_LEN + 1];

  for (guint i = 0; i < list->n_plays; i++)
    {
      gamao_notation_write (&list->plays[i], text, sizeof text);
      if (g_str_equal (text, best))
        {
          g_autofree char *sql = NULL;
          gamao_position_id_encode (&list->plays[i].after, after);
          sql = g_strdup_printf ("INSERT INTO analysis_plays (match_id, game, seq, rank, play,"
                                 " after, equity, plies, played) VALUES (%" G_GINT64_FORMAT
                                 ", %u, %" G_GSIZE_FORMAT ", 0, '%s', '%s', 0, 2, 0)",
                                 m->match_id, m->game, m->seq, text, after);
          g_assert_cmpint (sqlite3_exec (store->db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
          return;
        }
    }
  g_assert_not_reached ();
}

/* Every legal answer is judged: the kept play by its kept equity, the
 * others, which the analysis did not keep, evaluated at the decision's
 * depth (2 plies) by the analysis's evaluator in a worker thread: a1,
 * the opening 3-1 with 8/5 6/5 kept as the best play. */
static void
test_any_legal_play (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  GamaoStore *store = gamao_store_open (path, &error);
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  gint64 imported, played;
  GamaoBoard before;
  GamaoDrillVerdict v;
  double least = G_MAXDOUBLE, most = 0.0;

  if (!gamao_ai_service_check (&error))
    {
      g_test_skip (error->message);
      g_free (list);
      g_clear_object (&store);
      store_test_remove_dir (dir);
      return;
    }
  mistakes_test_fill (store, &imported, &played);
  g_autoptr (GamaoMistake) a1 = find_mistake (store, 0.05);
  const GamaoMistakeData *d = gamao_mistake_get_data (a1);
  g_assert_cmpint (gamao_position_id_decode (d->position, &before, NULL), ==, GAMAO_ID_OK);
  gamao_play_list_generate (list, &before, d->dice[0], d->dice[1]);
  keep_best_play (store, d, list, "8/5 6/5");
  for (guint i = 0; i < list->n_plays; i++)
    {
      char text[GAMAO_NOTATION_MAX];

      gamao_notation_write (&list->plays[i], text, sizeof text);
      judge_async (store, a1, &list->plays[i].after, &v);
      if (g_str_equal (text, "8/5 6/5"))
        {
          g_assert_true (v.best);
          g_assert_false (v.evaluated);
          continue;
        }
      g_assert_true (v.evaluated);
      g_assert_cmpuint (v.plies, ==, d->plies);
      g_assert_false (v.best);
      g_assert_cmpint (v.grade, ==, gamao_drill_grade (FALSE, v.loss));
      g_assert_cmpstr (v.best_text, ==, "8/5 6/5");
      g_test_message ("%s: loss %.4f", text, v.loss);
      least = MIN (least, v.loss);
      most = MAX (most, v.loss);
    }
  /* Each play by its own evaluation: the worst of the opening 3-1 lose
   * far more than the nearly as good. */
  g_assert_cmpfloat (least, >=, 0.0);
  g_assert_cmpfloat (most, >, 0.08);
  g_assert_cmpfloat (most - least, >, 0.05);
  g_assert_cmpuint (gamao_ai_service_get_main_thread_uses (), ==, 0);
  g_free (list);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* A money session with beavers: the taker may beaver, and a beaver is
 * judged at twice the take's equity (here the best answer); a take and
 * a pass lose against it. */
static void
test_beaver (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GDateTime) day1 = g_date_time_new_local (2026, 11, 29, 12, 0, 0);
  g_autoptr (GError) error = NULL;
  GamaoStore *store = gamao_store_open (path, &error);
  GamaoDrillVerdict v;

  mistakes_test_fill_beaver (store);
  g_autoptr (GamaoMistake) m = next (store, day1, GAMAO_MISTAKE_PASS, 1.40);
  const GamaoMistakeData *d = gamao_mistake_get_data (m);
  g_assert_true (gamao_drill_beaver_allowed (store, d));
  g_assert_true (gamao_drill_judge_cube (store, d, GAMAO_MISTAKE_TAKE, &v, &error));
  g_assert_false (v.best);
  g_assert_cmpfloat_with_epsilon (v.loss, 0.20, 1e-6);
  g_assert_cmpint (v.grade, ==, 0);
  g_assert_cmpstr (v.best_text, ==, "beaver");
  g_assert_true (gamao_drill_judge_cube (store, d, GAMAO_MISTAKE_PASS, &v, &error));
  g_assert_cmpfloat_with_epsilon (v.loss, 1.40, 1e-6);
  answer_cube (store, m, GAMAO_MISTAKE_BEAVER, day1, 5, 0.0, "2026-11-30", 2.6);
  g_assert_cmpstr (v.best_text, ==, "beaver");
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drill-session/series", test_series);
  g_test_add_func ("/drill-session/unkept-floor", test_unkept_floor);
  g_test_add_func ("/drill-session/any-legal-play", test_any_legal_play);
  g_test_add_func ("/drill-session/beaver", test_beaver);
  return g_test_run ();
}
