/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history written off the main thread (GamaoStoreWriter, and the
 * recorder through it): every action reaches the disk in order; a lock
 * another program holds makes the writer wait (WAITING) while the match
 * goes on, and nothing is lost once it lets go; a full disk (PRAGMA
 * max_page_count on the writer's own connection) refuses the writes
 * (FAILED, with the reason) and leaves no row without its actions, and
 * everything kept is written once there is room again. */
#include "config.h"

#include "gamao-selfplay.h"
#include "gamao-store-private.h"
#include "gamao-store-recorder.h"
#include "gamao-store-writer.h"
#include "store-test-util.h"

typedef struct
{
  char *dir;
  char *path;
  GamaoStore *store;            /* the main thread's connection, to read */
  GamaoStoreWriter *writer;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = store_test_make_dir ();
  f->path = g_build_filename (f->dir, "history.db", NULL);
  f->store = gamao_store_open (f->path, &error);
  g_assert_no_error (error);
  f->writer = gamao_store_writer_new (f->path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->writer);
  g_clear_object (&f->store);
  store_test_remove_dir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static GamaoMatch *
new_match (guint64 seed)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  GamaoMatch *match = gamao_match_new (5, ana, bia, GAMAO_RULE_CRAWFORD);

  gamao_match_set_dice_seed (match, seed);
  return match;
}

static void
play_on (GamaoMatch *match, guint max_acts, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  GamaoSelfplayRules rules;
  GamaoDice choices;

  gamao_selfplay_rules_init (&rules);
  gamao_dice_init_seeded (&choices, seed);
  for (guint acts = 0; gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER && acts < max_acts;
       acts++)
    g_assert_true (gamao_selfplay_act (match, &rules, &choices, &error));
  g_assert_no_error (error);
}

static guint
count (GamaoStore *store)
{
  return (guint) gamao_store_count_listed (store, NULL, GAMAO_STORE_FILTER_ALL, NULL);
}

static void
assert_stored (Fixture *f, GamaoStoreRecorder *recorder, GamaoMatch *match)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *stored;

  g_assert_true (gamao_store_writer_flush (f->writer, 240000));
  g_assert_cmpint (gamao_store_writer_get_state (f->writer), ==, GAMAO_STORE_WRITER_OK);
  g_assert_cmpint (gamao_store_recorder_get_id (recorder), >, 0);
  stored = gamao_store_load (f->store, gamao_store_recorder_get_id (recorder), &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_record_equal (gamao_match_get_record (match), stored));
  gamao_match_record_unref (stored);
}

typedef struct
{
  GamaoStoreWriter *writer;
  GamaoStoreWriterState state;
} Awaited;

static gboolean
in_state (gpointer data)
{
  Awaited *a = data;

  return gamao_store_writer_get_state (a->writer) == a->state;
}

