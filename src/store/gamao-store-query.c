/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lists of matches: a match's summary, and the matches a query picks,
 * page by page, counted, and where one of them stands. Every filter, the
 * search and the order are one SQL statement, so that SQLite reads the
 * indexes (the time and length indexes for the order and ranges, the
 * full-text index for the words) and stops after the page; the list
 * model (gamao-match-list.h) asks only for what is shown. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include <string.h>

#define SUMMARY_COLUMNS_FROM                                                                   \
  "SELECT id, " SHOWN_NAME0 ", " SHOWN_NAME1 ", level0, level1, length, rules, created_at,"      \
  " coalesce(finished_at, 0), score0, score1, winner,"                                          \
  " (SELECT count(*) FROM games WHERE match_id = matches.id), origin, settings,"                 \
  " (SELECT pr FROM analysis_players p WHERE p.match_id = matches.id AND p.player = 0),"        \
  " (SELECT pr FROM analysis_players p WHERE p.match_id = matches.id AND p.player = 1),"        \
  " (SELECT weights FROM analyses a WHERE a.match_id = matches.id), event, place,"           \
  " event_date FROM "
#define SUMMARY_COLUMNS SUMMARY_COLUMNS_FROM "matches "

static GamaoMatchSummary *
read_summary (sqlite3_stmt *stmt)
{
  GamaoMatchSummaryFields f = {
    .id = sqlite3_column_int64 (stmt, 0),
    .names = { (const char *) sqlite3_column_text (stmt, 1),
               (const char *) sqlite3_column_text (stmt, 2) },
    .levels = { (const char *) sqlite3_column_text (stmt, 3),
                (const char *) sqlite3_column_text (stmt, 4) },
    .length = (guint) sqlite3_column_int64 (stmt, 5),
    .rules = (GamaoRules) sqlite3_column_int (stmt, 6),
    .created = sqlite3_column_int64 (stmt, 7),
    .finished = sqlite3_column_int64 (stmt, 8),
    .score = { (guint) sqlite3_column_int64 (stmt, 9), (guint) sqlite3_column_int64 (stmt, 10) },
    .winner = sqlite3_column_int (stmt, 11),
    .n_games = (guint) sqlite3_column_int (stmt, 12),
    .origin = (const char *) sqlite3_column_text (stmt, 13),
    .settings = (const char *) sqlite3_column_text (stmt, 14),
    .analysed = sqlite3_column_type (stmt, 15) != SQLITE_NULL,
    .pr = { sqlite3_column_double (stmt, 15), sqlite3_column_double (stmt, 16) },
    .analysis_weights = (const char *) sqlite3_column_text (stmt, 17),
    .info = { (const char *) sqlite3_column_text (stmt, 18),
              (const char *) sqlite3_column_text (stmt, 19),
              (const char *) sqlite3_column_text (stmt, 20) },
  };

  return gamao_match_summary_new (&f);
}

GamaoMatchSummary *
gamao_store_get_summary (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;
  GamaoMatchSummary *summary = NULL;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  stmt = gamao_store_prepare (self, SUMMARY_COLUMNS "WHERE id = ?", error);
  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    summary = read_summary (stmt);
  else
    gamao_store_no_match (id, error);
  sqlite3_reset (stmt);
  return summary;
}

/* The desk player's PR in a match, the analysed before the others. */
#define PR_KEY                                                                                 \
  "coalesce((SELECT pr FROM analysis_players p WHERE p.match_id = id AND p.player = me), 1e300)"

/* One statement per order, so that SQLite sees which index gives it: the
 * order, and when a listed row `it` comes after another (for where a row
 * stands). */
#define NEWEST "created_at DESC, id DESC"
#define AFTER_NEWEST "(p.created_at, p.id) > (it.created_at, it.id)"
#define ORDER_DATE NEWEST
#define BEFORE_DATE AFTER_NEWEST
#define ORDER_LENGTH "length DESC, " NEWEST
#define BEFORE_LENGTH "(p.length, p.created_at, p.id) > (it.length, it.created_at, it.id)"
#define ORDER_OPPONENT "opponent COLLATE NOCASE, " NEWEST
#define BEFORE_OPPONENT                                                                        \
  "(p.opponent COLLATE NOCASE < it.opponent"                                                   \
  " OR (p.opponent COLLATE NOCASE = it.opponent AND " AFTER_NEWEST "))"
