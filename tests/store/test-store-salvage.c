/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A damaged history: the file is kept aside whole, and every match that
 * can still be read is carried into the new history, unchanged.
 *
 * A history of many matches is written, then pages of it are overwritten
 * with random bytes: leaf pages of the matches, games and actions tables
 * and of an index. SQLite's dbstat table says which rows each table leaf
 * holds (its leaves in tree order, and how many cells each has), hence
 * which matches lose a row; every other match must come back equal to
 * what was stored, and the counts of saved and lost matches must add up
 * to the matches there were. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-matfile.h"
#include "gamao-selfplay.h"
#include "gamao-store-private.h"
#include "store-test-util.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#define N_MATCHES 60

/* A history of N_MATCHES short matches, and each one as the store reads
 * it back (indexed by id). */
static GPtrArray *
write_history (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) gamao_match_record_unref);
  GamaoSelfplayRules rules;

  g_assert_no_error (error);
  gamao_selfplay_rules_init (&rules);
  g_ptr_array_add (records, NULL); /* ids start at 1 */
  for (int i = 0; i < N_MATCHES; i++)
    {
      g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
      g_assert_true (gamao_selfplay_run (match, &rules, 100 + (guint64) i, &error));
      g_autofree char *text = gamao_matfile_write (gamao_match_get_record (match));
      /* One transaction a match: quicker than recording action by action. */
      gint64 id = gamao_store_import (store, text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_cmpint (id, ==, (gint64) records->len);
      g_ptr_array_add (records, gamao_store_load (store, id, &error));
      g_assert_no_error (error);
    }
  /* Groups of matches that are not there: a salvage makes its own from
   * the matches it saves, never copies these. */
  g_assert_cmpint (sqlite3_exec (store->db,
                                 "INSERT INTO match_groups"
                                 " VALUES ('Ghost', '', '', '', -1, 0, 1, 5)",
                                 NULL, NULL, NULL),
                   ==, SQLITE_OK);
  return records;
}

/* The leaf pages of `table` in tree order (which is rowid order), with
 * the rowids each holds. */
static GArray *
table_leaves (sqlite3 *db, const char *table, GPtrArray *rowids_per_leaf)
{
  g_autofree char *sql = g_strdup_printf ("SELECT pageno, ncell FROM dbstat WHERE name = '%s'"
                                          " AND pagetype = 'leaf' ORDER BY path",
                                          table);
  g_autofree char *rowid_sql = g_strdup_printf ("SELECT rowid FROM %s ORDER BY rowid", table);
  GArray *pages = g_array_new (FALSE, FALSE, sizeof (guint));
  sqlite3_stmt *stmt, *rows;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, rowid_sql, -1, &rows, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      guint pageno = (guint) sqlite3_column_int (stmt, 0);
      int ncell = sqlite3_column_int (stmt, 1);
      GArray *held = g_array_new (FALSE, FALSE, sizeof (gint64));

      for (int i = 0; i < ncell; i++)
        {
          g_assert_cmpint (sqlite3_step (rows), ==, SQLITE_ROW);
          gint64 rowid = sqlite3_column_int64 (rows, 0);
          g_array_append_val (held, rowid);
        }
      g_array_append_val (pages, pageno);
      g_ptr_array_add (rowids_per_leaf, held);
    }
  g_assert_cmpint (sqlite3_step (rows), ==, SQLITE_DONE);
  sqlite3_finalize (stmt);
  sqlite3_finalize (rows);
  return pages;
}

/* The match a row of `table` belongs to. */
static gint64
match_of_row (sqlite3 *db, const char *table, gint64 rowid)
{
  const char *sql = strcmp (table, "matches") == 0 ? "SELECT ?1"
                    : strcmp (table, "games") == 0
                      ? "SELECT match_id FROM games WHERE id = ?1"
                      : "SELECT g.match_id FROM actions a JOIN games g ON g.id = a.game_id"
                        " WHERE a.id = ?1";
  sqlite3_stmt *stmt;
  gint64 match;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, rowid);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  match = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return match;
}

/* Picks `n` leaf pages of `table` at random, adds them to `pages` and
 * the matches they hold rows of to `doomed`. */