/* Iterates the main context until the writer says `state` (at most 240 s). */
static void
wait_for_state (GamaoStoreWriter *writer, GamaoStoreWriterState state)
{
  Awaited a = { writer, state };
  gint64 end = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  while (!in_state (&a) && g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_cmpint (gamao_store_writer_get_state (writer), ==, state);
}

static void
test_in_order (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (3);
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (gamao_match_roll (match, &error));
  recorder = gamao_store_recorder_new_async (f->writer, match, 0);
  /* Nothing waits for the disk here. */
  play_on (match, 200, 4);
  assert_stored (f, recorder, match);
  g_assert_cmpuint (count (f->store), ==, 1);
}

typedef struct
{
  GMutex lock;
  GCond cond;
  gboolean open;
} Gate;

/* A write that holds the writer until the test opens the gate. */
static gboolean
wait_at_gate (GamaoStore *store, gpointer data, GError **error)
{
  Gate *gate = data;

  g_mutex_lock (&gate->lock);
  while (!gate->open)
    g_cond_wait (&gate->cond, &gate->lock);
  g_mutex_unlock (&gate->lock);
  return TRUE;
}

/* The writes of a new match queued while the writer is busy: the turn
 * behind the record that is to create the row keeps it (a newer write
 * replaces only a waiting one of its kind). The turn once replaced it,
 * since both were keyed by the same address, and every later write
 * found "no match 0": seen only under memcheck, where the writer
 * thread started late. */
static void
test_busy_at_first_write (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (5);
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autoptr (GError) error = NULL;
  Gate gate = { 0 };

  g_mutex_init (&gate.lock);
  g_cond_init (&gate.cond);
  gamao_store_writer_push (f->writer, NULL, wait_at_gate, &gate, NULL, NULL, NULL);
  g_assert_true (gamao_match_roll (match, &error));
  recorder = gamao_store_recorder_new_async (f->writer, match, 0);
  /* One checker moved: the turn in progress is queued behind the record. */
  int points[26];
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  g_assert_cmpuint (gamao_match_get_movable_points (match, points), >, 0);
  g_assert_cmpuint (gamao_match_get_targets (match, points[0], targets), >, 0);
  g_assert_true (gamao_match_move_to (match, points[0], targets[0].to, &error));
  g_assert_no_error (error);
  g_mutex_lock (&gate.lock);
  gate.open = TRUE;
  g_cond_broadcast (&gate.cond);
  g_mutex_unlock (&gate.lock);
  assert_stored (f, recorder, match);
  g_assert_cmpuint (count (f->store), ==, 1);
  g_mutex_clear (&gate.lock);
  g_cond_clear (&gate.cond);
}

/* Another program's transaction holds the write lock. */
static void
test_locked (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (5);
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autoptr (GError) error = NULL;
  sqlite3 *other;

  g_assert_true (gamao_match_roll (match, &error));
  recorder = gamao_store_recorder_new_async (f->writer, match, 0);
  play_on (match, 10, 6);
  g_assert_true (gamao_store_writer_flush (f->writer, 240000));
  g_assert_cmpint (sqlite3_open (f->path, &other), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (other, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);
  play_on (match, 30, 7);
  wait_for_state (f->writer, GAMAO_STORE_WRITER_WAITING);
  g_assert_true (g_error_matches (gamao_store_writer_get_error (f->writer), GAMAO_STORE_ERROR,
                                  GAMAO_STORE_ERROR_BUSY));
  /* The match goes on meanwhile; the writes wait in memory. */
  play_on (match, 30, 8);
  g_assert_cmpuint (gamao_store_writer_get_n_pending (f->writer), >, 0);
  g_assert_cmpint (sqlite3_exec (other, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (other);
  assert_stored (f, recorder, match);
}

static gboolean
limit_pages (GamaoStore *store, gpointer data, GError **error)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA max_page_count = %d", GPOINTER_TO_INT (data));

  g_assert_cmpint (sqlite3_exec (store->db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  return TRUE;
}

static int
page_count (GamaoStore *store)
{
  sqlite3_stmt *stmt = NULL;
  int n;

  sqlite3_prepare_v2 (store->db, "PRAGMA page_count", -1, &stmt, NULL);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  n = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  return n;
}

/* The disk is full from the first write of a new match: no row appears
 * (no phantom "0–0, unfinished" match); with room again, all of it is. */
static void
test_full_disk (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (9);
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autoptr (GError) error = NULL;
  guint before = count (f->store);

  gamao_store_writer_run_first (f->writer, limit_pages, GINT_TO_POINTER (page_count (f->store)));
  g_assert_true (gamao_match_roll (match, &error));
  /* Enough for the first write to need new pages. */
  play_on (match, 150, 10);
  recorder = gamao_store_recorder_new_async (f->writer, match, 0);
  play_on (match, 6, 10);
  wait_for_state (f->writer, GAMAO_STORE_WRITER_FAILED);
  g_assert_true (g_error_matches (gamao_store_writer_get_error (f->writer), GAMAO_STORE_ERROR,
                                  GAMAO_STORE_ERROR_FULL));
  g_assert_cmpuint (count (f->store), ==, before);
  g_assert_cmpint (gamao_store_recorder_get_id (recorder), ==, 0);
  /* Nothing is dropped meanwhile, and a flush says so. */
  g_assert_false (gamao_store_writer_flush (f->writer, 100));
  g_assert_cmpuint (gamao_store_writer_get_n_pending (f->writer), >, 0);

  gamao_store_writer_run_first (f->writer, limit_pages, GINT_TO_POINTER (1 << 30));
  gamao_store_writer_retry (f->writer);
  assert_stored (f, recorder, match);
  g_assert_cmpuint (count (f->store), ==, before + 1);
}

/* Full in the middle of a match: what was written stays, a prefix of
 * the match; the rest follows once there is room. */
static void
test_full_later (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = new_match (11);
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *stored;

  g_assert_true (gamao_match_roll (match, &error));
  recorder = gamao_store_recorder_new_async (f->writer, match, 0);
  play_on (match, 4, 12);
  g_assert_true (gamao_store_writer_flush (f->writer, 240000));
  gamao_store_writer_run_first (f->writer, limit_pages, GINT_TO_POINTER (page_count (f->store)));
  /* Enough actions to need a new page. */
  for (guint i = 0; i < 40 && gamao_store_writer_get_state (f->writer) == GAMAO_STORE_WRITER_OK;
       i++)
    {
      play_on (match, 10, 13 + i);
      gamao_store_writer_flush (f->writer, 240000);
    }
  g_assert_cmpint (gamao_store_writer_get_state (f->writer), ==, GAMAO_STORE_WRITER_FAILED);
  stored = gamao_store_load (f->store, gamao_store_recorder_get_id (recorder), &error);
  g_assert_no_error (error);
  g_assert_true (store_test_record_is_prefix (stored, gamao_match_get_record (match)));
  gamao_match_record_unref (stored);
  gamao_store_writer_run_first (f->writer, limit_pages, GINT_TO_POINTER (1 << 30));
  gamao_store_writer_retry (f->writer);
  assert_stored (f, recorder, match);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, test) g_test_add (name, Fixture, NULL, fixture_set_up, test, fixture_tear_down)
  ADD ("/store-writer/in-order", test_in_order);
  ADD ("/store-writer/busy-at-first-write", test_busy_at_first_write);
  ADD ("/store-writer/locked", test_locked);
  ADD ("/store-writer/full-disk", test_full_disk);
  ADD ("/store-writer/full-later", test_full_later);
#undef ADD
  return g_test_run ();
}
