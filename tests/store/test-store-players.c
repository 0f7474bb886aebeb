/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 13 in the store: players kept as what they are (a typed name, or
 * the computer at a level) and shown in the language of the day, with
 * made-up names of every earlier version recognised in English, Brazilian
 * and European Portuguese; the turn in progress kept across a crash; a
 * money session that can be ended; statistics from the side of the
 * person at this desk. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-player-names.h"
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
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = store_test_make_dir ();
  f->path = g_build_filename (f->dir, "history.db", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  store_test_remove_dir (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static GamaoStore *
open_store (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  GamaoStore *store = gamao_store_open (f->path, &error);

  g_assert_no_error (error);
  g_assert_null (gamao_store_get_moved_aside (store));
  return store;
}

/* A column of a match row as the database holds it ("NULL" for NULL). */
static char *
raw (Fixture *f, gint64 id, const char *column)
{
  g_autofree char *sql = g_strdup_printf ("SELECT coalesce(%s, 'NULL') FROM matches WHERE id = %"
                                          G_GINT64_FORMAT, column, id);
  sqlite3 *db;
  sqlite3_stmt *stmt;
  char *text;

  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  text = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return text;
}

static char *
raw_pragma (Fixture *f)
{
  sqlite3 *db;
  sqlite3_stmt *stmt;
  char *text;

  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL), ==,
                   SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  text = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return text;
}

static void
assert_raw (Fixture *f, gint64 id, const char *column, const char *expected)
{
  g_autofree char *text = raw (f, id, column);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_shown (GamaoStore *store, gint64 id, const char *name0, const char *name1)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatchSummary) summary = gamao_store_get_summary (store, id, &error);
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (gamao_match_summary_get_name (summary, 0), ==, name0);
  g_assert_cmpstr (gamao_match_summary_get_name (summary, 1), ==, name1);
  g_assert_cmpstr (record->names[0], ==, name0);
  g_assert_cmpstr (record->names[1], ==, name1);
  gamao_match_record_unref (record);
}

/* Rows as versions 1 to 3 wrote them, in each of the three languages. */
static const struct
{
  const char *name0, *name1;
  const char *level0, *level1;  /* as stored before (version 2 on) */
  const char *origin;
  /* after the migration */
  const char *kept0, *kept1, *new_level0, *new_level1;
  const char *shown0, *shown1;  /* in English */
} old_rows[] = {
  { "Jogador claro", "Computador (Especialista)", NULL, NULL, "played",
    "", "", "NULL", "4", "Light", "Computer (Expert)" },
  { "Light", "Computer (World Class)", NULL, "5", "played",
    "", "", "NULL", "5", "Light", "Computer (World Class)" },
  { "Jogador claro (Intermédio)", "Jogador escuro (Principiante)", NULL, NULL, "played",
    "", "", "2", "0", "Light (Intermediate)", "Dark (Beginner)" },
  { "Computador (Intermediário)", "Dark player", NULL, NULL, "played",
    "", "", "2", "NULL", "Computer (Intermediate)", "Dark" },
  { "Ana", "Computador (Classe mundial)", NULL, NULL, "tracked",
    "Ana", "", "NULL", "5", "Ana", "Computer (World Class)" },
  /* A person's own name, and names that only look like ours. */
  { "Ana", "Jogador claro", NULL, NULL, "played",
    "Ana", "Jogador claro", "NULL", "NULL", "Ana", "Jogador claro" },
  /* A file's names are the file's. */
  { "Jogador claro", "Computer (Expert)", NULL, NULL, "imported",
    "Jogador claro", "Computer (Expert)", "NULL", "NULL", "Jogador claro",
    "Computer (Expert)" },
};

static void
insert_old_row (sqlite3 *db, int version, gint64 id, guint i)
{
  char *sql;

  if (version == 1)
    sql = sqlite3_mprintf ("INSERT INTO matches (id, length, name0, name1, rules, created_at)"
                           " VALUES (%lld, 3, %Q, %Q, 1, 1700000000)",
                           (long long) id, old_rows[i].name0, old_rows[i].name1);
  else
    sql = sqlite3_mprintf ("INSERT INTO matches (id, length, name0, name1, rules, created_at,"
                           " level0, level1, origin) VALUES (%lld, 3, %Q, %Q, 1, 1700000000,"
                           " %Q, %Q, %Q)",
                           (long long) id, old_rows[i].name0, old_rows[i].name1,
                           old_rows[i].level0, old_rows[i].level1, old_rows[i].origin);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_free (sql);
}