static void
pick_leaves (sqlite3 *db, const char *table, guint n, GArray *pages, GHashTable *doomed)
{
  g_autoptr (GPtrArray) held = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr (GArray) leaves = table_leaves (db, table, held);

  for (guint k = 0; k < n && leaves->len > 0; k++)
    {
      guint i = (guint) g_test_rand_int_range (0, (gint32) leaves->len);
      GArray *rowids = g_ptr_array_index (held, i);

      g_array_append_val (pages, g_array_index (leaves, guint, i));
      for (guint r = 0; r < rowids->len; r++)
        g_hash_table_add (doomed, GINT_TO_POINTER (match_of_row (db, table,
                                                                  g_array_index (rowids, gint64, r))));
    }
}

/* An index leaf: damaging it loses no row, since rows are read by rowid. */
static void
pick_index_leaf (sqlite3 *db, GArray *pages)
{
  sqlite3_stmt *stmt;

  g_assert_cmpint (sqlite3_prepare_v2 (db,
                                       "SELECT pageno FROM dbstat WHERE pagetype = 'leaf' AND name IN"
                                       " (SELECT name FROM sqlite_master WHERE type = 'index')"
                                       " ORDER BY random() LIMIT 1",
                                       -1, &stmt, NULL),
                   ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      guint pageno = (guint) sqlite3_column_int (stmt, 0);
      g_array_append_val (pages, pageno);
    }
  sqlite3_finalize (stmt);
}

static void
overwrite_pages (const char *path, GArray *pages, guint page_size)
{
  g_autofree char *bytes = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));
  for (guint i = 0; i < pages->len; i++)
    {
      guint pageno = g_array_index (pages, guint, i);
      g_assert_cmpuint (pageno, >, 1); /* page 1 holds the schema: never damaged here */
      g_assert_cmpuint ((gsize) pageno * page_size, <=, length);
      for (guint b = 0; b < page_size; b++)
        bytes[(gsize) (pageno - 1) * page_size + b] = (char) g_test_rand_int_range (0, 256);
    }
  g_assert_true (g_file_set_contents (path, bytes, (gssize) length, NULL));
}

/* Damages a copy of the history at `original`, opens it, and checks what
 * the new history holds. */
static void
damage_and_open (const char *dir, const char *original, GPtrArray *records, int round)
{
  g_autofree char *path = g_strdup_printf ("%s/damaged-%d.db", dir, round);
  g_autofree char *bytes = NULL;
  g_autofree char *kept = NULL;
  gsize length, kept_length;
  g_autoptr (GArray) pages = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GHashTable) doomed = g_hash_table_new (NULL, NULL);
  g_autoptr (GError) error = NULL;
  sqlite3 *db;
  sqlite3_stmt *stmt;
  guint page_size, saved = 0, lost = 0;

  g_assert_true (g_file_get_contents (original, &bytes, &length, NULL));
  g_assert_true (g_file_set_contents (path, bytes, (gssize) length, NULL));
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA page_size", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  page_size = (guint) sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  pick_leaves (db, "actions", 1 + (guint) round % 3, pages, doomed);
  if (round % 2)
    pick_leaves (db, "games", 1, pages, doomed);
  /* The matches table fits a page or two: its damage loses most matches. */
  if (round == 5)
    pick_leaves (db, "matches", 1, pages, doomed);
  pick_index_leaf (db, pages);
  sqlite3_close (db);
  g_free (bytes);
  g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));
  overwrite_pages (path, pages, page_size);
  g_clear_pointer (&bytes, g_free);
  g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));

  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  /* Kept aside whole, as it was. */
  g_assert_nonnull (gamao_store_get_moved_aside (store));
  g_assert_true (g_file_get_contents (gamao_store_get_moved_aside (store), &kept, &kept_length,
                                      NULL));
  g_assert_cmpmem (kept, kept_length, bytes, length);
  g_assert_true (gamao_store_get_salvage (store, &saved, &lost));
  g_test_message ("round %d: %u pages damaged, %u matches touched, %u saved, %u lost", round,
                  pages->len, g_hash_table_size (doomed), saved, lost);
  /* Lost: the matches some row shows existed (the highest id read counts
   * those before it), so all of them unless the last matches left no row. */
  g_assert_cmpuint (saved + lost, <=, N_MATCHES);
  if (round != 5)
    g_assert_cmpuint (saved + lost, ==, N_MATCHES);
  g_assert_cmpuint (saved, >=, N_MATCHES - g_hash_table_size (doomed));

  /* Every match untouched by the damage is there, and every match there
   * is as it was stored. */
  guint found = 0;
  for (gint64 id = 1; id <= N_MATCHES; id++)
    {
      g_autoptr (GError) load_error = NULL;
      GamaoMatchRecord *back = gamao_store_load (store, id, &load_error);

      if (!back)
        {
          g_assert_true (g_hash_table_contains (doomed, GINT_TO_POINTER (id)));
          continue;
        }
      g_assert_true (gamao_match_record_equal (back, g_ptr_array_index (records, id)));
      gamao_match_record_unref (back);
      found++;
    }
  g_assert_cmpuint (found, ==, saved);
  /* And the list counts them: version 10's groups, made afresh. */
  g_assert_cmpint (gamao_store_count_listed (store, NULL, GAMAO_STORE_FILTER_ALL, NULL), ==,
                   saved);
}

