/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history's queries (GamaoStoreQuery): every filter, the search and
 * each order give the rows a plain reading of the whole list gives,
 * filtered and sorted here in C, and each row's position; the list model
 * shows a new query by emptying and filling the list; the full-text index follows
 * inserts, edits and deletes, and a history of every earlier version is
 * migrated to it with its matches searchable. */
#include "config.h"

#include "gamao-match-list.h"
#include "gamao-store-private.h"
#include "store-test-util.h"

#include <string.h>

#define N_MATCHES 150

static const char *const opponents[] = { "Bia", "Rui", "rita", "Álvaro", "Zé" };
static const char *const places[] = { "Lisboa", "Porto", NULL };

static void
exec_sql (GamaoStore *store, const char *sql)
{
  char *message = NULL;

  if (sqlite3_exec (store->db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
}

/* N_MATCHES tracked matches: opponents, lengths, days, places, results
 * and analyses follow from the index. */
static void
fill (GamaoStore *store)
{
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < N_MATCHES; i++)
    {
      gint64 id = gamao_store_add_tracked_match (store, 1 + i % 4, "Ana",
                                                 opponents[i % G_N_ELEMENTS (opponents)],
                                                 GAMAO_RULE_CRAWFORD, &error);
      g_autofree char *sql = NULL;

      g_assert_no_error (error);
      if (i % 3 == 0)
        g_assert_true (gamao_store_add_tracked_game (store, id, i % 2, GAMAO_RESULT_SINGLE, 4,
                                                     &error));
      g_assert_no_error (error);
      /* A day each, some on the same day (the order falls back on the id). */
      sql = g_strdup_printf ("UPDATE matches SET created_at = %d, place = %s%s%s,"
                             " event = %s WHERE id = %" G_GINT64_FORMAT,
                             1700000000 + (int) (i / 2) * 86400,
                             places[i % 3] ? "'" : "", places[i % 3] ? places[i % 3] : "NULL",
                             places[i % 3] ? "'" : "",
                             i % 7 == 0 ? "'Torneio de Inverno'" : "NULL", id);
      exec_sql (store, sql);
      if (i % 5 == 0)
        {
          g_autofree char *analysis = g_strdup_printf (
            "INSERT INTO analyses VALUES (%1$" G_GINT64_FORMAT ", 2, 'w', 0, 0);"
            "INSERT INTO analysis_players VALUES (%1$" G_GINT64_FORMAT
            ", 0, 0, 0, 0, %2$f, 0, 0, 0, 0, 0, 0, 0, '');"
            "INSERT INTO analysis_players VALUES (%1$" G_GINT64_FORMAT
            ", 1, 0, 0, 0, 1.0, 0, 0, 0, 0, 0, 0, 0, '');",
            id, (double) ((i * 37) % 23));
          exec_sql (store, analysis);
        }
    }
  g_assert_true (gamao_store_set_notes (store, 10, "jogo com o cubo a 64", &error));
  g_assert_no_error (error);
}

/* ---- the same answer, worked out in C from the whole list ---- */

static gboolean
has_word_starting (const char *text, const char *prefix)
{
  g_autofree char *folded = text ? g_utf8_strdown (text, -1) : NULL;
  g_autofree char *plain = folded ? g_str_to_ascii (folded, "C") : NULL;

  for (const char *p = plain; p && *p; p++)
    if ((p == plain || !g_ascii_isalnum (p[-1])) && g_str_has_prefix (p, prefix))
      return TRUE;
  return FALSE;
}

static gboolean
matches_words (GamaoStore *store, GamaoMatchSummary *m, const char *search)
{
  g_auto (GStrv) words = g_strsplit (search ? search : "", " ", -1);
  g_autofree char *notes = NULL;
  sqlite3_stmt *stmt = NULL;

  sqlite3_prepare_v2 (store->db, "SELECT notes FROM matches WHERE id = ?", -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, gamao_match_summary_get_id (m));
  if (sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_text (stmt, 0))
    notes = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  for (guint i = 0; words[i]; i++)
    {
      g_autofree char *word = g_utf8_strdown (words[i], -1);
      g_autofree char *plain = g_str_to_ascii (word, "C");

      /* A quote is no letter: FTS5 reads it as a space. */
      g_strstrip (g_strdelimit (plain, "\"", ' '));
      if (*plain
          && !has_word_starting (gamao_match_summary_get_name (m, 0), plain)
          && !has_word_starting (gamao_match_summary_get_name (m, 1), plain)
          && !has_word_starting (gamao_match_summary_get_info (m, GAMAO_INFO_EVENT), plain)
          && !has_word_starting (gamao_match_summary_get_info (m, GAMAO_INFO_PLACE), plain)
          && !has_word_starting (notes, plain))
        return FALSE;
    }
  return TRUE;
}

static gboolean
picked (GamaoStore *store, GamaoMatchSummary *m, const GamaoStoreQuery *q)
{
  gint64 created = gamao_match_summary_get_created (m);
  double pr[2];
  int winner = gamao_match_summary_get_winner (m);

  if (q->opponent && g_strcmp0 (gamao_match_summary_get_name (m, 1), q->opponent) != 0)
    return FALSE;
  if ((q->result == GAMAO_STORE_FILTER_WON && winner != 0)
      || (q->result == GAMAO_STORE_FILTER_LOST && winner != 1)
      || (q->result == GAMAO_STORE_FILTER_UNFINISHED && gamao_match_summary_get_finished (m)))
    return FALSE;
  if ((q->since && created < q->since) || (q->until && created >= q->until))
    return FALSE;
  if (q->by_length && gamao_match_summary_get_length (m) != q->length)
    return FALSE;
  if ((q->analysed == GAMAO_STORE_ANALYSED_YES && !gamao_match_summary_get_pr (m, pr))
      || (q->analysed == GAMAO_STORE_ANALYSED_NO && gamao_match_summary_get_pr (m, pr)))
    return FALSE;
  return matches_words (store, m, q->search);
}

static GamaoStoreSort sorting;

static double
pr_key (GamaoMatchSummary *m)
{
  double pr[2];

  return gamao_match_summary_get_pr (m, pr) ? pr[0] : 1e300;
}

/* The rows come newest first: ties keep that order. */
static int
compare (gconstpointer a, gconstpointer b)
{
  GamaoMatchSummary *x = *(GamaoMatchSummary **) a, *y = *(GamaoMatchSummary **) b;
  int c = 0;

  if (sorting == GAMAO_STORE_SORT_LENGTH)
    c = (int) gamao_match_summary_get_length (y) - (int) gamao_match_summary_get_length (x);
  else if (sorting == GAMAO_STORE_SORT_OPPONENT)
    c = g_ascii_strcasecmp (gamao_match_summary_get_name (x, 1),
                            gamao_match_summary_get_name (y, 1));
  else if (sorting == GAMAO_STORE_SORT_PR)
    c = pr_key (x) < pr_key (y) ? -1 : pr_key (x) > pr_key (y);
  if (c)
    return c;
  if (gamao_match_summary_get_created (x) != gamao_match_summary_get_created (y))
    return gamao_match_summary_get_created (x) > gamao_match_summary_get_created (y) ? -1 : 1;
  return gamao_match_summary_get_id (x) > gamao_match_summary_get_id (y) ? -1 : 1;
}

static GPtrArray *
expected (GamaoStore *store, const GamaoStoreQuery *q)
{
  g_autoptr (GListStore) all = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, NULL);
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (all)); i++)
    {
      GamaoMatchSummary *m = g_list_model_get_item (G_LIST_MODEL (all), i);
      if (picked (store, m, q))
        g_ptr_array_add (rows, m);
      else
        g_object_unref (m);
    }
  sorting = q->sort;
  g_ptr_array_sort (rows, compare);
  return rows;
}

