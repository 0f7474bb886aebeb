/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing matches: new matches, the actions of a match as it goes on
 * (one transaction each), whole imported files (one transaction for
 * all), tracked games, and deleting. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include "gamao-player-names.h"

#include "gamao-match.h"
#include "gamao-match-file.h"
#include "gamao-position-id.h"
#include "gamao-store-mistakes.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* The day a file says a match was played, as the time of its row: noon
 * UTC, the same day in every time zone a player is likely to be in. */
static gint64
created_seconds (const GamaoMatchRecord *record)
{
  const char *date = record->info[GAMAO_INFO_DATE];
  g_autoptr (GDateTime) noon = NULL;

  if (date)
    noon = g_date_time_new_utc (atoi (date), atoi (date + 5), atoi (date + 8), 12, 0, 0);
  return noon ? g_date_time_to_unix (noon) : now_seconds ();
}

static void
bind_text_or_null (sqlite3_stmt *stmt, int index, const char *text)
{
  if (text)
    sqlite3_bind_text (stmt, index, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, index);
}

/* The name as kept: a name the program made up for the seat is kept as
 * none, to be shown in the language of the day (gamao-player-names.h). */
static const char *
typed_name (const GamaoMatchRecord *record, const char *const levels[2], int seat)
{
  const char *name = record->names[seat] ? record->names[seat] : "";
  const char *level = levels ? levels[seat] : NULL;
  const char *other_level = levels ? levels[1 - seat] : NULL;

  return gamao_player_names_is_default (name, seat, level, other_level) ? "" : name;
}

gboolean
gamao_store_insert_match (GamaoStore *self, const GamaoMatchRecord *record,
                          const char *const levels[2], const char *origin, const char *settings,
                          gint64 *id, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "INSERT INTO matches (length, name0, name1, rules, created_at, origin, level0, level1,"
    " settings, event, place, event_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, record->length);
  for (int seat = 0; seat < 2; seat++)
    sqlite3_bind_text (stmt, 2 + seat, typed_name (record, levels, seat), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 4, (int) record->rules);
  sqlite3_bind_int64 (stmt, 5, created_seconds (record));
  sqlite3_bind_text (stmt, 6, origin, -1, SQLITE_TRANSIENT);
  bind_text_or_null (stmt, 7, levels ? levels[0] : NULL);
  bind_text_or_null (stmt, 8, levels ? levels[1] : NULL);
  bind_text_or_null (stmt, 9, settings);
  bind_text_or_null (stmt, 10, record->info[GAMAO_INFO_EVENT]);
  bind_text_or_null (stmt, 11, record->info[GAMAO_INFO_PLACE]);
  bind_text_or_null (stmt, 12, record->info[GAMAO_INFO_DATE]);
  if (!gamao_store_run (self, stmt, error))
    return FALSE;
  *id = sqlite3_last_insert_rowid (self->db);
  return TRUE;
}

gboolean
gamao_store_insert_game (GamaoStore *self, gint64 match_id, guint number,
                         const GamaoGameRecord *game, gint64 *game_id, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "INSERT INTO games (match_id, number, score0, score1, crawford, opening0, opening1,"
    " start_board, start_on_roll, start_cube, start_cube_owner)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    error);
  char start_board[GAMAO_POSITION_ID_LEN + 1];

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, (int) number);
  sqlite3_bind_int64 (stmt, 3, game->score[0]);
  sqlite3_bind_int64 (stmt, 4, game->score[1]);
  sqlite3_bind_int (stmt, 5, game->crawford ? 1 : 0);
  sqlite3_bind_int (stmt, 6, game->opening[0]);
  sqlite3_bind_int (stmt, 7, game->opening[1]);
  if (game->has_start)
    {
      gamao_position_id_encode (&game->start.board, start_board);
      sqlite3_bind_text (stmt, 8, start_board, -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 9, game->start.on_roll);
      sqlite3_bind_int64 (stmt, 10, game->start.cube_value);
      sqlite3_bind_int (stmt, 11, game->start.cube_owner);
    }
  else
    {
      sqlite3_bind_int (stmt, 9, 0);
      sqlite3_bind_int (stmt, 10, 1);
      sqlite3_bind_int (stmt, 11, GAMAO_CUBE_CENTERED);
    }
  if (!gamao_store_run (self, stmt, error))
    return FALSE;
  *game_id = sqlite3_last_insert_rowid (self->db);
  return TRUE;
}