static void
test_damaged_pages (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *original = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GPtrArray) records = write_history (original);

  /* Under the sanitizers (GAMAO_TEST_SLOW, set by build-aux/check) the
   * mildest and the worst damage only: one leaf of actions, then actions,
   * games and matches together. */
  for (int round = 0; round < 6; round++)
    if (!g_getenv ("GAMAO_TEST_SLOW") || round == 0 || round == 5)
      damage_and_open (dir, original, records, round);
  store_test_remove_dir (dir);
}

#define N_SHORT 600

/* N_SHORT 1-point matches written 100 to a transaction, as a big import
 * writes them, and each as the store reads it back (indexed by id). */
static GPtrArray *
write_big_history (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) gamao_match_record_unref);
  g_autoptr (GPtrArray) batch = g_ptr_array_new_with_free_func (
    (GDestroyNotify) gamao_match_record_unref);
  GamaoSelfplayRules rules;

  g_assert_no_error (error);
  gamao_selfplay_rules_init (&rules);
  for (int i = 0; i < N_SHORT; i++)
    {
      g_autoptr (GamaoMatch) match = gamao_match_new (1, NULL, NULL, GAMAO_RULE_CRAWFORD);

      g_assert_true (gamao_selfplay_run (match, &rules, 500 + (guint64) i, &error));
      g_ptr_array_add (batch, gamao_match_record_ref (
                                (GamaoMatchRecord *) gamao_match_get_record (match)));
      if (batch->len == 100)
        {
          g_assert_true (gamao_store_add_records (store, (GamaoMatchRecord *const *) batch->pdata,
                                                 batch->len, NULL, NULL, &error));
          g_ptr_array_set_size (batch, 0);
        }
    }
  g_ptr_array_add (records, NULL); /* ids start at 1 */
  for (gint64 id = 1; id <= N_SHORT; id++)
    {
      g_ptr_array_add (records, gamao_store_load (store, id, &error));
      g_assert_no_error (error);
    }
  return records;
}

/* A history cut to half its size (the end of its file lost, the trees'
 * last interior pages with it, which SQLite needs to reach any row
 * under them): the matches whose rows are on the half left come back,
 * read off the pages, each as it was stored. */
static void
test_truncated (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GPtrArray) records = write_big_history (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = NULL;
  GStatBuf st;
  guint saved = 0, lost = 0, found = 0;

  /* Closed: the WAL is in the file and gone. */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (truncate (path, (st.st_size / 2) / 4096 * 4096), ==, 0);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (gamao_store_get_moved_aside (store));
  g_assert_true (gamao_store_get_salvage (store, &saved, &lost));
  g_test_message ("cut to %lld bytes: %u saved, %u lost", (long long) st.st_size / 2, saved,
                  lost);
  g_assert_cmpuint (saved, >, 0);
  g_assert_cmpuint (saved + lost, <=, N_SHORT);
  for (gint64 id = 1; id <= N_SHORT; id++)
    {
      GamaoMatchRecord *back = gamao_store_load (store, id, NULL);

      if (!back)
        continue;
      g_assert_true (gamao_match_record_equal (back, g_ptr_array_index (records, id)));
      gamao_match_record_unref (back);
      found++;
    }
  g_assert_cmpuint (found, ==, saved);
  /* And the list counts them: version 10's groups, made afresh. */
  g_assert_cmpint (gamao_store_count_listed (store, NULL, GAMAO_STORE_FILTER_ALL, NULL), ==,
                   saved);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store-salvage/damaged-pages", test_damaged_pages);
  g_test_add_func ("/store-salvage/truncated", test_truncated);
  return g_test_run ();
}
