/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Statistics against an opponent: the results of matches and games, and
 * every die each player rolled, so that players can see for themselves
 * whether the dice are fair. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include <string.h>

/* The matches counted, as the table `counted` (see SEATED_MATCHES):
 * those the query picks (the history's list, GAMAO_STORE_PICKED) that
 * the person at this desk played. */
#define COUNTED_MATCHES                                                                        \
  SEATED_MATCHES ", counted AS (SELECT * FROM seen WHERE plays AND " GAMAO_STORE_PICKED ") "

sqlite3_stmt *
gamao_store_prepare_seen (GamaoStore *self, const char *sql, const char *opponent, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self, sql, error);
  const char *me = gamao_store_get_desk_player (self);

  if (stmt && opponent)
    sqlite3_bind_text (stmt, 1, opponent, -1, SQLITE_TRANSIENT);
  if (stmt && me)
    sqlite3_bind_text (stmt, 2, me, -1, SQLITE_TRANSIENT);
  return stmt;
}

/* Steps through the rows; FALSE with `error` on an SQL error. */
static gboolean
finish_rows (GamaoStore *self, sqlite3_stmt *stmt, int rc, GError **error)
{
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE ? TRUE : gamao_store_fail (self, error);
}

static gboolean
count_matches (GamaoStore *self, const GamaoStoreQuery *query, GamaoStoreStats *stats,
               GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare_query (
    self,
    COUNTED_MATCHES
    "SELECT count(*) FILTER (WHERE m.winner = m.me),"
    " count(*) FILTER (WHERE m.winner >= 0 AND m.winner <> m.me),"
    " count(*) FILTER (WHERE m.finished_at IS NULL),"
    " coalesce(avg(m.length) FILTER (WHERE m.length > 0), 0),"
    " coalesce(avg((SELECT count(*) FROM games g WHERE g.match_id = m.id)), 0)"
    " FROM counted m",
    query, error);
  int rc;

  if (!stmt)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      stats->matches_won = (guint) sqlite3_column_int (stmt, 0);
      stats->matches_lost = (guint) sqlite3_column_int (stmt, 1);
      stats->matches_unfinished = (guint) sqlite3_column_int (stmt, 2);
      stats->average_length = sqlite3_column_double (stmt, 3);
      stats->average_games = sqlite3_column_double (stmt, 4);
      rc = SQLITE_DONE;
    }
  return finish_rows (self, stmt, rc, error);
}

static gboolean
count_games (GamaoStore *self, const GamaoStoreQuery *query, GamaoStoreStats *stats,
               GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare_query (self,
                                    COUNTED_MATCHES
                                    "SELECT g.winner <> m.me, g.result, count(*) FROM games g"
                                    " JOIN counted m ON m.id = g.match_id WHERE g.winner >= 0"
                                    " GROUP BY 1, 2",
                                    query, error);
  int rc;

  if (!stmt)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      /* The first column is 0 for a game the person at this desk won. */
      gboolean won = sqlite3_column_int (stmt, 0) == 0;
      int result = sqlite3_column_int (stmt, 1);
      guint n = (guint) sqlite3_column_int (stmt, 2);

      *(won ? &stats->games_won : &stats->games_lost) += n;
      if (result == GAMAO_RESULT_GAMMON)
        *(won ? &stats->gammons_won : &stats->gammons_lost) += n;
      else if (result == GAMAO_RESULT_BACKGAMMON)
        *(won ? &stats->backgammons_won : &stats->backgammons_lost) += n;
    }
  return finish_rows (self, stmt, rc, error);
}

static gboolean
count_dice (GamaoStore *self, const GamaoStoreQuery *query, GamaoStoreStats *stats,
               GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare_query (self,
                                    COUNTED_MATCHES
                                    "SELECT a.player <> m.me, a.die0, a.die1, count(*)"
                                    " FROM actions a JOIN games g ON g.id = a.game_id"
                                    " JOIN counted m ON m.id = g.match_id WHERE a.kind = 'roll'"
                                    " GROUP BY 1, 2, 3",
                                    query, error);
  int rc;

  if (!stmt)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int player = sqlite3_column_int (stmt, 0) ? 1 : 0;
      int d0 = sqlite3_column_int (stmt, 1), d1 = sqlite3_column_int (stmt, 2);
      guint64 n = (guint64) sqlite3_column_int64 (stmt, 3);

      if (d0 < 1 || d0 > 6 || d1 < 1 || d1 > 6)
        continue;
      stats->faces[player][d0] += n;
      stats->faces[player][d1] += n;
      stats->rolls[player] += n;
      if (d0 == d1)
        stats->doubles[player] += n;
    }
  return finish_rows (self, stmt, rc, error);
}

/* In the opening roll each player throws one die. */
static gboolean
count_openings (GamaoStore *self, const GamaoStoreQuery *query, GamaoStoreStats *stats,
               GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare_query (self,
                                    COUNTED_MATCHES
                                    "SELECT CASE m.me WHEN 0 THEN g.opening0 ELSE g.opening1 END,"
                                    " CASE m.me WHEN 0 THEN g.opening1 ELSE g.opening0 END,"
                                    " count(*) FROM games g JOIN counted m ON m.id = g.match_id"
                                    " WHERE g.opening0 > 0 GROUP BY 1, 2",
                                    query, error);
  int rc;

  if (!stmt)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int d0 = sqlite3_column_int (stmt, 0), d1 = sqlite3_column_int (stmt, 1);
      guint64 n = (guint64) sqlite3_column_int64 (stmt, 2);

      if (d0 >= 1 && d0 <= 6 && d1 >= 1 && d1 <= 6)
        {
          stats->faces[0][d0] += n;
          stats->faces[1][d1] += n;
        }
    }
  return finish_rows (self, stmt, rc, error);
}

gboolean
gamao_store_query_stats (GamaoStore *self, const GamaoStoreQuery *query, GamaoStoreStats *stats,
                         GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  memset (stats, 0, sizeof *stats);
  return count_matches (self, query, stats, error) && count_games (self, query, stats, error)
         && count_dice (self, query, stats, error) && count_openings (self, query, stats, error);
}

gboolean
gamao_store_get_stats (GamaoStore *self, const char *opponent, GamaoStoreStats *stats,
                       GError **error)
{
  GamaoStoreQuery query = { .opponent = opponent };

  return gamao_store_query_stats (self, &query, stats, error);
}
