/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Store tests: every action written as it happens and read back the
 * same, the state of a match restored exactly from the history at any
 * point, migrations, a reader beside the writer, damaged databases set
 * aside, lists, statistics, tracked matches, import and export. */
#include "config.h"

#include "gamao-matfile.h"
#include "gamao-selfplay.h"
#include "gamao-store-private.h"
#include "gamao-store-recorder.h"
#include "store-test-util.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoMatchRecord, gamao_match_record_unref)

typedef struct
{
  char *dir;
  char *path;
  GamaoStore *store;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = store_test_make_dir ();
  f->path = g_build_filename (f->dir, "history.db", NULL);
  f->store = gamao_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_null (gamao_store_get_moved_aside (f->store));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->store);
  store_test_remove_dir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static GamaoStoreRecorder *
record_match (GamaoStore *store, GamaoMatch *match)
{
  g_autoptr (GError) error = NULL;
  GamaoStoreRecorder *recorder = gamao_store_recorder_new (store, match, 0, &error);

  g_assert_no_error (error);
  return recorder;
}

static GamaoMatchRecord *
load (GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);

  g_assert_no_error (error);
  return record;
}

/* The restored match stands exactly where the live one does. */
static void
assert_same_state (GamaoMatch *live, GamaoMatch *restored)
{
  g_autofree char *pos_a = gamao_match_dup_position_id (live);
  g_autofree char *pos_b = gamao_match_dup_position_id (restored);
  g_autofree char *match_a = gamao_match_dup_match_id (live);
  g_autofree char *match_b = gamao_match_dup_match_id (restored);
  int dice_a[2], dice_b[2];

  g_assert_cmpint (gamao_match_get_phase (live), ==, gamao_match_get_phase (restored));
  g_assert_cmpint (gamao_match_get_turn (live), ==, gamao_match_get_turn (restored));
  g_assert_cmpint (gamao_match_get_on_roll (live), ==, gamao_match_get_on_roll (restored));
  g_assert_cmpuint (gamao_match_get_game_number (live), ==,
                    gamao_match_get_game_number (restored));
  for (int p = 0; p < 2; p++)
    g_assert_cmpuint (gamao_match_get_score (live, p), ==, gamao_match_get_score (restored, p));
  gamao_match_get_dice (live, dice_a);
  gamao_match_get_dice (restored, dice_b);
  g_assert_cmpint (dice_a[0], ==, dice_b[0]);
  g_assert_cmpint (dice_a[1], ==, dice_b[1]);
  g_assert_cmpstr (pos_a, ==, pos_b);
  g_assert_cmpstr (match_a, ==, match_b);
  g_assert_cmpuint (gamao_cube_get_value (gamao_match_get_cube (live)), ==,
                    gamao_cube_get_value (gamao_match_get_cube (restored)));
}

static void
assert_restores (GamaoStore *store, gint64 id, GamaoMatch *live)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record = load (store, id);
  g_autoptr (GamaoMatch) restored = gamao_match_new_from_record (record, &error);

  g_assert_no_error (error);
  g_assert_true (gamao_match_record_equal (record, gamao_match_get_record (live)));
  assert_same_state (live, restored);
  gamao_match_record_unref (record);
}

static void
note_kinds (const GamaoMatchRecord *record, gboolean seen[])
{
  for (size_t g = 0; g < record->n_games; g++)
    for (size_t i = 0; i < record->games[g]->n_actions; i++)
      seen[record->games[g]->actions[i].kind] = TRUE;
}

/* Scripted matches, checked after every single act: what the history
 * holds replays to the very state of the live match. */
