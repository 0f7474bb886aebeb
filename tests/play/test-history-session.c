/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history session without a display: it opens the history on a
 * worker and offers the unfinished match unless one was followed first,
 * records a new match from its first roll and a resumed one in its own
 * row, queues the analysis of a match that ends, and imports files with
 * one notice. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gamao-history-session.h"
#include "gamao-selfplay.h"
#include "gamao-store-private.h"
#include "gamao-store-recorder.h"
#include "store-test-util.h"

typedef struct
{
  char *dir;
  char *path;
  gint64 finished;
  gint64 unfinished;
  GamaoHistorySession *session;
  gint64 offered;
  guint n_notices;
  char *notice;
  char *notice_title;
} Fixture;

static GamaoMatch *
new_match (guint length, guint64 seed)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  GamaoMatch *match = gamao_match_new (length, ana, bia, GAMAO_RULE_CRAWFORD);

  gamao_match_set_dice_seed (match, seed);
  return match;
}

/* Plays `match` on for `max_acts` actions, or to its end when 0. */
static void
play_on (GamaoMatch *match, guint max_acts, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  GamaoSelfplayRules rules;
  GamaoDice choices;

  gamao_selfplay_rules_init (&rules);
  gamao_dice_init_seeded (&choices, seed);
  for (guint acts = 0; gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER
                       && (max_acts == 0 || acts < max_acts); acts++)
    g_assert_true (gamao_selfplay_act (match, &rules, &choices, &error));
  g_assert_no_error (error);
}

static guint
count (GamaoStore *store)
{
  g_autoptr (GListStore) all = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, NULL);

  return g_list_model_get_n_items (G_LIST_MODEL (all));
}

/* The session writes off the main thread: what it was given is on disk
 * once its writer's queue is empty. */
static void
written (Fixture *f)
{
  g_assert_true (gamao_store_writer_flush (gamao_history_session_get_writer (f->session),
                                           240000));
}

static void
on_unfinished (GamaoHistorySession *session, gint64 id, GamaoMatchSummary *summary, Fixture *f)
{
  g_assert_nonnull (summary);
  f->offered = id;
}

static void
on_notice (GamaoHistorySession *session, const char *text, const char *title,
           const char *details, Fixture *f)
{
  f->n_notices++;
  g_free (f->notice);
  f->notice = g_strdup (text);
  g_free (f->notice_title);
  f->notice_title = g_strdup (title);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoStore) store = NULL;
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autoptr (GamaoMatch) done = new_match (1, 3);
  g_autoptr (GamaoMatch) going = new_match (5, 7);
  g_autoptr (GError) error = NULL;

  f->dir = store_test_make_dir ();
  f->path = g_build_filename (f->dir, "history.db", NULL);
  store = gamao_store_open (f->path, &error);
  g_assert_no_error (error);
  play_on (done, 0, 4);
  f->finished = gamao_store_add_match (store, gamao_match_get_record (done), NULL,
                                       GAMAO_STORE_ORIGIN_PLAYED, NULL, &error);
  g_assert_no_error (error);
  recorder = gamao_store_recorder_new (store, going, 0, &error);
  g_assert_no_error (error);
  play_on (going, 20, 8);
  f->unfinished = gamao_store_recorder_get_id (recorder);
  g_clear_object (&recorder);
  g_clear_object (&store);

  f->session = gamao_history_session_new (f->path);
  g_signal_connect (f->session, "unfinished", G_CALLBACK (on_unfinished), f);
  g_signal_connect (f->session, "notice", G_CALLBACK (on_notice), f);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->session);
  store_test_remove_dir (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->notice);
  g_free (f->notice_title);
}

