/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Named positions: the table of schema version 10 (the migration says
 * why it stands alone), read a page at a time like the mistakes
 * library. See gamao-store-positions.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-positions.h"
#include "gamao-store-private.h"

#include "gamao-setup-position.h"

#include <glib/gi18n.h>

struct _GamaoNamedPosition
{
  GObject parent_instance;
  GamaoNamedPositionData data;
};

G_DEFINE_FINAL_TYPE (GamaoNamedPosition, gamao_named_position, G_TYPE_OBJECT)

static void
gamao_named_position_finalize (GObject *object)
{
  GamaoNamedPositionData *data = &GAMAO_NAMED_POSITION (object)->data;

  g_free (data->name);
  g_free (data->note);
  g_free (data->xgid);
  G_OBJECT_CLASS (gamao_named_position_parent_class)->finalize (object);
}

static void
gamao_named_position_class_init (GamaoNamedPositionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gamao_named_position_finalize;
}

static void
gamao_named_position_init (GamaoNamedPosition *self)
{
}

const GamaoNamedPositionData *
gamao_named_position_get_data (GamaoNamedPosition *self)
{
  g_return_val_if_fail (GAMAO_IS_NAMED_POSITION (self), NULL);
  return &self->data;
}

/* ---- the rules of a kept position ---- */

gboolean
gamao_named_position_name_ok (const char *name)
{
  g_autofree char *text = g_strstrip (g_strdup (name ? name : ""));

  return *text != '\0';
}

/* The name as kept: trimmed; NULL with `error` when nothing is left. */
static char *
checked_name (const char *name, GError **error)
{
  if (!gamao_named_position_name_ok (name))
    {
      g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA, "%s",
                   _("A position needs a name."));
      return NULL;
    }
  return g_strstrip (g_strdup (name));
}

/* A position to study, as the editor lets one through; the history
 * keeps nothing it could not open again. */
static gboolean
check_xgid (const char *xgid, GError **error)
{
  GamaoSetupPosition pos;
  char why[256] = "";

  if (xgid && gamao_setup_position_read (&pos, xgid, NULL, why, sizeof why)
      && gamao_setup_position_valid (&pos))
    return TRUE;
  g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA,
               _("This is not a position to keep: %s"),
               *why ? why : _("it breaks the rules of the game."));
  return FALSE;
}

static gboolean
not_found (gint64 id, GError **error)
{
  g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND,
               /* Translators: the position's number in the history, not a count. */
               _("There is no position %lld in the history."), (long long) id);
  return FALSE;
}

/* TRUE when the last statement changed position `id`. */
static gboolean
no_position (GamaoStore *self, gint64 id, GError **error)
{
  return sqlite3_changes (self->db) == 1 || not_found (id, error);
}

/* ---- writing ---- */

gint64
gamao_store_save_position (GamaoStore *self, const char *name, const char *note,
                           const char *xgid, gint64 saved_at, GError **error)
{
  g_autofree char *kept_name = NULL;
  g_autofree char *kept_note = g_strstrip (g_strdup (note ? note : ""));
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), 0);
  if (!(kept_name = checked_name (name, error)) || !check_xgid (xgid, error))
    return 0;
  stmt = gamao_store_prepare (self,
                              "INSERT INTO named_positions (name, note, xgid, saved_at)"
                              " VALUES (?1, ?2, ?3, ?4)",
                              error);
  if (!stmt)
    return 0;
  sqlite3_bind_text (stmt, 1, kept_name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, kept_note, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 3, xgid, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, saved_at);
  if (!gamao_store_run (self, stmt, error))
    return 0;
  return sqlite3_last_insert_rowid (self->db);
}

/* Sets one text column of position `id`: `sql` binds ?1 the id, ?2 the text. */
static gboolean
set_text (GamaoStore *self, const char *sql, gint64 id, const char *text, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self, sql, error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_text (stmt, 2, text, -1, SQLITE_TRANSIENT);
  return gamao_store_run (self, stmt, error) && no_position (self, id, error);
}

gboolean
gamao_store_rename_position (GamaoStore *self, gint64 id, const char *name, GError **error)
{
  g_autofree char *kept = NULL;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  return (kept = checked_name (name, error))
         && set_text (self, "UPDATE named_positions SET name = ?2 WHERE id = ?1", id, kept,
                      error);
}

gboolean
gamao_store_set_position_note (GamaoStore *self, gint64 id, const char *note, GError **error)
{
  g_autofree char *kept = g_strstrip (g_strdup (note ? note : ""));

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  return set_text (self, "UPDATE named_positions SET note = ?2 WHERE id = ?1", id, kept, error);
}

gboolean
gamao_store_delete_position (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  if (!(stmt = gamao_store_prepare (self, "DELETE FROM named_positions WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  return gamao_store_run (self, stmt, error) && no_position (self, id, error);
}

/* ---- reading ---- */

#define POSITION_COLUMNS "id, name, note, xgid, saved_at"

static GamaoNamedPosition *
read_row (sqlite3_stmt *stmt)
{
  GamaoNamedPosition *row = g_object_new (GAMAO_TYPE_NAMED_POSITION, NULL);

  row->data.id = sqlite3_column_int64 (stmt, 0);
  row->data.name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  row->data.note = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  row->data.xgid = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  row->data.saved_at = sqlite3_column_int64 (stmt, 4);
  return row;
}

GamaoNamedPosition *
gamao_store_get_position (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;
  GamaoNamedPosition *row = NULL;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  stmt = gamao_store_prepare (self,
                              "SELECT " POSITION_COLUMNS " FROM named_positions WHERE id = ?1",
                              error);
  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    row = read_row (stmt);
  else if (rc == SQLITE_DONE)
    not_found (id, error);
  else
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return row;
}

gint64
gamao_store_positions_count (GamaoStore *self, GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), -1);
  if (!(stmt = gamao_store_prepare (self, "SELECT count(*) FROM named_positions", error)))
    return -1;
  return gamao_store_count_of (self, stmt, error);
}

gboolean
gamao_store_positions_page (GamaoStore *self, guint offset, guint limit, GPtrArray *rows,
                            GError **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  stmt = gamao_store_prepare (self,
                              "SELECT " POSITION_COLUMNS " FROM named_positions"
                              " ORDER BY saved_at DESC, id DESC LIMIT ?1 OFFSET ?2",
                              error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, limit);
  sqlite3_bind_int64 (stmt, 2, offset);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (rows, read_row (stmt));
  if (rc != SQLITE_DONE)
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE;
}

static gint64
source_count (gpointer store, GError **error)
{
  return gamao_store_positions_count (store, error);
}

static gboolean
source_read (gpointer store, guint offset, guint limit, GPtrArray *rows, GError **error)
{
  return gamao_store_positions_page (store, offset, limit, rows, error);
}

static const GamaoPagedSource model_funcs = { source_count, source_read };

GamaoPagedList *
gamao_store_positions_model (GamaoStore *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  return gamao_paged_list_new (GAMAO_TYPE_NAMED_POSITION, &model_funcs, g_object_ref (self),
                               g_object_unref);
}