static void
test_every_step_restores (Fixture *f, gconstpointer data)
{
  gboolean seen[GAMAO_ACTION_GAME_END + 1] = { FALSE };
  static const struct { guint length; GamaoRules rules; guint64 seed; } cases[] = {
    { 5, GAMAO_RULE_CRAWFORD, 1 },
    { 3, GAMAO_RULE_CRAWFORD, 7 },
    { 0, GAMAO_RULE_JACOBY, 3 },
  };
  guint checks = 0;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GamaoMatch) match = gamao_match_new (cases[c].length, NULL, NULL, cases[c].rules);
      g_autoptr (GamaoStoreRecorder) recorder = record_match (f->store, match);
      GamaoSelfplayRules rules;
      GamaoDice choices;
      g_autoptr (GError) error = NULL;

      gamao_selfplay_rules_init (&rules);
      rules.max_games = 4;
      gamao_match_set_dice_seed (match, cases[c].seed);
      gamao_dice_init_seeded (&choices, cases[c].seed + 100);
      while (gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER
             && !(cases[c].length == 0 && gamao_match_get_phase (match) == GAMAO_MATCH_GAME_OVER
                  && gamao_match_get_game_number (match) >= rules.max_games))
        {
          g_assert_true (gamao_selfplay_act (match, &rules, &choices, &error));
          g_assert_no_error (error);
          g_assert_null (gamao_store_recorder_get_error (recorder));
          assert_restores (f->store, gamao_store_recorder_get_id (recorder), match);
          checks++;
        }
      note_kinds (gamao_match_get_record (match), seen);
    }
  g_test_message ("%u states restored and compared", checks);
  for (int k = 0; k <= GAMAO_ACTION_GAME_END; k++)
    if (k != GAMAO_ACTION_BEAVER && k != GAMAO_ACTION_RESIGN_DECLINE)
      g_assert_true (seen[k]);
}

static void
play_first (GamaoMatch *match)
{
  const GamaoPlayList *legal = gamao_match_get_legal_plays (match);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (legal);
  g_assert_cmpuint (legal->n_plays, >, 0);
  for (unsigned i = 0; i < legal->plays[0].n_steps; i++)
    g_assert_true (gamao_match_step (match, legal->plays[0].steps[i].from,
                                     legal->plays[0].steps[i].die, &error));
  g_assert_true (gamao_match_commit_turn (match, &error));
  g_assert_no_error (error);
}

#define OK(call)                                                                               \
  G_STMT_START                                                                                 \
  {                                                                                            \
    g_autoptr (GError) e_ = NULL;                                                              \
    gboolean ok_ = (call);                                                                     \
    g_assert_no_error (e_);                                                                    \
    g_assert_true (ok_);                                                                       \
    assert_restores (f->store, id, match);                                                     \
  }                                                                                            \
  G_STMT_END

/* The actions scripted players never make: a beaver and a declined
 * resignation, in a session with beavers. */
static void
test_beaver_and_decline (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (0, NULL, NULL, GAMAO_RULE_BEAVERS);
  g_autoptr (GamaoStoreRecorder) recorder = record_match (f->store, match);
  gint64 id = gamao_store_recorder_get_id (recorder);
  gboolean seen[GAMAO_ACTION_GAME_END + 1] = { FALSE };

  OK (gamao_match_roll_dice (match, 3, 1, &e_));
  play_first (match);
  OK (gamao_match_double (match, &e_));
  OK (gamao_match_beaver (match, &e_));
  OK (gamao_match_roll_dice (match, 5, 2, &e_));
  play_first (match);
  OK (gamao_match_offer_resignation (match, 0, GAMAO_RESULT_SINGLE, &e_));
  OK (gamao_match_decline_resignation (match, &e_));
  OK (gamao_match_roll_dice (match, 6, 4, &e_));
  play_first (match);
  OK (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_GAMMON, &e_));
  OK (gamao_match_accept_resignation (match, &e_));
  OK (gamao_match_next_game (match, &e_));
  OK (gamao_match_roll_dice (match, 2, 5, &e_));

  note_kinds (gamao_match_get_record (match), seen);
  g_assert_true (seen[GAMAO_ACTION_BEAVER]);
  g_assert_true (seen[GAMAO_ACTION_RESIGN_DECLINE]);
  g_assert_cmpuint (gamao_match_get_score (match, 0), ==, 8);
}

/* A version 1 database, as the first release wrote it, is migrated and
 * reads back whole; version 2's new columns are filled from version 1's
 * actions. */