/* Keeps the game's result on its row and the match's score on the
 * match's row, so lists and statistics read no actions. */
static gboolean
score_game (GamaoStore *self, gint64 match_id, gint64 game_id, const GamaoGameRecord *game,
            const GamaoAction *end, guint length, GError **error)
{
  sqlite3_stmt *stmt;
  guint score[2] = { game->score[0], game->score[1] };
  guint multiplier = end->result > 0 ? (guint) end->result : 1;
  gboolean match_over;

  score[end->player] += end->value;
  match_over = length > 0 && score[end->player] >= length;
  stmt = gamao_store_prepare (
    self, "UPDATE games SET winner = ?, points = ?, result = ?, cube = ? WHERE id = ?", error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int (stmt, 1, end->player);
  sqlite3_bind_int64 (stmt, 2, end->value);
  sqlite3_bind_int (stmt, 3, (int) end->result);
  sqlite3_bind_int64 (stmt, 4, MAX (1, end->value / multiplier));
  sqlite3_bind_int64 (stmt, 5, game_id);
  if (!gamao_store_run (self, stmt, error))
    return FALSE;

  stmt = gamao_store_prepare (self,
                              "UPDATE matches SET score0 = ?, score1 = ?, winner = ?,"
                              " finished_at = ? WHERE id = ?",
                              error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, score[0]);
  sqlite3_bind_int64 (stmt, 2, score[1]);
  sqlite3_bind_int (stmt, 3, match_over ? end->player : -1);
  if (match_over)
    sqlite3_bind_int64 (stmt, 4, now_seconds ());
  else
    sqlite3_bind_null (stmt, 4);
  sqlite3_bind_int64 (stmt, 5, match_id);
  return gamao_store_run (self, stmt, error);
}

gboolean
gamao_store_insert_action (GamaoStore *self, gint64 match_id, gint64 game_id,
                           const GamaoGameRecord *game, gsize seq, guint length, GError **error)
{
  const GamaoAction *action = &game->actions[seq];
  g_autofree char *steps = NULL;
  char after[GAMAO_POSITION_ID_LEN + 1];
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "INSERT INTO actions (game_id, seq, kind, player, die0, die1, steps, after, value, result)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game_id);
  sqlite3_bind_int64 (stmt, 2, (gint64) seq);
  sqlite3_bind_text (stmt, 3, gamao_store_action_key (action->kind), -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 4, action->player);
  sqlite3_bind_int (stmt, 5, action->dice[0]);
  sqlite3_bind_int (stmt, 6, action->dice[1]);
  if (action->kind == GAMAO_ACTION_PLAY)
    {
      steps = gamao_store_encode_steps (action->steps, action->n_steps);
      gamao_position_id_encode (&action->after, after);
      sqlite3_bind_text (stmt, 7, steps, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 8, after, -1, SQLITE_STATIC);
    }
  sqlite3_bind_int64 (stmt, 9, action->value);
  sqlite3_bind_int (stmt, 10, (int) action->result);
  if (!gamao_store_run (self, stmt, error) || !gamao_store_clear_turn (self, match_id, error))
    return FALSE;
  if (action->kind == GAMAO_ACTION_GAME_END)
    return score_game (self, match_id, game_id, game, action, length, error);
  return TRUE;
}

/* ---- appending as the match goes on ---- */

/* What the database holds of a match: its length, how many games, and
 * of the last game its row, whether its opening roll is in and how many
 * actions. */
typedef struct
{
  guint length;
  guint n_games;
  gint64 last_game_id;
  gboolean last_opening;
  gsize last_actions;
} Stored;

static gboolean
read_stored (GamaoStore *self, gint64 id, Stored *stored, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self, "SELECT length FROM matches WHERE id = ?", error);

  memset (stored, 0, sizeof *stored);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      sqlite3_reset (stmt);
      return gamao_store_no_match (id, error);
    }
  stored->length = (guint) sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);

  stmt = gamao_store_prepare (self,
                              "SELECT id, number, opening0,"
                              " (SELECT count(*) FROM actions WHERE game_id = games.id)"
                              " FROM games WHERE match_id = ? ORDER BY number DESC LIMIT 1",
                              error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      stored->last_game_id = sqlite3_column_int64 (stmt, 0);
      stored->n_games = (guint) sqlite3_column_int (stmt, 1);
      stored->last_opening = sqlite3_column_int (stmt, 2) != 0;
      stored->last_actions = (gsize) sqlite3_column_int64 (stmt, 3);
    }
  sqlite3_reset (stmt);
  return TRUE;
}

