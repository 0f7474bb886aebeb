/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The breakdown of a kept analysis that its player rows do not hold,
 * read from its decisions and judged by src/ai's rules: each player's
 * missed and wrong doubles, wrong takes and passes, and each game's
 * luck. Analyses kept by every schema version have what it needs. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-analysis.h"
#include "gamao-store-private.h"

gboolean
gamao_store_count_cube_errors (GamaoStore *self, gint64 id, GamaoPlayerAnalysis players[2],
                               GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "SELECT kind, player, played_choice, best_choice, equity_loss FROM analysis_decisions"
    " WHERE match_id = ? AND kind IN ('double', 'take') AND counted",
    error);
  int rc;

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *kind = (const char *) sqlite3_column_text (stmt, 0);
      int k = sqlite3_column_int (stmt, 1);
      GamaoCubeError e = gamao_cube_error_of (
        g_strcmp0 (kind, "double") == 0 ? GAMAO_DECISION_DOUBLE : GAMAO_DECISION_TAKE,
        (GamaoChoice) sqlite3_column_int (stmt, 2), (GamaoChoice) sqlite3_column_int (stmt, 3),
        (float) sqlite3_column_double (stmt, 4));
      if (k == 0 || k == 1)
        gamao_cube_error_tally (e, &players[k].missed_doubles, &players[k].wrong_doubles,
                                &players[k].wrong_takes, &players[k].wrong_passes);
    }
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE || gamao_store_fail (self, error);
}

GArray *
gamao_store_list_game_luck (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;
  GArray *games;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  stmt = gamao_store_prepare (self,
                              "SELECT game, player, luck FROM analysis_decisions"
                              " WHERE match_id = ? AND kind = 'checker' AND luck IS NOT NULL"
                              " ORDER BY game",
                              error);
  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  games = g_array_new (FALSE, TRUE, sizeof (GamaoGameLuck));
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      guint game = (guint) sqlite3_column_int (stmt, 0);
      int k = sqlite3_column_int (stmt, 1);
      if (game >= 4096 || (k != 0 && k != 1))
        continue;
      if (games->len <= game)
        g_array_set_size (games, game + 1);
      GamaoGameLuck *g = &g_array_index (games, GamaoGameLuck, game);
      g->rolls[k]++;
      g->luck[k] += sqlite3_column_double (stmt, 2);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      gamao_store_fail (self, error);
      g_array_unref (games);
      return NULL;
    }
  return games;
}