static void
test_migration_from_v1 (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  GamaoSelfplayRules rules;
  g_autoptr (GError) error = NULL;
  sqlite3 *db;
  sqlite3_stmt *stmt;

  gamao_selfplay_rules_init (&rules);
  g_assert_true (gamao_selfplay_run (match, &rules, 42, &error));
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_true (gamao_store_migrate (db, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_exec (db,
                                 "INSERT INTO matches (id, length, name0, name1, rules,"
                                 " created_at, finished_at, score0, score1, winner)"
                                 " VALUES (1, 5, 'Ana', 'Bia', 1, 1700000000, 1700003600, 0, 0, -1)",
                                 NULL, NULL, NULL),
                   ==, SQLITE_OK);
  for (size_t g = 0; g < record->n_games; g++)
    {
      const GamaoGameRecord *game = record->games[g];
      g_autofree char *sql = g_strdup_printf (
        "INSERT INTO games (id, match_id, number, score0, score1, crawford, opening0, opening1)"
        " VALUES (%zu, 1, %zu, %u, %u, %d, %d, %d)",
        g + 1, g + 1, game->score[0], game->score[1], game->crawford, game->opening[0],
        game->opening[1]);
      g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
      for (size_t i = 0; i < game->n_actions; i++)
        {
          const GamaoAction *a = &game->actions[i];
          g_autofree char *steps = gamao_store_encode_steps (a->steps, a->n_steps);
          char after[GAMAO_POSITION_ID_LEN + 1];

          gamao_position_id_encode (&a->after, after);
          sqlite3_prepare_v2 (db,
                              "INSERT INTO actions (game_id, seq, kind, player, die0, die1,"
                              " steps, after, value, result) VALUES (?,?,?,?,?,?,?,?,?,?)",
                              -1, &stmt, NULL);
          sqlite3_bind_int64 (stmt, 1, (gint64) g + 1);
          sqlite3_bind_int64 (stmt, 2, (gint64) i);
          sqlite3_bind_text (stmt, 3, gamao_store_action_key (a->kind), -1, SQLITE_STATIC);
          sqlite3_bind_int (stmt, 4, a->player);
          sqlite3_bind_int (stmt, 5, a->dice[0]);
          sqlite3_bind_int (stmt, 6, a->dice[1]);
          if (a->kind == GAMAO_ACTION_PLAY)
            {
              sqlite3_bind_text (stmt, 7, steps, -1, SQLITE_STATIC);
              sqlite3_bind_text (stmt, 8, after, -1, SQLITE_STATIC);
            }
          sqlite3_bind_int (stmt, 9, (int) a->value);
          sqlite3_bind_int (stmt, 10, (int) a->result);
          g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
          sqlite3_finalize (stmt);
        }
    }
  sqlite3_close (db);

  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_null (gamao_store_get_moved_aside (store));
  GamaoMatchRecord *back = load (store, 1);
  g_autoptr (GamaoMatchRecord) renamed = gamao_match_record_copy (record);
  gamao_match_record_set_name (renamed, 0, "Ana");
  gamao_match_record_set_name (renamed, 1, "Bia");
  g_assert_true (gamao_match_record_equal (back, renamed));
  gamao_match_record_unref (back);

  /* The games' results came over from the actions. */
  GamaoStoreStats stats;
  unsigned score[2];
  int winner;
  gamao_match_record_final_score (record, score, &winner);
  g_assert_true (gamao_store_get_stats (store, "Bia", &stats, &error));
  g_assert_cmpuint (stats.games_won + stats.games_lost, ==, record->n_games);
  g_assert_cmpuint (stats.rolls[0] + stats.rolls[1], >, 0);
  g_autoptr (GamaoMatchSummary) summary = gamao_store_get_summary (store, 1, &error);
  g_assert_cmpstr (gamao_match_summary_get_origin (summary), ==, GAMAO_STORE_ORIGIN_PLAYED);
  g_assert_null (gamao_match_summary_get_level (summary, 0));

  sqlite3_open (path, &db);
  sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, GAMAO_STORE_SCHEMA_VERSION);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* ---- a reader beside the writer ---- */

typedef struct
{
  const char *path;
  gint stop;
  gint reads;
  guint longest;
  gboolean failed;
} Reader;

static gpointer
read_while_writing (gpointer data)
{
  Reader *r = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (r->path, &error);
  gsize last_actions = 0;

  if (!store)
    {
      r->failed = TRUE;
      return NULL;
    }
  while (!g_atomic_int_get (&r->stop) || r->reads == 0)
    {
      g_autoptr (GListStore) list = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, &error);
      GamaoMatchRecord *record = list ? gamao_store_load (store, 1, &error) : NULL;
      gsize actions = 0;

      if (!record)
        {
          g_printerr ("reader: %s\n", error ? error->message : "no record");
          r->failed = TRUE;
          return NULL;
        }
      /* Each read sees a whole committed prefix that replays, and the
       * history only grows. */
      g_autoptr (GamaoMatch) replayed = gamao_match_new_from_record (record, &error);
      for (size_t g = 0; g < record->n_games; g++)
        actions += record->games[g]->n_actions + 1;
      if (!replayed || actions < last_actions)
        {
          g_printerr ("reader: %s\n", error ? error->message : "the history shrank");
          r->failed = TRUE;
        }
      last_actions = actions;
      r->longest = MAX (r->longest, (guint) actions);
      gamao_match_record_unref (record);
      g_atomic_int_inc (&r->reads);
      if (r->failed)
        return NULL;
    }
  return NULL;
}