static gboolean
store_opening (GamaoStore *self, gint64 game_id, const GamaoGameRecord *game, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self, "UPDATE games SET opening0 = ?, opening1 = ? WHERE id = ?", error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int (stmt, 1, game->opening[0]);
  sqlite3_bind_int (stmt, 2, game->opening[1]);
  sqlite3_bind_int64 (stmt, 3, game_id);
  return gamao_store_run (self, stmt, error);
}

/* Runs one write as a transaction of its own. */
#define IN_TRANSACTION(self, error, write)                                                      \
  (gamao_store_begin ((self), (error))                                                         \
   && ((write) ? gamao_store_commit ((self), (error)) : (gamao_store_rollback (self), FALSE)))

/* How many actions from `seq` on must be written in one transaction: a
 * roll with no legal play goes with its pass, since a record that ends
 * on such a roll does not replay. */
static gsize
actions_together (const GamaoGameRecord *game, gsize seq)
{
  if (game->actions[seq].kind == GAMAO_ACTION_ROLL && seq + 1 < game->n_actions
      && game->actions[seq + 1].kind == GAMAO_ACTION_PASS)
    return 2;
  return 1;
}

static gboolean
insert_actions (GamaoStore *self, gint64 id, const Stored *stored, const GamaoGameRecord *game,
                gsize seq, gsize n, GError **error)
{
  for (gsize i = seq; i < seq + n; i++)
    if (!gamao_store_insert_action (self, id, stored->last_game_id, game, i, stored->length,
                                    error))
      return FALSE;
  return TRUE;
}

static gboolean
append_game (GamaoStore *self, gint64 id, Stored *stored, const GamaoMatchRecord *record,
             guint index, GError **error)
{
  const GamaoGameRecord *game = record->games[index];

  if (index >= stored->n_games)
    {
      if (!IN_TRANSACTION (self, error,
                           gamao_store_insert_game (self, id, index + 1, game,
                                                    &stored->last_game_id, error)))
        return FALSE;
      stored->n_games = index + 1;
      stored->last_opening = game->opening[0] != 0;
      stored->last_actions = 0;
    }
  else if (!stored->last_opening && game->opening[0] != 0)
    {
      if (!IN_TRANSACTION (self, error, store_opening (self, stored->last_game_id, game, error)))
        return FALSE;
      stored->last_opening = TRUE;
    }
  while (stored->last_actions < game->n_actions)
    {
      gsize n = actions_together (game, stored->last_actions);
      if (!IN_TRANSACTION (self, error,
                           insert_actions (self, id, stored, game, stored->last_actions, n,
                                           error)))
        return FALSE;
      stored->last_actions += n;
    }
  return TRUE;
}

gboolean
gamao_store_append (GamaoStore *self, gint64 id, const GamaoMatchRecord *record, GError **error)
{
  Stored stored;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  if (!read_stored (self, id, &stored, error))
    return FALSE;
  if (stored.n_games > record->n_games
      || (stored.n_games > 0
          && stored.last_actions > record->games[stored.n_games - 1]->n_actions))
    {
      g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA,
                   _("The match in the history is longer than the one being saved."));
      return FALSE;
    }
  for (guint i = stored.n_games > 0 ? stored.n_games - 1 : 0; i < record->n_games; i++)
    if (!append_game (self, id, &stored, record, i, error))
      return FALSE;
  return TRUE;
}