/* From every earlier version: the names the program made up become what
 * the player is, and read back in the language of the day. Version 1
 * kept no origin, so its rows are all "played" and only those of the
 * table that are played are checked there. */
static void
test_migration_names (Fixture *f, gconstpointer data)
{
  /* Version 4 made names what the players are; databases from it on
   * never held made-up names. */
  for (int version = 1; version < 4; version++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GamaoStore) store = NULL;
      sqlite3 *db;

      g_test_message ("from version %d", version);
      g_remove (f->path);
      g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
      g_assert_true (gamao_store_migrate (db, version, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < G_N_ELEMENTS (old_rows); i++)
        if (version > 1 || g_str_equal (old_rows[i].origin, "played"))
          insert_old_row (db, version, i + 1, i);
      sqlite3_close (db);

      store = open_store (f);
      for (guint i = 0; i < G_N_ELEMENTS (old_rows); i++)
        {
          gint64 id = i + 1;
          gboolean v1_level = version == 1 && old_rows[i].level1 != NULL;

          if (version == 1 && !g_str_equal (old_rows[i].origin, "played"))
            continue;
          assert_raw (f, id, "name0", old_rows[i].kept0);
          assert_raw (f, id, "name1", old_rows[i].kept1);
          assert_raw (f, id, "level0", old_rows[i].new_level0);
          /* Version 1 had no level column: a level comes from the name. */
          if (!v1_level)
            assert_raw (f, id, "level1", old_rows[i].new_level1);
          assert_shown (store, id, old_rows[i].shown0, old_rows[i].shown1);
        }
      g_clear_object (&store);
      g_autofree char *version_text = raw_pragma (f);
      g_assert_cmpint (atoi (version_text), ==, GAMAO_STORE_SCHEMA_VERSION);
    }
}

/* A new match with the names the program gave: kept as no name and the
 * level, shown by the names; opponents and filters use the shown names. */
static void
test_made_up_names_kept_neutral (Fixture *f, gconstpointer data)
{
  g_autoptr (GamaoStore) store = open_store (f);
  g_autoptr (GError) error = NULL;
  g_autofree char *light = gamao_player_names_default (0, NULL, "4");
  g_autofree char *computer = gamao_player_names_default (1, "4", NULL);
  g_autoptr (GamaoMatchRecord) record = gamao_match_record_new (3, light, computer,
                                                                GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoMatchRecord) typed = gamao_match_record_new (3, "Ana", "Light", 0);
  const char *const levels[2] = { NULL, "4" };
  g_auto (GStrv) opponents = NULL;
  g_autoptr (GListStore) against = NULL;
  gint64 id, typed_id;

  g_assert_cmpstr (light, ==, "Light");
  g_assert_cmpstr (computer, ==, "Computer (Expert)");
  id = gamao_store_add_match (store, record, levels, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_raw (f, id, "name0", "");
  assert_raw (f, id, "name1", "");
  assert_raw (f, id, "level1", "4");
  assert_shown (store, id, "Light", "Computer (Expert)");

  /* "Light" typed for the dark seat is a name, not the seat's default. */
  typed_id = gamao_store_add_match (store, typed, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_raw (f, typed_id, "name0", "Ana");
  assert_raw (f, typed_id, "name1", "Light");

  opponents = gamao_store_list_opponents (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (opponents), ==, 2);
  g_assert_cmpstr (opponents[0], ==, "Computer (Expert)");
  g_assert_cmpstr (opponents[1], ==, "Light");
  against = gamao_store_list (store, "Computer (Expert)", GAMAO_STORE_FILTER_ALL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (against)), ==, 1);
}

/* 13/9 of a 4-3 is played; the program dies before the turn is finished;
 * the match resumes with the checker on 9 and the 3 to play. */
static void
test_turn_in_progress (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = open_store (f);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autoptr (GamaoMatch) resumed = NULL;
  GamaoStep steps[4];
  unsigned n;
  int dice[4];
  gint64 id;

  recorder = gamao_store_recorder_new (store, match, 0, &error);
  g_assert_no_error (error);
  id = gamao_store_recorder_get_id (recorder);
  g_assert_true (gamao_match_roll_dice (match, 4, 3, &error));
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  g_assert_true (gamao_match_step (match, 13, 4, &error));
  g_assert_no_error (error);

  g_assert_true (gamao_store_load_turn (store, id, steps, &n, &error));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (steps[0].from, ==, 13);
  g_assert_cmpint (steps[0].to, ==, 9);

  /* The crash: nothing more is written; a fresh program reads the file. */
  g_clear_object (&recorder);
  g_clear_object (&store);
  store = open_store (f);
  g_assert_cmpint (gamao_store_find_unfinished (store, NULL), ==, id);
  resumed = gamao_store_resume (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_get_phase (resumed), ==, GAMAO_MATCH_MOVING);
  g_assert_cmpuint (gamao_match_get_steps (resumed, steps), ==, 1);
  g_assert_cmpint (steps[0].from, ==, 13);
  g_assert_cmpint (steps[0].to, ==, 9);
  g_assert_cmpuint (gamao_match_get_dice_left (resumed, dice), ==, 1);
  g_assert_cmpint (dice[0], ==, 3);

  /* Taking the step back is kept too, and finishing the turn forgets it. */
  recorder = gamao_store_recorder_new (store, resumed, id, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_undo_step (resumed, &error));
  g_assert_true (gamao_store_load_turn (store, id, steps, &n, &error));
  g_assert_cmpuint (n, ==, 0);
  g_assert_true (gamao_match_play_notation (resumed, "13/9 13/10", &error));
  g_assert_no_error (error);
  g_assert_true (gamao_store_load_turn (store, id, steps, &n, &error));
  g_assert_cmpuint (n, ==, 0);
  assert_raw (f, id, "turn_steps", "NULL");
}

/* Steps that do not fit the match are taken back, not played wrongly. */
static void
test_turn_that_does_not_fit (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = open_store (f);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoStoreRecorder) recorder = gamao_store_recorder_new (store, match, 0, &error);
  g_autoptr (GamaoMatch) resumed = NULL;
  GamaoStep steps[4] = { { .from = 13, .to = 9, .die = 4 }, { .from = 2, .to = 0, .die = 2 } };
  gint64 id = gamao_store_recorder_get_id (recorder);

  g_assert_true (gamao_match_roll_dice (match, 4, 3, &error));
  g_assert_true (gamao_store_save_turn (store, id, steps, 2, &error));
  g_test_expect_message ("gamao-store", G_LOG_LEVEL_WARNING, "*does not fit*");
  resumed = gamao_store_resume (store, id, &error);
  g_test_assert_expected_messages ();
  g_assert_no_error (error);
  g_assert_cmpuint (gamao_match_get_steps (resumed, steps), ==, 0);
}