#define ORDER_PR "k, " NEWEST
#define BEFORE_PR "(p.k < it.k OR (p.k = it.k AND " AFTER_NEWEST "))"

/* `picked`: the rows picked, with their sort key `k` (the PR's, unused
 * by the others). */
#define PICKED_ROWS                                                                            \
  SEATED_MATCHES ", picked AS (SELECT *, " PR_KEY " AS k FROM seen WHERE " GAMAO_STORE_PICKED ") "
#define PAGE(ORDER)                                                                            \
  PICKED_ROWS SUMMARY_COLUMNS_FROM "picked matches ORDER BY " ORDER " LIMIT ?9 OFFSET ?10"
#define POSITION(BEFORE)                                                                       \
  PICKED_ROWS ", it AS (SELECT * FROM picked WHERE id = ?9)"                                   \
  " SELECT (SELECT count(*) FROM picked p, it WHERE " BEFORE ") FROM it"

static const char *const page_sql[GAMAO_STORE_N_SORTS] = {
  PAGE (ORDER_DATE), PAGE (ORDER_LENGTH), PAGE (ORDER_OPPONENT), PAGE (ORDER_PR),
};
static const char *const position_sql[GAMAO_STORE_N_SORTS] = {
  POSITION (BEFORE_DATE), POSITION (BEFORE_LENGTH), POSITION (BEFORE_OPPONENT),
  POSITION (BEFORE_PR),
};

char *
gamao_store_search_expression (const char *words)
{
  g_auto (GStrv) parts = g_strsplit_set (words ? words : "", " \t\n\r", -1);
  g_autoptr (GString) expression = g_string_new (NULL);

  for (guint i = 0; parts[i]; i++)
    {
      g_auto (GStrv) quotes = NULL;
      g_autofree char *quoted = NULL;

      if (*parts[i] == '\0')
        continue;
      /* A double quote inside a string is written twice. */
      quotes = g_strsplit (parts[i], "\"", -1);
      quoted = g_strjoinv ("\"\"", quotes);
      g_string_append_printf (expression, "%s\"%s\"*", expression->len ? " " : "", quoted);
    }
  return expression->len ? g_string_free (g_steal_pointer (&expression), FALSE) : NULL;
}

sqlite3_stmt *
gamao_store_prepare_query (GamaoStore *self, const char *sql, const GamaoStoreQuery *query,
                           GError **error)
{
  static const GamaoStoreQuery all = { 0 };
  sqlite3_stmt *stmt;
  char *search;

  if (!query)
    query = &all;
  if (!(stmt = gamao_store_prepare_seen (self, sql, query->opponent, error)))
    return NULL;
  sqlite3_bind_int (stmt, 3, (int) query->result);
  if ((search = gamao_store_search_expression (query->search)))
    sqlite3_bind_text (stmt, 4, search, -1, g_free);
  if (query->since)
    sqlite3_bind_int64 (stmt, 5, query->since);
  if (query->until)
    sqlite3_bind_int64 (stmt, 6, query->until);
  if (query->by_length)
    sqlite3_bind_int64 (stmt, 7, query->length);
  sqlite3_bind_int (stmt, 8, (int) query->analysed);
  return stmt;
}

static GamaoStoreSort
sort_of (const GamaoStoreQuery *query)
{
  return query && query->sort < GAMAO_STORE_N_SORTS ? query->sort : GAMAO_STORE_SORT_DATE;
}