gint64
gamao_store_add_match (GamaoStore *self, const GamaoMatchRecord *record,
                       const char *const levels[2], const char *origin, const char *settings,
                       GError **error)
{
  gint64 id = 0;

  g_return_val_if_fail (GAMAO_IS_STORE (self), 0);
  g_return_val_if_fail (record != NULL, 0);
  if (!IN_TRANSACTION (self, error,
                       gamao_store_insert_match (self, record, levels,
                                                 origin ? origin : GAMAO_STORE_ORIGIN_PLAYED,
                                                 settings, &id, error)))
    return 0;
  return gamao_store_append (self, id, record, error) ? id : 0;
}

/* ---- import ---- */

/* A dated match finished the day it was played, not when it was read. */
static gboolean
finished_on_its_day (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self, "UPDATE matches SET finished_at = created_at WHERE id = ? AND finished_at IS NOT NULL",
    error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  return gamao_store_run (self, stmt, error);
}

static gboolean
insert_whole_as (GamaoStore *self, const GamaoMatchRecord *record, const char *const levels[2],
                 const char *origin, gint64 *id, GError **error)
{
  if (!gamao_store_insert_match (self, record, levels, origin, NULL, id, error))
    return FALSE;
  for (guint i = 0; i < record->n_games; i++)
    {
      const GamaoGameRecord *game = record->games[i];
      gint64 game_id;

      if (!gamao_store_insert_game (self, *id, i + 1, game, &game_id, error))
        return FALSE;
      for (gsize seq = 0; seq < game->n_actions; seq++)
        if (!gamao_store_insert_action (self, *id, game_id, game, seq, record->length, error))
          return FALSE;
    }
  return !record->info[GAMAO_INFO_DATE] || finished_on_its_day (self, *id, error);
}

static gboolean
insert_whole (GamaoStore *self, const GamaoMatchRecord *record, gint64 *id, GError **error)
{
  return insert_whole_as (self, record, NULL, GAMAO_STORE_ORIGIN_IMPORTED, id, error);
}

static gboolean
insert_records (GamaoStore *self, GamaoMatchRecord *const *records, guint n_records,
                const char *const levels[2], const char *origin, GError **error)
{
  gint64 id;

  for (guint i = 0; i < n_records; i++)
    if (!insert_whole_as (self, records[i], levels, origin, &id, error))
      return FALSE;
  return TRUE;
}

gint64
gamao_store_add_match_whole (GamaoStore *self, const GamaoMatchRecord *record,
                             const char *const levels[2], const char *origin, GError **error)
{
  gint64 id = 0;

  g_return_val_if_fail (GAMAO_IS_STORE (self), 0);
  if (!IN_TRANSACTION (self, error,
                       insert_whole_as (self, record, levels,
                                        origin ? origin : GAMAO_STORE_ORIGIN_PLAYED, &id, error)))
    return 0;
  return id;
}

gboolean
gamao_store_add_records (GamaoStore *self, GamaoMatchRecord *const *records, guint n_records,
                         const char *const levels[2], const char *origin, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  return IN_TRANSACTION (self, error,
                         insert_records (self, records, n_records, levels,
                                         origin ? origin : GAMAO_STORE_ORIGIN_PLAYED, error));
}

