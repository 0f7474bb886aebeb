/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A match started from a set-up position is stored and read back with
 * its starting position, refuses to become a .mat file, and a version 2
 * database gains the columns for it without losing anything. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-store-private.h"
#include "store-test-util.h"

#include <string.h>

/* Light bears off its last two checkers; Dark loses a single game. */
static GamaoMatch *
race_match (void)
{
  const guint score[2] = { 1, 2 };
  GamaoGameStart start;
  g_autoptr (GError) error = NULL;
  GamaoMatch *match;

  memset (&start, 0, sizeof start);
  start.board.checkers[GAMAO_SIDE_ON_ROLL][0] = 2;
  start.board.checkers[GAMAO_SIDE_OPPONENT][5] = 14;
  start.on_roll = 0;
  start.cube_value = 2;
  start.cube_owner = 0;
  match = gamao_match_new_from_position (5, NULL, NULL, GAMAO_RULE_CRAWFORD, score, FALSE,
                                         &start, &error);
  g_assert_no_error (error);
  return match;
}

static GamaoMatchRecord *
load (GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);

  g_assert_no_error (error);
  return record;
}

/* Stored before the first roll, appended to as it goes on, read back
 * whole; the replay of what was read stands where the match does. */
static void
test_round_trip (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  g_autoptr (GamaoMatch) match = race_match ();
  g_autoptr (GamaoMatch) replayed = NULL;
  GamaoMatchRecord *back;
  gint64 id;

  g_assert_no_error (error);
  id = gamao_store_add_match (store, gamao_match_get_record (match), NULL,
                              GAMAO_STORE_ORIGIN_PLAYED, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_roll_dice (match, 6, 5, &error));
  g_assert_true (gamao_match_play_notation (match, "1/off(2)", &error));
  g_assert_true (gamao_store_append (store, id, gamao_match_get_record (match), &error));
  g_assert_no_error (error);

  back = load (store, id);
  g_assert_true (back->games[0]->has_start);
  g_assert_true (gamao_match_record_equal (back, gamao_match_get_record (match)));
  replayed = gamao_match_new_from_record (back, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gamao_match_get_score (replayed, 0), ==, 3);
  gamao_match_record_unref (back);

  /* A .mat file cannot start a game from a position. */
  g_assert_null (gamao_store_export (store, id, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_EXPORTABLE);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

static int
user_version (const char *path)
{
  sqlite3 *db;
  sqlite3_stmt *stmt;
  int version;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  version = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return version;
}

/* A version 2 database with a match in it: migrated on open, its game
 * is an ordinary one, and a started match can be added beside it. */
static void
test_migration_from_v2 (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = NULL;
  g_autoptr (GamaoMatch) match = race_match ();
  GamaoMatchRecord *back;
  sqlite3 *db;
  gint64 id;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_true (gamao_store_migrate (db, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_exec (db,
                                 "INSERT INTO matches (id, length, name0, name1, rules,"
                                 " created_at) VALUES (1, 3, 'Ana', 'Bia', 1, 1700000000);"
                                 "INSERT INTO games (id, match_id, number, score0, score1,"
                                 " crawford) VALUES (1, 1, 1, 0, 0, 0);",
                                 NULL, NULL, NULL),
                   ==, SQLITE_OK);
  sqlite3_close (db);
  g_assert_cmpint (user_version (path), ==, 2);

  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_null (gamao_store_get_moved_aside (store));
  back = load (store, 1);
  g_assert_cmpuint (back->n_games, ==, 1);
  g_assert_false (back->games[0]->has_start);
  g_assert_cmpstr (back->names[1], ==, "Bia");
  gamao_match_record_unref (back);

  id = gamao_store_add_match (store, gamao_match_get_record (match), NULL,
                              GAMAO_STORE_ORIGIN_PLAYED, NULL, &error);
  g_assert_no_error (error);
  back = load (store, id);
  g_assert_true (gamao_match_record_equal (back, gamao_match_get_record (match)));
  gamao_match_record_unref (back);
  g_clear_object (&store);
  g_assert_cmpint (user_version (path), ==, GAMAO_STORE_SCHEMA_VERSION);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store-start/round-trip", test_round_trip);
  g_test_add_func ("/store-start/migration-from-v2", test_migration_from_v2);
  return g_test_run ();
}
