/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading the history: whole matches back as records, the match to
 * resume and the names in it (the lists of matches are in
 * gamao-store-query.c). */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include "gamao-position-id.h"

#include <glib/gi18n.h>
#include <string.h>

static gboolean
bad_data (gint64 id, const char *why, GError **error)
{
  g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA,
               /* Translators: the match's number in the history, not a count. */
               _("Match %lld in the history cannot be read: %s"), (long long) id,
               why);
  return FALSE;
}

/* Reads one row of the actions query into `action`. */
static gboolean
read_action (sqlite3_stmt *stmt, GamaoAction *action)
{
  const char *steps = (const char *) sqlite3_column_text (stmt, 3);
  const char *after = (const char *) sqlite3_column_text (stmt, 4);

  memset (action, 0, sizeof *action);
  if (!gamao_store_action_from_key ((const char *) sqlite3_column_text (stmt, 0), &action->kind))
    return FALSE;
  action->player = sqlite3_column_int (stmt, 1);
  action->dice[0] = sqlite3_column_int (stmt, 2);
  action->dice[1] = sqlite3_column_int (stmt, 5);
  action->value = (unsigned) sqlite3_column_int64 (stmt, 6);
  action->result = (GamaoResultKind) sqlite3_column_int (stmt, 7);
  if (action->player < 0 || action->player > 1)
    return FALSE;
  if (action->kind != GAMAO_ACTION_PLAY)
    return TRUE;
  return gamao_store_decode_steps (steps, action->steps, &action->n_steps) && after
         && gamao_position_id_decode (after, &action->after, NULL) == GAMAO_ID_OK;
}

static gboolean
load_actions (GamaoStore *self, gint64 id, gint64 game_id, GamaoGameRecord *game,
              GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self,
                                            "SELECT kind, player, die0, steps, after, die1,"
                                            " value, result FROM actions WHERE game_id = ?"
                                            " ORDER BY seq",
                                            error);
  GamaoAction action;
  int rc;

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      if (!read_action (stmt, &action))
        {
          sqlite3_reset (stmt);
          return bad_data (id, _("an action that makes no sense"), error);
        }
      gamao_game_record_append (game, &action);
    }
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE ? TRUE : gamao_store_fail (self, error);
}

/* A game set up from a position: columns 6 to 9. */
static gboolean
read_start (sqlite3_stmt *stmt, GamaoGameRecord *game)
{
  const char *board = (const char *) sqlite3_column_text (stmt, 6);

  if (!board)
    return TRUE;
  game->has_start = true;
  game->start.on_roll = sqlite3_column_int (stmt, 7);
  game->start.cube_value = (unsigned) sqlite3_column_int64 (stmt, 8);
  game->start.cube_owner = sqlite3_column_int (stmt, 9);
  return gamao_position_id_decode (board, &game->start.board, NULL) == GAMAO_ID_OK;
}

static gboolean
load_games (GamaoStore *self, gint64 id, GamaoMatchRecord *record, GError **error)
{
  /* The game rows are read whole before their actions, since the actions
   * query reuses the connection. */
  sqlite3_stmt *stmt = gamao_store_prepare (self,
                                            "SELECT id, score0, score1, crawford, opening0,"
                                            " opening1, start_board, start_on_roll,"
                                            " start_cube, start_cube_owner"
                                            " FROM games WHERE match_id = ? ORDER BY number",
                                            error);
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 game_id = sqlite3_column_int64 (stmt, 0);
      GamaoGameRecord *game = gamao_match_record_add_game (
        record, (unsigned) sqlite3_column_int64 (stmt, 1),
        (unsigned) sqlite3_column_int64 (stmt, 2), sqlite3_column_int (stmt, 3) != 0);
      game->opening[0] = sqlite3_column_int (stmt, 4);
      game->opening[1] = sqlite3_column_int (stmt, 5);
      if (!read_start (stmt, game))
        {
          sqlite3_reset (stmt);
          return bad_data (id, _("a starting position that cannot be read"), error);
        }
      g_array_append_val (ids, game_id);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return gamao_store_fail (self, error);
  for (guint i = 0; i < ids->len; i++)
    if (!load_actions (self, id, g_array_index (ids, gint64, i), record->games[i], error))
      return FALSE;
  return TRUE;
}

