/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history under a killed program, through gamao-cli (its path in
 * $GAMAO_CLI): a long computer match is played into a database and
 * killed with SIGKILL at random moments; after each kill the database
 * must open, hold a match that replays and is the beginning of the
 * uninterrupted match, and `play --resume` must end with exactly that
 * match. Also: the CLI with a damaged database starts, sets the file
 * aside and says where. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-matfile.h"
#include "gamao-match-summary.h"
#include "gamao-store.h"
#include "store-test-util.h"

#include <glib/gstdio.h>

#include <signal.h>
#include <stdlib.h>
#include <string.h>

static const char *
cli_path (void)
{
  const char *path = g_getenv ("GAMAO_CLI");

  g_assert_nonnull (path);
  return path;
}

static GSubprocess *
spawn_play (const char *db, const char *length, const char *players, const char *seed)
{
  g_autoptr (GError) error = NULL;
  GSubprocess *child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, cli_path (),
                                         "play", "--db", db, "--length", length, "--players",
                                         players, "--seed", seed, "--resume", "--quiet", NULL);

  g_assert_no_error (error);
  return child;
}

/* The one match in `db`, or NULL when none was written yet. */
static GamaoMatchRecord *
load_only_match (const char *db, gboolean *finished)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (db, &error);
  GamaoMatchRecord *record;

  g_assert_no_error (error);
  /* A killed writer leaves a database, never a damaged one. */
  g_assert_null (gamao_store_get_moved_aside (store));
  g_autoptr (GListStore) list = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), <=, 1);
  if (g_list_model_get_n_items (G_LIST_MODEL (list)) == 0)
    return NULL;
  g_autoptr (GamaoMatchSummary) summary = g_list_model_get_item (G_LIST_MODEL (list), 0);
  record = gamao_store_load (store, gamao_match_summary_get_id (summary), &error);
  g_assert_no_error (error);
  if (finished)
    *finished = gamao_match_summary_get_finished (summary) != 0;
  return record;
}

static GamaoMatchRecord *
play_uninterrupted (const char *db, const char *length, const char *players, const char *seed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) child = spawn_play (db, length, players, seed);
  gboolean finished = FALSE;

  g_assert_true (g_subprocess_wait_check (child, NULL, &error));
  g_assert_no_error (error);
  GamaoMatchRecord *record = load_only_match (db, &finished);
  g_assert_nonnull (record);
  g_assert_true (finished);
  return record;
}

/* What the history holds after a kill replays, and it is where the
 * uninterrupted match was at some moment. */
static void
check_after_kill (const char *db, const GamaoMatchRecord *reference, gsize *progress)
{
  GamaoMatchRecord *record = load_only_match (db, NULL);
  g_autoptr (GError) error = NULL;
  gsize actions = 0;

  if (!record)
    return;
  g_autoptr (GamaoMatch) replayed = gamao_match_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_record_equal (gamao_match_get_record (replayed), record)
                 || store_test_record_is_prefix (record, gamao_match_get_record (replayed)));
  g_assert_true (store_test_record_is_prefix (record, reference));
  for (size_t g = 0; g < record->n_games; g++)
    actions += record->games[g]->n_actions + 1;
  /* Committed turns are never lost: the history only grows. */
  g_assert_cmpuint (actions, >=, *progress);
  *progress = actions;
  gamao_match_record_unref (record);
}

/* Plays the match into `crash_db`, killing it at random moments drawn
 * from `max_delay_ms` until a run finishes; checks after each kill and
 * at the end. Returns how many kills there were. */
static guint
kill_until_finished (const char *crash_db, const GamaoMatchRecord *reference, const char *length,
                     const char *players, const char *seed, int max_delay_ms, guint *runs)
{
  guint kills = 0;
  gsize progress = 0;
  /* Loading the nets takes a while: when kills come too soon for any
   * progress, the moments are drawn from a longer window. */
  int window_ms = max_delay_ms;

  for (;;)
    {
      g_autoptr (GSubprocess) child = spawn_play (crash_db, length, players, seed);
      g_autoptr (GError) error = NULL;

      (*runs)++;
      g_usleep ((gulong) g_test_rand_int_range (1, window_ms) * 1000);
      g_subprocess_send_signal (child, SIGKILL);
      g_assert_true (g_subprocess_wait (child, NULL, &error));
      if (g_subprocess_get_if_exited (child))
        {
          g_assert_cmpint (g_subprocess_get_exit_status (child), ==, 0);
          break;
        }
      g_assert_true (g_subprocess_get_if_signaled (child));
      kills++;
      gsize before = progress;
      check_after_kill (crash_db, reference, &progress);
      window_ms = progress > before ? max_delay_ms : MIN (window_ms + max_delay_ms / 4, 2000);
    }

  gboolean finished = FALSE;
  GamaoMatchRecord *resumed = load_only_match (crash_db, &finished);
  g_assert_true (finished);
  g_assert_true (gamao_match_record_equal (resumed, reference));
  char *a = gamao_matfile_write (resumed), *b = gamao_matfile_write (reference);
  g_assert_cmpstr (a, ==, b);
  free (a);
  free (b);
  gamao_match_record_unref (resumed);
  return kills;
}

static void
remove_database (const char *db)
{
  const char *suffixes[] = { "", "-wal", "-shm" };

  for (gsize i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (db, suffixes[i], NULL);
      g_remove (path);
    }
}

