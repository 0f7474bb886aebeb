/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the actions do not hold: the steps of a turn not yet finished
 * (so that a crash does not lose them) and the end of a money session,
 * which no game ends. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include <glib/gi18n.h>

gboolean
gamao_store_save_turn (GamaoStore *self, gint64 id, const GamaoStep *steps, unsigned n_steps,
                       GError **error)
{
  g_autofree char *text = NULL;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  g_return_val_if_fail (n_steps <= 4, FALSE);
  stmt = gamao_store_prepare (self, "UPDATE matches SET turn_steps = ? WHERE id = ?", error);
  if (!stmt)
    return FALSE;
  if (n_steps > 0)
    {
      text = gamao_store_encode_steps (steps, n_steps);
      sqlite3_bind_text (stmt, 1, text, -1, SQLITE_TRANSIENT);
    }
  sqlite3_bind_int64 (stmt, 2, id);
  return gamao_store_run (self, stmt, error) && gamao_store_changed_one (self, id, error);
}

gboolean
gamao_store_load_turn (GamaoStore *self, gint64 id, GamaoStep steps[4], unsigned *n_steps,
                       GError **error)
{
  sqlite3_stmt *stmt;
  gboolean ok;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  *n_steps = 0;
  stmt = gamao_store_prepare (self, "SELECT turn_steps FROM matches WHERE id = ?", error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      sqlite3_reset (stmt);
      return gamao_store_no_match (id, error);
    }
  ok = gamao_store_decode_steps ((const char *) sqlite3_column_text (stmt, 0), steps, n_steps);
  sqlite3_reset (stmt);
  if (!ok)
    {
      /* Steps that do not read are dropped: the turn starts again from
       * its roll, as before this was kept. */
      *n_steps = 0;
      g_warning ("Match %lld: the steps of the turn in progress cannot be read",
                 (long long) id);
    }
  return TRUE;
}

gboolean
gamao_store_clear_turn (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self, "UPDATE matches SET turn_steps = NULL WHERE id = ? AND turn_steps IS NOT NULL", error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  return gamao_store_run (self, stmt, error);
}

gboolean
gamao_store_end_session (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  stmt = gamao_store_prepare (self,
                              "UPDATE matches SET finished_at = ?, turn_steps = NULL"
                              " WHERE id = ? AND length = 0 AND finished_at IS NULL",
                              error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, g_get_real_time () / G_USEC_PER_SEC);
  sqlite3_bind_int64 (stmt, 2, id);
  if (!gamao_store_run (self, stmt, error))
    return FALSE;
  if (sqlite3_changes (self->db) == 1)
    return TRUE;
  g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND,
               /* Translators: %lld is the match's number in the history, not a count. */
               _("There is no money session %lld in progress in the history."), (long long) id);
  return FALSE;
}