static void
test_concurrent_reader (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (7, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoStoreRecorder) recorder = record_match (f->store, match);
  Reader reader = { f->path, 0, 0, 0, FALSE };
  GamaoSelfplayRules rules;
  g_autoptr (GError) error = NULL;
  GThread *thread = g_thread_new ("reader", read_while_writing, &reader);
  GamaoDice choices;

  /* The writer starts once the reader has read the match once. */
  while (g_atomic_int_get (&reader.reads) == 0 && !reader.failed)
    g_usleep (1000);
  gamao_selfplay_rules_init (&rules);
  gamao_match_set_dice_seed (match, 5);
  gamao_dice_init_seeded (&choices, 6);
  while (gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER)
    g_assert_true (gamao_selfplay_act (match, &rules, &choices, &error));
  g_assert_null (gamao_store_recorder_get_error (recorder));
  g_atomic_int_set (&reader.stop, 1);
  g_thread_join (thread);
  g_test_message ("the reader read the match %d times while it was written", reader.reads);
  g_assert_false (reader.failed);
  g_assert_cmpint (reader.reads, >, 1);
  assert_restores (f->store, 1, match);
}

/* ---- damaged databases ---- */

static void
write_file (const char *path, const char *bytes, gssize length)
{
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, bytes, length, &error);
  g_assert_no_error (error);
}

/* Opens `path`, which holds `bytes`: it must be set aside, whole, with
 * its -wal file, and a fresh empty history take its place. */
static void
assert_set_aside (const char *path, const char *bytes, gsize length)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autoptr (GamaoStore) store = NULL;
  g_autofree char *kept = NULL;
  gsize kept_length;

  write_file (path, bytes, (gssize) length);
  write_file (wal, "not a log", -1);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  g_test_message ("%" G_GSIZE_FORMAT " bytes: set aside as %s", length,
                  gamao_store_get_moved_aside (store));
  g_assert_nonnull (gamao_store_get_moved_aside (store));
  g_assert_true (g_str_has_prefix (gamao_store_get_moved_aside (store), path));
  g_assert_nonnull (strstr (gamao_store_get_moved_aside (store), ".corrupt-"));
  g_assert_true (g_file_get_contents (gamao_store_get_moved_aside (store), &kept, &kept_length,
                                      NULL));
  g_assert_cmpmem (kept, kept_length, bytes, length);
  g_autofree char *kept_wal = g_strconcat (gamao_store_get_moved_aside (store), "-wal", NULL);
  g_assert_true (g_file_test (kept_wal, G_FILE_TEST_EXISTS));

  g_autoptr (GListStore) list = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
}