/* Levels as `gamao-cli play` keeps them (keys, "scripted") seat the
 * computer as the computer at that level on resume, and a scripted
 * seat as a person; the app's numbers too. */
static void
test_cli_levels_resume (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = open_store (f);
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  static const char *const levels[][2] = { { "expert", "world-class" },
                                           { "scripted", "2" } };
  static const int kinds[][2] = { { GAMAO_PLAYER_COMPUTER, GAMAO_PLAYER_COMPUTER },
                                  { GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_COMPUTER } };
  static const int expected[][2] = { { 4, 5 }, { -1, 2 } };

  g_assert_true (gamao_match_roll_dice (match, 4, 3, &error));
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      gint64 id = gamao_store_add_match (store, gamao_match_get_record (match), levels[i],
                                         GAMAO_STORE_ORIGIN_PLAYED, NULL, &error);
      g_autoptr (GamaoMatch) resumed = gamao_store_resume (store, id, &error);

      g_assert_no_error (error);
      for (int seat = 0; seat < 2; seat++)
        {
          GamaoPlayer *player = gamao_match_get_player (resumed, seat);

          g_assert_cmpint (gamao_player_get_kind (player), ==, kinds[i][seat]);
          if (expected[i][seat] >= 0)
            g_assert_cmpint (gamao_player_get_level (player), ==, expected[i][seat]);
        }
    }
}

/* A money session is ended with its score; a match nobody began is not
 * offered either. */