/* The statistics count the matches the list shows (the desk player
 * unset: seat 0's side, every match played). */
static void
assert_stats (GamaoStore *store, const GamaoStoreQuery *q, GPtrArray *want)
{
  g_autoptr (GError) error = NULL;
  guint won = 0, lost = 0, unfinished = 0;
  GamaoStoreStats stats;

  for (guint i = 0; i < want->len; i++)
    {
      GamaoMatchSummary *m = g_ptr_array_index (want, i);
      int winner = gamao_match_summary_get_winner (m);

      won += winner == 0;
      lost += winner > 0;
      unfinished += !gamao_match_summary_get_finished (m);
    }
  g_assert_true (gamao_store_query_stats (store, q, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.matches_won, ==, won);
  g_assert_cmpuint (stats.matches_lost, ==, lost);
  g_assert_cmpuint (stats.matches_unfinished, ==, unfinished);
}

static void
assert_query (GamaoStore *store, const GamaoStoreQuery *q)
{
  g_autoptr (GPtrArray) want = expected (store, q);
  g_autoptr (GPtrArray) got = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GError) error = NULL;

  g_assert_true (gamao_store_query_page (store, q, 0, N_MATCHES, got, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gamao_store_query_count (store, q, &error), ==, want->len);
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < want->len; i++)
    {
      gint64 id = gamao_match_summary_get_id (g_ptr_array_index (want, i));
      g_assert_cmpint (gamao_match_summary_get_id (g_ptr_array_index (got, i)), ==, id);
      g_assert_cmpint (gamao_store_query_position (store, q, id, &error), ==, i);
    }
  g_test_message ("%u rows", want->len);
  assert_stats (store, q, want);
}