static void
test_damaged (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autofree char *good = NULL;
  gsize good_length;
  char garbage[3000];

  for (gsize i = 0; i < sizeof garbage; i++)
    garbage[i] = (char) g_test_rand_int_range (0, 256);
  assert_set_aside (path, garbage, sizeof garbage);

  /* A real history with a match in it, then cut short. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GamaoStore) store = NULL;
    g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
    GamaoSelfplayRules rules;

    g_remove (path);
    store = gamao_store_open (path, &error);
    g_autoptr (GamaoStoreRecorder) recorder = record_match (store, match);
    gamao_selfplay_rules_init (&rules);
    g_assert_true (gamao_selfplay_run (match, &rules, 9, &error));
  }
  g_assert_true (g_file_get_contents (path, &good, &good_length, NULL));
  g_assert_cmpuint (good_length, >, 8192);
  assert_set_aside (path, good, good_length / 2);
  assert_set_aside (path, good, 1000);

  /* A history from a newer program. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GamaoStore) store = NULL;
    g_autofree char *newer = NULL;
    gsize newer_length;
    sqlite3 *db;

    g_remove (path);
    store = gamao_store_open (path, &error);
    g_clear_object (&store);
    sqlite3_open (path, &db);
    sqlite3_exec (db, "PRAGMA user_version = 99", NULL, NULL, NULL);
    sqlite3_close (db);
    g_assert_true (g_file_get_contents (path, &newer, &newer_length, NULL));
    assert_set_aside (path, newer, newer_length);
  }
  store_test_remove_dir (dir);
}

/* A folder that cannot be made is an error, not a crash. */
static void
test_unopenable (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *file = g_build_filename (dir, "plain-file", NULL);
  g_autofree char *path = g_build_filename (file, "history.db", NULL);
  g_autoptr (GError) error = NULL;

  write_file (file, "x", -1);
  g_assert_null (gamao_store_open (path, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN);
  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  store_test_remove_dir (dir);
}

/* The first frame's count: what the list shows, read without opening
 * the history properly, and without disturbing it: a -wal file (an
 * unclean shutdown's mark) stays as it was. */
static void
test_peek_size (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autofree char *junk = g_build_filename (dir, "junk.db", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = NULL;
  GStatBuf before, after;
  gint64 id;

  g_assert_cmpint (gamao_store_peek_size (path), ==, 0);
  write_file (junk, "this is not a database", -1);
  g_assert_cmpint (gamao_store_peek_size (junk), ==, -1);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (gamao_store_add_tracked_match (store, 3, "Eu", "Rui", GAMAO_RULE_CRAWFORD,
                                                    &error), >, 0);
  id = gamao_store_add_tracked_match (store, 3, "Eu", "Bia", GAMAO_RULE_CRAWFORD, &error);
  g_assert_true (gamao_store_delete (store, id, &error));
  g_assert_no_error (error);
  g_autoptr (GListStore) all = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, NULL);
  g_assert_cmpint (g_stat (wal, &before), ==, 0);
  g_assert_cmpint (before.st_size, >, 0);
  g_assert_cmpint (gamao_store_peek_size (path), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (all)), ==, 3);
  g_assert_cmpint (g_stat (wal, &after), ==, 0);
  g_assert_cmpint (after.st_size, ==, before.st_size);
  g_clear_object (&store);
  g_assert_cmpint (gamao_store_peek_size (path), ==, 3);
  store_test_remove_dir (dir);
}

/* ---- lists, deleting, statistics, tracked matches ---- */

static gint64
tracked (GamaoStore *store, const char *opponent, const int (*games)[3], guint n)
{
  g_autoptr (GError) error = NULL;
  gint64 id = gamao_store_add_tracked_match (store, 3, "Eu", opponent, GAMAO_RULE_CRAWFORD,
                                             &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (gamao_store_add_tracked_game (store, id, games[i][0],
                                                   (GamaoResultKind) games[i][1],
                                                   (guint) games[i][2], &error));
      g_assert_no_error (error);
    }
  return id;
}

static void
test_tracked_and_stats (Fixture *f, gconstpointer data)
{
  /* winner, result, cube */
  static const int won[][3] = { { 0, 2, 1 }, { 1, 1, 1 }, { 0, 3, 2 } };
  static const int lost[][3] = { { 1, 1, 2 }, { 1, 1, 1 } };
  static const int open[][3] = { { 0, 1, 1 } };
  g_autoptr (GError) error = NULL;
  gint64 a = tracked (f->store, "Ana", won, G_N_ELEMENTS (won));
  gint64 b = tracked (f->store, "Ana", lost, G_N_ELEMENTS (lost));
  gint64 c = tracked (f->store, "Rui", open, G_N_ELEMENTS (open));
  GamaoStoreStats s;

  /* Game 2 of match a was the Crawford game (2-0 in a 3-point match);
   * the match ended 8-1. */
  GamaoMatchRecord *record = load (f->store, a);
  g_assert_cmpuint (record->n_games, ==, 3);
  g_assert_false (record->games[0]->crawford);
  g_assert_true (record->games[1]->crawford);
  g_assert_false (record->games[2]->crawford);
  gamao_match_record_unref (record);
  g_autoptr (GamaoMatchSummary) sa = gamao_store_get_summary (f->store, a, &error);
  g_assert_cmpuint (gamao_match_summary_get_score (sa, 0), ==, 8);
  g_assert_cmpuint (gamao_match_summary_get_score (sa, 1), ==, 1);
  g_assert_cmpint (gamao_match_summary_get_winner (sa), ==, 0);
  g_assert_cmpint (gamao_match_summary_get_finished (sa), >, 0);
  g_assert_false (gamao_store_add_tracked_game (f->store, a, 0, GAMAO_RESULT_SINGLE, 1, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_TRACKED);
  g_clear_error (&error);
  /* No double in the Crawford game: match c stands 1-0, b ended 0-3. */
  g_assert_true (gamao_store_add_tracked_game (f->store, c, 0, GAMAO_RESULT_SINGLE, 1, &error));
  g_assert_false (gamao_store_add_tracked_game (f->store, c, 1, GAMAO_RESULT_SINGLE, 2, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_TRACKED);
  g_clear_error (&error);

  g_assert_true (gamao_store_get_stats (f->store, "Ana", &s, &error));
  g_assert_cmpuint (s.matches_won, ==, 1);
  g_assert_cmpuint (s.matches_lost, ==, 1);
  g_assert_cmpuint (s.games_won, ==, 2);
  g_assert_cmpuint (s.games_lost, ==, 3);
  g_assert_cmpuint (s.gammons_won, ==, 1);
  g_assert_cmpuint (s.backgammons_won, ==, 1);
  g_assert_cmpuint (s.gammons_lost + s.backgammons_lost, ==, 0);
  g_assert_cmpfloat_with_epsilon (s.average_length, 3.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (s.average_games, 2.5, 1e-9);

  /* Lists: newest first, filters, soft delete and undo. */
  g_autoptr (GListStore) all = gamao_store_list (f->store, NULL, GAMAO_STORE_FILTER_ALL, &error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (all)), ==, 3);
  g_autoptr (GamaoMatchSummary) first = g_list_model_get_item (G_LIST_MODEL (all), 0);
  g_assert_cmpint (gamao_match_summary_get_id (first), ==, c);
  g_autoptr (GListStore) wins = gamao_store_list (f->store, NULL, GAMAO_STORE_FILTER_WON, &error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (wins)), ==, 1);
  g_autoptr (GListStore) ana_lost = gamao_store_list (f->store, "Ana", GAMAO_STORE_FILTER_LOST,
                                                      &error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (ana_lost)), ==, 1);
  g_autoptr (GamaoMatchSummary) lost_one = g_list_model_get_item (G_LIST_MODEL (ana_lost), 0);
  g_assert_cmpint (gamao_match_summary_get_id (lost_one), ==, b);
  g_autoptr (GListStore) unfinished = gamao_store_list (f->store, NULL,
                                                        GAMAO_STORE_FILTER_UNFINISHED, &error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (unfinished)), ==, 1);
  /* Tracked matches are not offered for resuming on screen. */
  g_assert_cmpint (gamao_store_find_unfinished (f->store, &error), ==, 0);
  g_auto (GStrv) opponents = gamao_store_list_opponents (f->store, &error);
  g_assert_cmpstrv (opponents, ((const char *[]){ "Ana", "Rui", NULL }));

  g_assert_true (gamao_store_delete (f->store, a, &error));
  g_autoptr (GListStore) after_delete = gamao_store_list (f->store, "Ana", GAMAO_STORE_FILTER_ALL,
                                                          &error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (after_delete)), ==, 1);
  g_assert_true (gamao_store_get_stats (f->store, "Ana", &s, &error));
  g_assert_cmpuint (s.matches_won, ==, 0);
  g_assert_true (gamao_store_undelete (f->store, a, &error));
  g_assert_true (gamao_store_get_stats (f->store, "Ana", &s, &error));
  g_assert_cmpuint (s.matches_won, ==, 1);
  g_assert_null (gamao_store_export (f->store, a, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_TRACKED);
  g_clear_error (&error);
  g_assert_false (gamao_store_delete (f->store, 999, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND);
}

/* The dice counted are the dice rolled. */
static void
test_dice_stats (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoStoreRecorder) recorder = record_match (f->store, match);
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  GamaoSelfplayRules rules;
  g_autoptr (GError) error = NULL;
  guint64 faces[2][7] = { { 0 } }, rolls[2] = { 0 }, doubles[2] = { 0 };
  GamaoStoreStats s;

  gamao_selfplay_rules_init (&rules);
  g_assert_true (gamao_selfplay_run (match, &rules, 77, &error));
  for (size_t g = 0; g < record->n_games; g++)
    {
      const GamaoGameRecord *game = record->games[g];
      faces[0][game->opening[0]]++;
      faces[1][game->opening[1]]++;
      for (size_t i = 0; i < game->n_actions; i++)
        if (game->actions[i].kind == GAMAO_ACTION_ROLL)
          {
            const GamaoAction *a = &game->actions[i];
            faces[a->player][a->dice[0]]++;
            faces[a->player][a->dice[1]]++;
            rolls[a->player]++;
            doubles[a->player] += a->dice[0] == a->dice[1];
          }
    }
  g_assert_true (gamao_store_get_stats (f->store, NULL, &s, &error));
  for (int p = 0; p < 2; p++)
    {
      g_assert_cmpmem (s.faces[p] + 1, 6 * sizeof (guint64), faces[p] + 1, 6 * sizeof (guint64));
      g_assert_cmpuint (s.rolls[p], ==, rolls[p]);
      g_assert_cmpuint (s.doubles[p], ==, doubles[p]);
    }
}