static void
test_end_session (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = open_store (f);
  g_autoptr (GamaoMatch) unbegun = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoStoreRecorder) unbegun_recorder = gamao_store_recorder_new (store, unbegun, 0,
                                                                               &error);
  g_autoptr (GamaoMatch) session = gamao_match_new (0, NULL, NULL, 0);
  g_autoptr (GamaoStoreRecorder) recorder = gamao_store_recorder_new (store, session, 0, &error);
  g_autoptr (GamaoMatchSummary) summary = NULL;
  gint64 id = gamao_store_recorder_get_id (recorder);

  g_assert_no_error (error);
  g_assert_cmpint (gamao_store_find_unfinished (store, NULL), ==, 0);
  g_assert_true (gamao_match_roll_dice (session, 6, 1, &error));
  g_assert_true (gamao_match_play_notation (session, "8/2 6/5", &error));
  g_assert_cmpint (gamao_store_find_unfinished (store, NULL), ==, id);
  g_assert_true (gamao_match_double (session, &error));
  g_assert_true (gamao_match_drop (session, &error));
  g_assert_no_error (error);
  /* Dark doubled and Light dropped. */
  g_assert_cmpuint (gamao_match_get_score (session, 1), ==, 1);
  g_assert_true (gamao_match_next_game (session, &error));

  g_assert_true (gamao_match_end_session (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_get_phase (session), ==, GAMAO_MATCH_MATCH_OVER);
  g_assert_cmpint (gamao_match_get_winner (session), ==, 1);
  g_assert_false (gamao_match_end_session (session, &error));
  g_assert_error (error, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_MATCH_OVER);
  g_clear_error (&error);
  g_assert_false (gamao_match_end_session (unbegun, &error));
  g_assert_error (error, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_WRONG_STATE);
  g_clear_error (&error);

  summary = gamao_store_get_summary (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_summary_get_finished (summary), >, 0);
  g_assert_cmpuint (gamao_match_summary_get_score (summary, 0), ==, 0);
  g_assert_cmpuint (gamao_match_summary_get_score (summary, 1), ==, 1);
  g_assert_cmpint (gamao_store_find_unfinished (store, NULL), ==, 0);
  g_assert_false (gamao_store_end_session (store, id, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND);
}

static gint64
tracked (GamaoStore *store, const char *name0, const char *name1, int winner)
{
  g_autoptr (GError) error = NULL;
  gint64 id = gamao_store_add_tracked_match (store, 1, name0, name1, GAMAO_RULE_CRAWFORD, &error);

  g_assert_no_error (error);
  g_assert_true (gamao_store_add_tracked_game (store, id, winner, GAMAO_RESULT_GAMMON, 1, &error));
  return id;
}

/* Ana won both matches, once from each seat; Bia and Cris played no
 * match against each other. */
static void
test_desk_player (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = open_store (f);
  g_auto (GStrv) opponents = NULL;
  g_auto (GStrv) people = NULL;
  g_autoptr (GListStore) won = NULL;
  GamaoStoreStats s;

  tracked (store, "Ana", "Cris", 0);
  tracked (store, "Bia", "Ana", 1);
  tracked (store, "Bia", "Cris", 1);

  /* Nobody set: seat 0 is "you", as before. */
  g_assert_true (gamao_store_get_stats (store, NULL, &s, &error));
  g_assert_cmpuint (s.matches_won, ==, 1);
  g_assert_cmpuint (s.matches_lost, ==, 2);

  gamao_store_set_desk_player (store, "Ana");
  g_assert_cmpstr (gamao_store_get_desk_player (store), ==, "Ana");
  g_assert_true (gamao_store_get_stats (store, NULL, &s, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (s.matches_won, ==, 2);
  g_assert_cmpuint (s.matches_lost, ==, 0);
  g_assert_cmpuint (s.games_won, ==, 2);
  g_assert_cmpuint (s.gammons_won, ==, 2);
  g_assert_cmpuint (s.gammons_lost, ==, 0);
  g_assert_true (gamao_store_get_stats (store, "Bia", &s, &error));
  g_assert_cmpuint (s.matches_won, ==, 1);
  g_assert_cmpuint (s.matches_lost, ==, 0);

  opponents = gamao_store_list_opponents (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (opponents), ==, 2);
  g_assert_cmpstr (opponents[0], ==, "Bia");
  g_assert_cmpstr (opponents[1], ==, "Cris");
  won = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_WON, &error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (won)), ==, 2);

  people = gamao_store_list_people (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (people), ==, 3);
  g_assert_cmpstr (people[0], ==, "Ana");

  gamao_store_set_desk_player (store, "");
  g_assert_null (gamao_store_get_desk_player (store));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/store-players/migration-names", test_migration_names);
  ADD ("/store-players/made-up-names-kept-neutral", test_made_up_names_kept_neutral);
  ADD ("/store-players/turn-in-progress", test_turn_in_progress);
  ADD ("/store-players/turn-that-does-not-fit", test_turn_that_does_not_fit);
  ADD ("/store-players/end-session", test_end_session);
  ADD ("/store-players/cli-levels-resume", test_cli_levels_resume);
  ADD ("/store-players/desk-player", test_desk_player);
  return g_test_run ();
}