/* Runs the main loop until `*flag` is set, at most 20 s. */
static void
wait_for (const gint64 *flag)
{
  gint64 end = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  while (!*flag && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Runs the main loop until `n` notices came, at most 240 s. */
static void
wait_for_notices (Fixture *f, guint n)
{
  gint64 end = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  while (f->n_notices < n && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (f->n_notices, ==, n);
}

static void
test_offer_on_open (Fixture *f, gconstpointer data)
{
  gamao_history_session_peek (f->session);
  g_assert_cmpuint (gamao_history_session_get_n_matches (f->session), ==, 2);
  gamao_history_session_open_in_background (f->session, TRUE);
  g_assert_false (gamao_history_session_is_open (f->session));
  wait_for (&f->offered);
  g_assert_cmpint (f->offered, ==, f->unfinished);
  g_assert_true (gamao_history_session_is_open (f->session));
  g_assert_nonnull (gamao_history_session_get_analysis_queue (f->session));
}

/* A match followed before the history is open waits for it, is kept
 * from its first roll, and no other match is offered. */
static void
test_follow_before_open (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (3, 11);
  g_autoptr (GError) error = NULL;
  GamaoStore *store;

  gamao_history_session_open_in_background (f->session, TRUE);
  gamao_history_session_follow (f->session, match, 0);
  store = gamao_history_session_get_store (f->session);
  g_assert_nonnull (store);
  g_assert_cmpuint (count (store), ==, 2);
  g_assert_true (gamao_match_roll (match, &error));
  g_assert_no_error (error);
  written (f);
  g_assert_cmpuint (count (store), ==, 3);
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (f->offered, ==, 0);
}

/* The resumed match goes on in its own row: no row is added. */
static void
test_resume_in_row (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = gamao_history_session_resume (f->session, f->unfinished,
                                                               &error);
  GamaoStore *store = gamao_history_session_get_store (f->session);
  GamaoMatchRecord *stored;

  g_assert_no_error (error);
  gamao_history_session_follow (f->session, match, f->unfinished);
  play_on (match, 6, 12);
  written (f);
  stored = gamao_store_load (store, f->unfinished, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_record_equal (gamao_match_get_record (match), stored));
  gamao_match_record_unref (stored);
  g_assert_cmpuint (count (store), ==, 2);

  /* The next match followed starts a row of its own. */
  g_autoptr (GamaoMatch) next = new_match (3, 13);
  gamao_history_session_follow (f->session, next, 0);
  g_assert_true (gamao_match_roll (next, &error));
  written (f);
  g_assert_cmpuint (count (store), ==, 3);
}

/* A match that ends is queued for analysis (the queue waits, paused,
 * for the app's first frame). */
static void
test_match_over_queued (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GamaoMatch) match = new_match (1, 21);
  GamaoAnalysisQueue *queue = gamao_history_session_get_analysis_queue (f->session);
  gint64 end = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  g_settings_set_boolean (settings, "analyse-automatically", TRUE);
  gamao_history_session_follow (f->session, match, 0);
  play_on (match, 0, 22);
  while (gamao_analysis_queue_get_n_pending (queue) == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (gamao_analysis_queue_get_n_pending (queue), ==, 1);
}

static gboolean
limit_pages (GamaoStore *store, gpointer data, GError **error)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA max_page_count = %d", GPOINTER_TO_INT (data));

  g_assert_cmpint (sqlite3_exec (store->db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  return TRUE;
}

static void
on_stopped (GamaoHistorySession *session, const char *title, const char *text, char **said)
{
  g_assert_null (*said);
  *said = g_strdup (text);
}

static void
on_resumed (GamaoHistorySession *session, gint64 row, GamaoMatch *match, gint64 *resumed)
{
  g_assert_true (GAMAO_IS_MATCH (match));
  *resumed = row;
}

/* A full disk (PRAGMA max_page_count on the writer's connection) stops
 * the match once, with why, what is kept and what to do; what was saved
 * stays, nothing is added as an empty row; with room again the match is
 * handed back in its row, whole. */
static void
test_full_disk_stops (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (5, 31);
  g_autoptr (GError) error = NULL;
  GamaoStore *store = gamao_history_session_get_store (f->session);
  GamaoStoreWriter *writer = gamao_history_session_get_writer (f->session);
  g_autofree char *said = NULL;
  gint64 resumed = 0, end = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;
  sqlite3_stmt *stmt = NULL;
  int pages;

  g_signal_connect (f->session, "recording-stopped", G_CALLBACK (on_stopped), &said);
  g_signal_connect (f->session, "recording-resumed", G_CALLBACK (on_resumed), &resumed);
  sqlite3_prepare_v2 (store->db, "PRAGMA page_count", -1, &stmt, NULL);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  pages = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  gamao_store_writer_run_first (writer, limit_pages, GINT_TO_POINTER (pages));
  gamao_history_session_follow (f->session, match, 0);
  for (guint i = 0; !said && gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER
                    && g_get_monotonic_time () < end;
       i++)
    {
      play_on (match, 5, 32 + i);
      gamao_store_writer_flush (writer, 240000);
    }
  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said, "The disk is full."));
  g_assert_nonnull (strstr (said, "Try Again"));
  g_assert_nonnull (gamao_history_session_get_recording_text (f->session));
  /* What is saved reads back as the start of the match (its row was
   * written whole with its first actions, or not at all). */
  if (count (store) == 3)
    {
      g_autoptr (GError) read_error = NULL;
      GamaoMatchRecord *saved
        = gamao_store_load (store, gamao_store_find_unfinished (store, NULL), &read_error);
      g_assert_no_error (read_error);
      g_assert_true (store_test_record_is_prefix (saved, gamao_match_get_record (match)));
      g_assert_false (gamao_match_record_equal (saved, gamao_match_get_record (match)));
      gamao_match_record_unref (saved);
    }

  /* What the window does: the match leaves the board. */
  gamao_history_session_follow (f->session, NULL, 0);
  gamao_store_writer_run_first (writer, limit_pages, GINT_TO_POINTER (1 << 30));
  gamao_history_session_retry_recording (f->session);
  wait_for (&resumed);
  g_assert_null (gamao_history_session_get_recording_text (f->session));
  GamaoMatchRecord *stored = gamao_store_load (store, resumed, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_record_equal (gamao_match_get_record (match), stored));
  gamao_match_record_unref (stored);
  g_assert_cmpuint (count (store), ==, 3);
}

/* Files from anywhere: imported, one notice, the size told again. */
static void
test_import (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *good = g_build_filename (f->dir, "good.mat", NULL);
  g_autofree char *bad = g_build_filename (f->dir, "bad.mat", NULL);
  g_autofree char *worse = g_build_filename (f->dir, "worse.mat", NULL);
  g_autofree char *text = gamao_store_export (gamao_history_session_get_store (f->session),
                                              f->finished, &error);
  GFile *files[3] = { g_file_new_for_path (good), g_file_new_for_path (bad),
                      g_file_new_for_path (worse) };

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (good, text, -1, NULL));
  g_assert_true (g_file_set_contents (bad, " 5 point match\n\n Game 1\n x : y\n", -1, NULL));
  g_assert_true (g_file_set_contents (worse, "nothing", -1, NULL));
  /* On the writer's thread: told once it is done. */
  gamao_history_session_import_files (f->session, files, 1);
  g_assert_true (gamao_history_session_get_importing (f->session));
  wait_for_notices (f, 1);
  g_assert_false (gamao_history_session_get_importing (f->session));
  g_assert_cmpuint (f->n_notices, ==, 1);
  g_assert_nonnull (strstr (f->notice, "imported"));
  g_assert_null (f->notice_title);
  g_assert_cmpuint (gamao_history_session_get_n_matches (f->session), ==, 3);
  /* Two refusals: a title, for the details behind it. */
  gamao_history_session_import_files (f->session, files, 3);
  wait_for_notices (f, 2);
  g_assert_nonnull (strstr (f->notice, "1 match imported"));
  g_assert_cmpuint (f->n_notices, ==, 2);
  g_assert_nonnull (f->notice_title);
  g_assert_cmpuint (gamao_history_session_get_n_matches (f->session), ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    g_object_unref (files[i]);
}

/* Stopped: the file being imported adds nothing, and the notice says so;
 * the writer's thread is stopped while it waits behind a lock another
 * program holds, so the Stop comes before the file is read. */
static void
test_import_stopped (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *good = g_build_filename (f->dir, "good.mat", NULL);
  GamaoStore *store = gamao_history_session_get_store (f->session);
  g_autofree char *text = gamao_store_export (store, f->finished, &error);
  g_autoptr (GFile) file = g_file_new_for_path (good);
  sqlite3 *other;

  g_assert_true (g_file_set_contents (good, text, -1, NULL));
  g_assert_cmpint (sqlite3_open (f->path, &other), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (other, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);
  gamao_history_session_import_files (f->session, &file, 1);
  gamao_history_session_stop_import (f->session);
  g_assert_cmpint (sqlite3_exec (other, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (other);
  wait_for_notices (f, 1);
  g_assert_nonnull (strstr (f->notice, "Import stopped: 0 matches imported"));
  g_assert_cmpuint (count (store), ==, 2);
}

/* Sets or clears the immutable attribute of `path`: the one thing that
 * keeps root (who runs the tests) from writing a file. FALSE where the
 * file system or the container does not allow it. */
static gboolean
set_immutable (const char *path, gboolean immutable)
{
  const char *argv[] = { "chattr", immutable ? "+i" : "-i", path, NULL };
  int status = -1;

  return g_spawn_sync (NULL, (char **) argv, NULL,
                       G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL
                         | G_SPAWN_STDERR_TO_DEV_NULL,
                       NULL, NULL, NULL, NULL, &status, NULL)
         && g_spawn_check_wait_status (status, NULL);
}

/* A history the user may not write opens read-only: listed and loaded,
 * nothing recorded, no writer, and the session says so once. The file
 * is made immutable (skipped where it cannot be); the assertions do not
 * stop the test, so that the attribute is always taken off again. */
static void
test_read_only_file (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (3, 11);
  GamaoStore *store;

  if (!set_immutable (f->path, TRUE))
    {
      g_test_skip ("chattr +i is not allowed here");
      return;
    }
  g_test_set_nonfatal_assertions ();
  gamao_history_session_open_in_background (f->session, FALSE);
  store = gamao_history_session_get_store (f->session);
  g_assert_nonnull (store);
  if (store)
    {
      g_assert_true (gamao_store_is_read_only (store));
      g_assert_null (gamao_history_session_get_writer (f->session));
      wait_for_notices (f, 1);
      g_assert_nonnull (f->notice && strstr (f->notice, "read-only") ? f->notice : NULL);
      gamao_history_session_follow (f->session, match, 0);
      play_on (match, 10, 12);
      gamao_history_session_follow (f->session, NULL, 0);
      g_assert_cmpuint (count (store), ==, 2);
    }
  g_clear_object (&f->session);
  g_assert_true (set_immutable (f->path, FALSE));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/history-session/offer-on-open", Fixture, NULL, fixture_set_up,
              test_offer_on_open, fixture_tear_down);
  g_test_add ("/history-session/follow-before-open", Fixture, NULL, fixture_set_up,
              test_follow_before_open, fixture_tear_down);
  g_test_add ("/history-session/resume-in-row", Fixture, NULL, fixture_set_up,
              test_resume_in_row, fixture_tear_down);
  g_test_add ("/history-session/match-over-queued", Fixture, NULL, fixture_set_up,
              test_match_over_queued, fixture_tear_down);
  g_test_add ("/history-session/import", Fixture, NULL, fixture_set_up, test_import,
              fixture_tear_down);
  g_test_add ("/history-session/full-disk-stops", Fixture, NULL, fixture_set_up,
              test_full_disk_stops, fixture_tear_down);
  g_test_add ("/history-session/import-stopped", Fixture, NULL, fixture_set_up,
              test_import_stopped, fixture_tear_down);
  /* Last: its assertions do not stop the program (see there). */
  g_test_add ("/history-session/read-only-file", Fixture, NULL, fixture_set_up,
              test_read_only_file, fixture_tear_down);
  return g_test_run ();
}