gint64
gamao_store_import (GamaoStore *self, const char *text, gsize length, GError **error)
{
  GamaoMatfileError file_error = { 0, "" };
  GamaoSgfNotes notes = { 0 };
  GamaoMatchRecord *record;
  gint64 id = 0;

  g_return_val_if_fail (GAMAO_IS_STORE (self), 0);
  /* An .sgf's comments are notes (issue 29). */
  record = gamao_match_file_detect (text, length) == GAMAO_MATCH_FILE_SGF
             ? gamao_sgf_read_with_notes (text, length, &notes, &file_error)
             : gamao_match_file_read (text, length, &file_error);
  if (!record)
    {
      if (file_error.line > 0)
        /* Translators: a line number in the file, not a count. */
        g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_FILE, _("Line %u: %s"),
                     file_error.line, file_error.message);
      else
        g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_FILE,
                             file_error.message);
      return 0;
    }
  /* The reader checks each play; replaying also checks the flow (turns,
   * cube, scores), so that whatever is imported can be replayed. */
  g_autoptr (GError) replay_error = NULL;
  g_autoptr (GamaoMatch) replayed = gamao_match_new_from_record (record, &replay_error);
  if (!replayed)
    {
      g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_FILE,
                           replay_error->message);
      gamao_match_record_unref (record);
      gamao_sgf_notes_clear (&notes);
      return 0;
    }
  gboolean ok = IN_TRANSACTION (self, error,
                                insert_whole (self, record, &id, error)
                                  && gamao_store_keep_sgf_notes (self, id, &notes, error));
  gamao_sgf_notes_clear (&notes);
  gamao_match_record_unref (record);
  return ok ? id : 0;
}

char *
gamao_store_export_as (GamaoStore *self, gint64 id, GamaoMatchFileFormat format,
                       GError **error)
{
  g_autoptr (GamaoMatchSummary) summary = gamao_store_get_summary (self, id, error);
  GamaoMatchRecord *record;
  char *text, *copy;

  if (!summary)
    return NULL;
  /* A .mat file is the moves; a tracked match has only the results. */
  if (g_strcmp0 (gamao_match_summary_get_origin (summary), GAMAO_STORE_ORIGIN_TRACKED) == 0)
    {
      g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_TRACKED,
                           _("A match tracked on a real board has no moves to write to a .mat "
                             "file."));
      return NULL;
    }
  if (!(record = gamao_store_load (self, id, error)))
    return NULL;
  /* Both formats begin every game with the opening roll. */
  if (gamao_match_record_has_start (record))
    {
      gamao_match_record_unref (record);
      g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_EXPORTABLE,
                           format == GAMAO_MATCH_FILE_SGF
                             ? _("This match starts from a set-up position, and Gamão writes "
                                 ".sgf files only of games that begin with the opening roll.")
                             : _("This match starts from a set-up position, and a .mat file can "
                                 "only hold games that begin with the opening roll."));
      return NULL;
    }
  GamaoSgfNotes notes = { 0 };
  if (format == GAMAO_MATCH_FILE_SGF && !gamao_store_read_sgf_notes (self, id, &notes, error))
    {
      gamao_sgf_notes_clear (&notes);
      gamao_match_record_unref (record);
      return NULL;
    }
  text = format == GAMAO_MATCH_FILE_SGF ? gamao_sgf_write_with_notes (record, &notes)
                                        : gamao_match_file_write (record, format);
  gamao_sgf_notes_clear (&notes);
  gamao_match_record_unref (record);
  copy = g_strdup (text);
  free (text);
  return copy;
}

char *
gamao_store_export (GamaoStore *self, gint64 id, GError **error)
{
  return gamao_store_export_as (self, id, GAMAO_MATCH_FILE_MAT, error);
}

/* ---- deleting ---- */

static gboolean
set_deleted (GamaoStore *self, gint64 id, gboolean deleted, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self, "UPDATE matches SET deleted_at = ? WHERE id = ?",
                                            error);

  if (!stmt)
    return FALSE;
  if (deleted)
    sqlite3_bind_int64 (stmt, 1, now_seconds ());
  else
    sqlite3_bind_null (stmt, 1);
  sqlite3_bind_int64 (stmt, 2, id);
  return gamao_store_run (self, stmt, error) && gamao_store_changed_one (self, id, error);
}

gboolean
gamao_store_delete (GamaoStore *self, gint64 id, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  return set_deleted (self, id, TRUE, error);
}

gboolean
gamao_store_undelete (GamaoStore *self, gint64 id, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  return set_deleted (self, id, FALSE, error);
}