static GamaoMatchRecord *
load_match (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;
  GamaoMatchRecord *record;

  stmt = gamao_store_prepare (self,
                              "SELECT length, " SHOWN_NAME0 ", " SHOWN_NAME1 ", rules, event,"
                              " place, event_date FROM matches WHERE id = ?",
                              error);
  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      sqlite3_reset (stmt);
      gamao_store_no_match (id, error);
      return NULL;
    }
  record = gamao_match_record_new ((unsigned) sqlite3_column_int64 (stmt, 0),
                                   (const char *) sqlite3_column_text (stmt, 1),
                                   (const char *) sqlite3_column_text (stmt, 2),
                                   (GamaoRules) sqlite3_column_int (stmt, 3));
  for (int i = 0; i < GAMAO_N_INFO; i++)
    gamao_match_record_set_info (record, (GamaoMatchInfo) i,
                                 (const char *) sqlite3_column_text (stmt, 4 + i));
  sqlite3_reset (stmt);
  if (!load_games (self, id, record, error))
    g_clear_pointer (&record, gamao_match_record_unref);
  return record;
}

GamaoMatchRecord *
gamao_store_load (GamaoStore *self, gint64 id, GError **error)
{
  GamaoMatchRecord *record;
  sqlite3_stmt *begin;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  if (!sqlite3_get_autocommit (self->db))
    return load_match (self, id, error);
  /* One read transaction for the several queries: a snapshot, so that a
   * match being written meanwhile is read as one consistent prefix (not
   * a game row from before its opening roll with the plays after it). */
  begin = gamao_store_prepare (self, "BEGIN", error);
  if (!begin || !gamao_store_run (self, begin, error))
    return NULL;
  record = load_match (self, id, error);
  gamao_store_rollback (self);
  return record;
}

gint64
gamao_store_find_unfinished (GamaoStore *self, GError **error)
{
  sqlite3_stmt *stmt;
  gint64 id = 0;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), 0);
  stmt = gamao_store_prepare (self,
                              "SELECT id FROM matches WHERE deleted_at IS NULL"
                              " AND finished_at IS NULL AND origin = 'played'"
                              " AND EXISTS (SELECT 1 FROM games g WHERE g.match_id = matches.id"
                              "             AND (g.opening0 > 0 OR g.start_board IS NOT NULL))"
                              " ORDER BY created_at DESC, id DESC LIMIT 1",
                              error);
  if (!stmt)
    return 0;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    gamao_store_fail (self, error);
  return id;
}

/* The first column of every row, as a sorted list of names. */
static GStrv
list_names (GamaoStore *self, sqlite3_stmt *stmt, GError **error)
{
  g_autoptr (GStrvBuilder) names = g_strv_builder_new ();
  int rc;

  if (!stmt)
    return NULL;
  /* Only the opponents' query has the parameter; elsewhere this is a no-op. */
  if (self->desk_player && sqlite3_bind_parameter_count (stmt) >= 2)
    sqlite3_bind_text (stmt, 2, self->desk_player, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_strv_builder_add (names, (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      gamao_store_fail (self, error);
      return NULL;
    }
  return g_strv_builder_end (names);
}

GStrv
gamao_store_list_opponents (GamaoStore *self, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  return list_names (self,
                     gamao_store_prepare (self,
                                          SEATED_GROUPS "SELECT DISTINCT opponent FROM seen"
                                          " WHERE plays"
                                          " ORDER BY opponent COLLATE NOCASE",
                                          error),
                     error);
}

GStrv
gamao_store_list_people (GamaoStore *self, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  return list_names (self,
                     gamao_store_prepare (self,
                                          "SELECT " SHOWN_NAME0 " AS name FROM " GROUPED_MATCHES
                                          " WHERE level0 IS NULL"
                                          " UNION SELECT " SHOWN_NAME1 " FROM " GROUPED_MATCHES
                                          " WHERE level1 IS NULL"
                                          " ORDER BY name COLLATE NOCASE",
                                          error),
                     error);
}