static void
crash_and_resume (const char *length, const char *players, const char *seed, int max_delay_ms,
                  guint min_kills)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *ref_db = g_build_filename (dir, "reference.db", NULL);
  g_autofree char *crash_db = g_build_filename (dir, "crashed.db", NULL);
  GamaoMatchRecord *reference = play_uninterrupted (ref_db, length, players, seed);
  guint kills = 0, runs = 0, attempts = 0;

  /* How far a run gets before the kill depends on the machine's speed;
   * on a fast one a short match can end after few kills, so it is played
   * again from scratch, with kills drawn closer together, until enough
   * moments were tried. */
  while (kills < min_kills && attempts < 10)
    {
      remove_database (crash_db);
      kills += kill_until_finished (crash_db, reference, length, players, seed,
                                    MAX (max_delay_ms >> MIN (attempts, 4), 5), &runs);
      attempts++;
    }

  gsize size = 0;
  for (size_t g = 0; g < reference->n_games; g++)
    size += reference->games[g]->n_actions;
  g_test_message ("%s, %s points, seed %s: %u runs in %u attempts, %u killed with SIGKILL; the "
                  "match has %" G_GSIZE_FORMAT " games and %" G_GSIZE_FORMAT " actions",
                  players, length, seed, runs, attempts, kills, reference->n_games, size);
  g_assert_cmpuint (kills, >=, min_kills);
  gamao_match_record_unref (reference);
  store_test_remove_dir (dir);
}

/* How many kills each crash test must survive: a third of them under
 * the sanitizers (GAMAO_TEST_SLOW, set by build-aux/check), where each
 * run of gamao-cli is several times slower; the plain build tries them
 * all. */
static guint
kills_wanted (guint kills)
{
  return g_getenv ("GAMAO_TEST_SLOW") ? kills / 3 : kills;
}

static void
test_crash_scripted (void)
{
  crash_and_resume ("15", "scripted,scripted", "2026", 50, kills_wanted (60));
}

static void
test_crash_computer (void)
{
  crash_and_resume ("5", "beginner,expert", "7", 120, kills_wanted (30));
}

/* `play` names its players as the app names two computers, by colour
 * and level in words, never by the option's keys ("expert"). */
static void
assert_cli_names (const char *dir, const char *players, const char *light, const char *dark)
{
  g_autofree char *db = g_build_filename (dir, "names.db", NULL);
  g_autoptr (GError) error = NULL;

  remove_database (db);
  gamao_match_record_unref (play_uninterrupted (db, "1", players, "3"));
  g_autoptr (GamaoStore) store = gamao_store_open (db, &error);
  g_assert_no_error (error);
  g_autoptr (GListStore) list = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, &error);
  g_assert_no_error (error);
  g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (G_LIST_MODEL (list), 0);
  g_assert_cmpstr (gamao_match_summary_get_name (m, 0), ==, light);
  g_assert_cmpstr (gamao_match_summary_get_name (m, 1), ==, dark);
}

static void
test_cli_names (void)
{
  g_autofree char *dir = store_test_make_dir ();

  assert_cli_names (dir, "scripted,scripted", "Light (Scripted)", "Dark (Scripted)");
  assert_cli_names (dir, "expert,scripted", "Light (Expert)", "Dark (Scripted)");
  store_test_remove_dir (dir);
}

/* The CLI with a damaged history: it runs, keeps the old file and says
 * where. */
static void
assert_cli_sets_aside (const char *dir, const char *name, const char *bytes, gsize length)
{
  g_autofree char *db = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *kept = NULL;
  gsize kept_length;

  g_assert_true (g_file_set_contents (db, bytes, (gssize) length, &error));
  g_autoptr (GSubprocess) child = g_subprocess_new (
    G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error, cli_path (),
    "history", "list", "--db", db, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (child, NULL, NULL, &out, &err, &error));
  g_assert_true (g_subprocess_get_if_exited (child));
  g_assert_cmpint (g_subprocess_get_exit_status (child), ==, 0);
  g_test_message ("%s: %s", name, err);

  const char *mention = strstr (err, ".corrupt-");
  g_assert_nonnull (mention);
  const char *start = strstr (err, db);
  g_assert_nonnull (start);
  /* The second mention of the path is the file it was kept as. */
  start = strstr (start + strlen (db), db);
  g_assert_nonnull (start);
  gsize n = strcspn (start, " \n");
  g_autofree char *kept_path = g_strndup (start, n);
  g_assert_true (g_file_get_contents (kept_path, &kept, &kept_length, &error));
  g_assert_cmpmem (kept, kept_length, bytes, length);
  g_assert_true (g_file_test (db, G_FILE_TEST_EXISTS));
}

static void
test_cli_damaged (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *good_db = g_build_filename (dir, "good.db", NULL);
  g_autofree char *good = NULL;
  g_autofree char *newer = NULL;
  gsize good_length, newer_length;
  char garbage[5000];

  for (gsize i = 0; i < sizeof garbage; i++)
    garbage[i] = (char) g_test_rand_int_range (0, 256);
  assert_cli_sets_aside (dir, "garbage.db", garbage, sizeof garbage);

  gamao_match_record_unref (play_uninterrupted (good_db, "3", "scripted,scripted", "5"));
  g_assert_true (g_file_get_contents (good_db, &good, &good_length, NULL));
  assert_cli_sets_aside (dir, "truncated.db", good, good_length / 2);

  /* user_version lives at offset 60 of the header, big-endian. */
  newer = g_memdup2 (good, good_length);
  newer_length = good_length;
  newer[60] = 0, newer[61] = 0, newer[62] = 0, newer[63] = 42;
  assert_cli_sets_aside (dir, "newer.db", newer, newer_length);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store-cli/crash-scripted", test_crash_scripted);
  g_test_add_func ("/store-cli/crash-computer", test_crash_computer);
  g_test_add_func ("/store-cli/damaged", test_cli_damaged);
  g_test_add_func ("/store-cli/names", test_cli_names);
  return g_test_run ();
}