/* ---- import and export ---- */

static void
test_import_export (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (7, NULL, NULL, GAMAO_RULE_CRAWFORD);
  GamaoSelfplayRules rules;
  g_autoptr (GError) error = NULL;
  char *text;

  gamao_selfplay_rules_init (&rules);
  g_assert_true (gamao_selfplay_run (match, &rules, 13, &error));
  text = gamao_matfile_write (gamao_match_get_record (match));
  gint64 id = gamao_store_import (f->store, text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  GamaoMatchRecord *back = load (f->store, id);
  GamaoMatfileError why;
  g_autoptr (GamaoMatchRecord) expected = gamao_matfile_read (text, strlen (text), &why);
  g_assert_true (gamao_match_record_equal (back, expected));
  gamao_match_record_unref (back);
  g_autofree char *exported = gamao_store_export (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (exported, ==, text);

  /* A file broken half-way adds nothing at all. */
  gsize cut = strlen (text) * 2 / 3;
  g_autofree char *broken = g_strdup_printf ("%.*s 99: 6/0 6/0 6/0\n", (int) cut, text);
  g_assert_cmpint (gamao_store_import (f->store, broken, strlen (broken), &error), ==, 0);
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_FILE);
  g_test_message ("broken file: %s", error->message);
  g_autoptr (GListStore) list = gamao_store_list (f->store, NULL, GAMAO_STORE_FILTER_ALL, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  free (text);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) g_test_add ("/store/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("every-step-restores", test_every_step_restores);
  ADD ("beaver-and-decline", test_beaver_and_decline);
  ADD ("concurrent-reader", test_concurrent_reader);
  ADD ("tracked-and-stats", test_tracked_and_stats);
  ADD ("dice-stats", test_dice_stats);
  ADD ("import-export", test_import_export);
#undef ADD
  g_test_add_func ("/store/migration-from-v1", test_migration_from_v1);
  g_test_add_func ("/store/damaged", test_damaged);
  g_test_add_func ("/store/unopenable", test_unopenable);
  g_test_add_func ("/store/peek-size", test_peek_size);
  return g_test_run ();
}