static void
test_queries (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  const gint64 day = 86400, first = 1700000000;
  const GamaoStoreQuery queries[] = {
    { 0 },
    { .sort = GAMAO_STORE_SORT_LENGTH },
    { .sort = GAMAO_STORE_SORT_OPPONENT },
    { .sort = GAMAO_STORE_SORT_PR },
    { .opponent = "Rui", .result = GAMAO_STORE_FILTER_WON },
    { .result = GAMAO_STORE_FILTER_LOST, .sort = GAMAO_STORE_SORT_OPPONENT },
    { .result = GAMAO_STORE_FILTER_UNFINISHED, .by_length = TRUE, .length = 1 },
    { .by_length = TRUE, .length = 3, .sort = GAMAO_STORE_SORT_PR },
    { .since = first + 10 * day, .until = first + 40 * day, .sort = GAMAO_STORE_SORT_LENGTH },
    { .analysed = GAMAO_STORE_ANALYSED_YES, .sort = GAMAO_STORE_SORT_PR },
    { .analysed = GAMAO_STORE_ANALYSED_NO, .opponent = "rita" },
    { .search = "lis" },
    { .search = "LISBOA ri", .sort = GAMAO_STORE_SORT_OPPONENT },
    { .search = "alv" },                        /* "Álvaro", accent ignored */
    { .search = "torneio inv", .result = GAMAO_STORE_FILTER_WON },
    { .search = "cubo" },                       /* the notes */
    { .search = "\"Zé" },                       /* a quote is a character */
    { .search = "nobody" },
    { .search = "porto", .since = first + 5 * day, .by_length = TRUE, .length = 2,
      .analysed = GAMAO_STORE_ANALYSED_NO, .sort = GAMAO_STORE_SORT_LENGTH },
  };

  g_assert_no_error (error);
  fill (store);
  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      g_test_message ("query %u", i);
      assert_query (store, &queries[i]);
    }
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* The index follows what is written: a name changed, a match deleted
 * for good (salvage's pruning deletes rows). */
static void
test_index_follows (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  GamaoStoreQuery q = { .search = "bia" };

  g_assert_no_error (error);
  fill (store);
  g_assert_cmpint (gamao_store_query_count (store, &q, NULL), ==, N_MATCHES / 5);
  exec_sql (store, "UPDATE matches SET name1 = 'Beatriz' WHERE id = 1");
  exec_sql (store, "DELETE FROM matches WHERE id = 6");
  g_assert_cmpint (gamao_store_query_count (store, &q, NULL), ==, N_MATCHES / 5 - 2);
  q.search = "beatriz";
  g_assert_cmpint (gamao_store_query_count (store, &q, NULL), ==, 1);
  exec_sql (store, "INSERT INTO matches_text (matches_text) VALUES ('integrity-check')");
  g_assert_false (gamao_store_set_notes (store, 9999, "x", &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, guint *n)
{
  (*n)++;
}

/* A new query empties the list and fills it (two changes, never one per
 * row); the same one changes nothing. */
static void
test_list_model (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  g_autoptr (GamaoMatchList) list = NULL;
  GamaoStoreQuery q = { .search = "  porto ", .sort = GAMAO_STORE_SORT_PR };
  guint n = 0;

  g_assert_no_error (error);
  fill (store);
  list = gamao_match_list_new (store);
  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), &n);
  g_assert_true (gamao_match_list_set_query (list, &q));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (gamao_match_list_get_query (list)->search, ==, "porto");
  q.search = "porto";
  g_assert_false (gamao_match_list_set_query (list, &q));
  /* The opponent and result alone keep the search and the order. */
  g_assert_true (gamao_match_list_set_filter (list, "Rui", GAMAO_STORE_FILTER_ALL));
  g_assert_cmpuint (n, ==, 4);
  q.opponent = "Rui";
  assert_query (store, &q);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==,
                    gamao_store_query_count (store, &q, NULL));
  q.search = "   ";
  g_assert_true (gamao_match_list_set_query (list, &q));
  g_assert_null (gamao_match_list_get_query (list)->search);
  g_clear_object (&list);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* Every count by opponent, result and length, as version 10's groups
 * answer it, against the same count read from every match (a time
 * range from the epoch on picks them all and is not grouped). */
static void
assert_groups_count (GamaoStore *store)
{
  static const char *const players[] = { NULL, "Ana", "Bia" };
  const char *picked[G_N_ELEMENTS (opponents) + 2] = { NULL, "Nobody" };

  memcpy (picked + 2, opponents, sizeof opponents);
  for (guint p = 0; p < G_N_ELEMENTS (players); p++)
    {
      gamao_store_set_desk_player (store, players[p]);
      g_auto (GStrv) names = gamao_store_list_opponents (store, NULL);
      g_autoptr (GStrvBuilder) expected = g_strv_builder_new ();
      sqlite3_stmt *stmt = gamao_store_prepare_seen (
        store, SEATED_MATCHES "SELECT DISTINCT opponent FROM seen WHERE plays"
        " ORDER BY opponent COLLATE NOCASE", NULL, NULL);

      while (sqlite3_step (stmt) == SQLITE_ROW)
        g_strv_builder_add (expected, (const char *) sqlite3_column_text (stmt, 0));
      sqlite3_reset (stmt);
      g_auto (GStrv) rows = g_strv_builder_end (expected);
      g_assert_true (g_strv_equal ((const char *const *) names, (const char *const *) rows));
      for (guint o = 0; o < G_N_ELEMENTS (picked); o++)
        for (int result = 0; result <= GAMAO_STORE_FILTER_UNFINISHED; result++)
          for (guint length = 0; length <= 4; length++)
            {
              GamaoStoreQuery q = { .opponent = picked[o], .result = result,
                                    .by_length = length > 0, .length = length };
              GamaoStoreQuery every = q;

              every.since = 1;
              g_assert_cmpint (gamao_store_query_count (store, &q, NULL), ==,
                               gamao_store_query_count (store, &every, NULL));
            }
    }
  gamao_store_set_desk_player (store, NULL);
}

/* A history of each earlier version, with a match in it: migrated, its
 * names are searchable, and notes can be kept. */
static void
test_migration_from_every_version (void)
{
  for (int version = 1; version < GAMAO_STORE_SCHEMA_VERSION; version++)
    {
      g_autofree char *dir = store_test_make_dir ();
      g_autofree char *path = g_build_filename (dir, "history.db", NULL);
      g_autoptr (GError) error = NULL;
      GamaoStoreQuery q = { .search = "bi" };

      g_test_message ("from version %d", version);
      store_test_write_old_history (path, version);
      g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
      g_assert_no_error (error);
      g_assert_cmpint (gamao_store_query_count (store, &q, &error), ==, 1);
      g_assert_true (gamao_store_set_notes (store, 7, "revanche", &error));
      q.search = "revan";
      g_assert_cmpint (gamao_store_query_count (store, &q, &error), ==, 1);
      g_assert_no_error (error);
      /* Counted by version 10's groups, made from the rows kept. */
      assert_groups_count (store);
      g_assert_cmpint (gamao_store_query_count (store, NULL, &error), ==, 1);
      g_clear_object (&store);
      store_test_remove_dir (dir);
    }
}

/* The groups follow every change of a counted column: matches added,
 * finished, deleted and restored, renamed, erased. */
static void
test_groups_follow (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);

  g_assert_no_error (error);
  fill (store);
  assert_groups_count (store);
  for (gint64 id = 1; id <= 30; id += 3)
    g_assert_true (gamao_store_delete (store, id, &error));
  g_assert_true (gamao_store_undelete (store, 4, &error));
  g_assert_true (gamao_store_add_tracked_game (store, 2, 1, GAMAO_RESULT_GAMMON, 4, &error));
  g_assert_no_error (error);
  exec_sql (store, "UPDATE matches SET name1 = 'Bia' WHERE id = 5;"
                   "UPDATE matches SET name0 = 'Bia', name1 = 'Ana' WHERE id = 6;"
                   "UPDATE matches SET level1 = '3' WHERE id = 8;"
                   "UPDATE matches SET finished_at = NULL, winner = -1 WHERE id = 9;"
                   "DELETE FROM matches WHERE id IN (12, 13, 14);"
                   "UPDATE matches SET winner = 1 - winner WHERE id = 31;"
                   "UPDATE matches SET score0 = 2 WHERE id = 15;");
  assert_groups_count (store);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store-query/queries", test_queries);
  g_test_add_func ("/store-query/index-follows", test_index_follows);
  g_test_add_func ("/store-query/list-model", test_list_model);
  g_test_add_func ("/store-query/migration-from-every-version", test_migration_from_every_version);
  g_test_add_func ("/store-query/groups-follow", test_groups_follow);
  return g_test_run ();
}