gboolean
gamao_store_query_page (GamaoStore *self, const GamaoStoreQuery *query, guint offset,
                        guint limit, GPtrArray *summaries, GError **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  if (!(stmt = gamao_store_prepare_query (self, page_sql[sort_of (query)], query, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 9, limit);
  sqlite3_bind_int64 (stmt, 10, offset);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (summaries, read_summary (stmt));
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE || gamao_store_fail (self, error);
}

gint64
gamao_store_query_count (GamaoStore *self, const GamaoStoreQuery *query, GError **error)
{
  g_autofree char *words = query ? gamao_store_search_expression (query->search) : NULL;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), -1);
  /* Blank words are no search (see gamao_store_search_expression()). */
  if (!words && (!query || (!query->since && !query->until
                            && query->analysed == GAMAO_STORE_ANALYSED_ANY)))
    /* By the groups of matches: a few hundred rows, not every match. */
    stmt = gamao_store_prepare_query (self,
                                      SEATED_GROUPS "SELECT coalesce(sum(n), 0) FROM seen"
                                      " WHERE " GAMAO_STORE_PICKED_BY_GROUP,
                                      query, error);
  else if (words)
    stmt = gamao_store_prepare_query (self,
                                      SEATED_MATCHES "SELECT count(*) FROM seen"
                                      " WHERE id IN (SELECT rowid FROM matches_text"
                                      "   WHERE matches_text MATCH ?4)"
                                      " AND " GAMAO_STORE_PICKED_BUT_WORDS,
                                      query, error);
  else
    stmt = gamao_store_prepare_query (
      self, SEATED_MATCHES "SELECT count(*) FROM seen WHERE " GAMAO_STORE_PICKED, query, error);
  if (!stmt)
    return -1;
  return gamao_store_count_of (self, stmt, error);
}

gint64
gamao_store_query_position (GamaoStore *self, const GamaoStoreQuery *query, gint64 id,
                            GError **error)
{
  sqlite3_stmt *stmt;
  gint64 position = -1;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), -1);
  if (!(stmt = gamao_store_prepare_query (self, position_sql[sort_of (query)], query, error)))
    return -1;
  sqlite3_bind_int64 (stmt, 9, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    position = sqlite3_column_int64 (stmt, 0);
  else if (rc != SQLITE_DONE)
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return position;
}

/* ---- the lists by opponent and result alone ---- */

gboolean
gamao_store_list_page (GamaoStore *self, const char *opponent, GamaoStoreFilter filter,
                       guint offset, guint limit, GPtrArray *summaries, GError **error)
{
  GamaoStoreQuery query = { .opponent = opponent, .result = filter };

  return gamao_store_query_page (self, &query, offset, limit, summaries, error);
}

gint64
gamao_store_count_listed (GamaoStore *self, const char *opponent, GamaoStoreFilter filter,
                          GError **error)
{
  GamaoStoreQuery query = { .opponent = opponent, .result = filter };

  return gamao_store_query_count (self, &query, error);
}

gint64
gamao_store_listed_position (GamaoStore *self, const char *opponent, GamaoStoreFilter filter,
                             gint64 id, GError **error)
{
  GamaoStoreQuery query = { .opponent = opponent, .result = filter };

  return gamao_store_query_position (self, &query, id, error);
}

GListStore *
gamao_store_list (GamaoStore *self, const char *opponent, GamaoStoreFilter filter,
                  GError **error)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  GListStore *list;

  if (!gamao_store_list_page (self, opponent, filter, 0, G_MAXUINT, rows, error))
    return NULL;
  list = g_list_store_new (GAMAO_TYPE_MATCH_SUMMARY);
  g_list_store_splice (list, 0, 0, rows->pdata, rows->len);
  return list;
}

GArray *
gamao_store_list_lengths (GamaoStore *self, GError **error)
{
  g_autoptr (GArray) lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  /* The length index answers it without reading the matches (so the
   * lengths of deleted matches are offered too). */
  stmt = gamao_store_prepare (self, "SELECT DISTINCT length FROM matches ORDER BY length",
                              error);
  if (!stmt)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      guint length = (guint) sqlite3_column_int64 (stmt, 0);
      g_array_append_val (lengths, length);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      gamao_store_fail (self, error);
      return NULL;
    }
  return g_steal_pointer (&lengths);
}

gboolean
gamao_store_set_notes (GamaoStore *self, gint64 id, const char *notes, GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  stmt = gamao_store_prepare (self, "UPDATE matches SET notes = ?2 WHERE id = ?1", error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (notes && *notes)
    sqlite3_bind_text (stmt, 2, notes, -1, SQLITE_TRANSIENT);
  return gamao_store_run (self, stmt, error) && gamao_store_changed_one (self, id, error);
}
