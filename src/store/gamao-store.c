/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GamaoStore: opening the history database, setting it aside when it is
 * unusable, and the statement helpers the other store files share. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include "gamao-player-names.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <unistd.h>

G_DEFINE_FINAL_TYPE (GamaoStore, gamao_store, G_TYPE_OBJECT)

G_DEFINE_QUARK (gamao-store-error-quark, gamao_store_error)

/* How long a writer waits for another program's transaction. */
#define BUSY_TIMEOUT_MS 10000

static void
finalize_statement (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static void
gamao_store_finalize (GObject *object)
{
  GamaoStore *self = GAMAO_STORE (object);

  g_clear_pointer (&self->statements, g_hash_table_unref);
  if (self->db)
    sqlite3_close (self->db);
  g_free (self->path);
  g_free (self->moved_aside);
  g_free (self->desk_player);
  G_OBJECT_CLASS (gamao_store_parent_class)->finalize (object);
}

static void
gamao_store_class_init (GamaoStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gamao_store_finalize;
}

static void
gamao_store_init (GamaoStore *self)
{
  self->statements = g_hash_table_new_full (NULL, NULL, NULL, finalize_statement);
}

char *
gamao_store_default_path (void)
{
  const char *env = g_getenv ("GAMAO_DB");

  if (env && *env)
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "gamao", "history.db", NULL);
}

int
gamao_store_peek_size (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int n = -1;

  g_return_val_if_fail (path != NULL, -1);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return 0;
  /* Read-only: closing it neither checkpoints nor removes a -wal file
   * left by an unclean shutdown, which tells the real open to run the
   * full check. */
  if (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK
      && sqlite3_prepare_v2 (db, "SELECT count(*) FROM matches WHERE deleted_at IS NULL", -1,
                             &stmt, NULL)
           == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    n = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return n;
}

/* ---- opening ---- */

typedef enum
{
  OPEN_OK,
  OPEN_UNUSABLE,   /* the file is there but is no history we can use */
  OPEN_FAILED,     /* something else: busy, no permission to create, … */
} OpenOutcome;

static gboolean
is_unusable_code (int code)
{
  code &= 0xff;
  return code == SQLITE_NOTADB || code == SQLITE_CORRUPT || code == SQLITE_CANTOPEN
         || code == SQLITE_FORMAT;
}

static OpenOutcome
fail_open (sqlite3 *db, int code, GError **error)
{
  g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN, "%s",
               db ? sqlite3_errmsg (db) : sqlite3_errstr (code));
  return is_unusable_code (code) ? OPEN_UNUSABLE : OPEN_FAILED;
}

/* Runs a pragma that returns one row; its first column in `out`. */
static int
pragma_text (sqlite3 *db, const char *sql, char **out)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          *out = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
          rc = SQLITE_OK;
        }
    }
  sqlite3_finalize (stmt);
  return rc;
}

/* Checks that a file with user_version `version` is a history this
 * program can use. */
static OpenOutcome
check_version (sqlite3 *db, int version, GError **error)
{
  g_autofree char *tables = NULL;

  if (version > GAMAO_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN,
                   /* Translators: the schema's version number, not a count. */
                   _("The history was written by a newer version of Gamão (schema %d)."),
                   version);
      return OPEN_UNUSABLE;
    }
  if (version > 0)
    return OPEN_OK;
  int rc = pragma_text (db, "SELECT count(*) FROM sqlite_master", &tables);
  if (rc != SQLITE_OK)
    return fail_open (db, rc, error);
  if (g_strcmp0 (tables, "0") != 0)
    {
      g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN,
                           _("The file is a database of another program."));
      return OPEN_UNUSABLE;
    }
  return OPEN_OK;
}

/* An unusable file's connection stays open until the file is moved
 * aside: closing the last connection lets SQLite delete a -wal file it
 * cannot read, and nothing is to be deleted. */
static void
close_unusable (sqlite3 *db, OpenOutcome outcome, sqlite3 **out)
{
  if (outcome == OPEN_UNUSABLE)
    *out = db;
  else
    sqlite3_close (db);
}

/* player_name(stored, seat, level, other_level): a player's name in the
 * language of the day (see gamao-player-names.h), so that queries can
 * list and filter by the names people see. */
static void
player_name_sql (sqlite3_context *context, int argc, sqlite3_value **argv)
{
  g_autofree char *name = gamao_player_names_show (
    (const char *) sqlite3_value_text (argv[0]), sqlite3_value_int (argv[1]),
    (const char *) sqlite3_value_text (argv[2]), (const char *) sqlite3_value_text (argv[3]));

  sqlite3_result_text (context, name, -1, SQLITE_TRANSIENT);
}

static void
add_functions (sqlite3 *db)
{
  sqlite3_create_function_v2 (db, "player_name", 4, SQLITE_UTF8, NULL, player_name_sql, NULL,
                              NULL, NULL);
}

/* Opens and migrates. On OPEN_UNUSABLE `*out` is the connection to close
 * once the file is moved aside. */
static OpenOutcome
try_open (const char *path, sqlite3 **out, GError **error)
{
  sqlite3 *db = NULL;
  g_autofree char *version_text = NULL;
  g_autofree char *check = NULL;
  g_autofree char *mode = NULL;
  OpenOutcome outcome;
  int rc;
  /* The last connection to close removes the -wal file; one left behind
   * means a program stopped without closing (or runs now): then the
   * full check, else the cheap one that skips the index contents. */
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  GStatBuf wal_stat;
  gboolean unclean = g_stat (wal, &wal_stat) == 0 && wal_stat.st_size > 0;

  rc = sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
  if (rc != SQLITE_OK)
    {
      outcome = fail_open (db, rc, error);
      close_unusable (db, outcome, out);
      return outcome;
    }
  sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);
  sqlite3_extended_result_codes (db, 1);
  add_functions (db);
  /* Reading the header is what finds out a file that is no database. */
  rc = pragma_text (db, "PRAGMA user_version", &version_text);
  outcome = rc != SQLITE_OK ? fail_open (db, rc, error)
                            : check_version (db, atoi (version_text), error);
  if (outcome == OPEN_OK)
    {
      if ((rc = pragma_text (db, "PRAGMA journal_mode = WAL", &mode)) != SQLITE_OK
          || (rc = pragma_text (db, unclean ? "PRAGMA integrity_check" : "PRAGMA quick_check",
                                &check))
               != SQLITE_OK)
        outcome = fail_open (db, rc, error);
      else if (g_strcmp0 (check, "ok") != 0)
        {
          g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN,
                       _("The history database is damaged: %s"), check);
          outcome = OPEN_UNUSABLE;
        }
    }
  if (outcome != OPEN_OK)
    {
      close_unusable (db, outcome, out);
      return outcome;
    }
  /* FULL: a committed action survives a power cut too, not just a crash. */
  if (sqlite3_exec (db, "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON", NULL, NULL,
                    NULL) != SQLITE_OK
      || !gamao_store_migrate (db, GAMAO_STORE_SCHEMA_VERSION, error))
    {
      rc = sqlite3_extended_errcode (db);
      if (error && !*error)
        fail_open (db, rc, error);
      outcome = is_unusable_code (rc) ? OPEN_UNUSABLE : OPEN_FAILED;
      close_unusable (db, outcome, out);
      return outcome;
    }
  *out = db;
  return OPEN_OK;
}

/* Renames `path` and its -wal and -shm companions to
 * "<path>.corrupt-<stamp>…"; returns the new name of the database. */
static char *
move_aside (const char *path, GError **error)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *base = g_strdup_printf ("%s.corrupt-%s", path, stamp);
  g_autofree char *target = g_strdup (base);
  static const char *const companions[] = { "-wal", "-shm", "-journal" };

  /* Two failures in the same second must not overwrite each other. */
  for (int n = 2; g_file_test (target, G_FILE_TEST_EXISTS); n++)
    {
      g_free (target);
      target = g_strdup_printf ("%s-%d", base, n);
    }
  if (g_rename (path, target) != 0)
    {
      int saved = errno;
      g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN,
                   _("Cannot move the damaged history %s aside: %s"), path,
                   g_strerror (saved));
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (companions); i++)
    {
      g_autofree char *from = g_strconcat (path, companions[i], NULL);
      g_autofree char *to = g_strconcat (target, companions[i], NULL);
      if (g_file_test (from, G_FILE_TEST_EXISTS) && g_rename (from, to) != 0)
        g_warning ("Cannot move %s aside: %s", from, g_strerror (errno));
    }
  return g_steal_pointer (&target);
}

/* The new history at `path`, holding what can still be read of the one
 * moved aside; an empty one when the salvaged file cannot be used. */
static OpenOutcome
open_salvaged (GamaoStore *self, const char *path, sqlite3 **out, GError **error)
{
  guint known = gamao_store_salvage_copy (self->moved_aside, path);
  OpenOutcome outcome = try_open (path, out, NULL);

  /* A file where no row of a match could be read is no history to
   * speak of saving from. */
  self->salvaged = known > 0;
  self->n_lost = known;
  if (outcome == OPEN_OK)
    return outcome;
  sqlite3_close (g_steal_pointer (out));
  g_remove (path);
  return try_open (path, out, error);
}

static void
salvage_finish (GamaoStore *self)
{
  if (!self->salvaged)
    return;
  self->n_saved = gamao_store_salvage_prune (self);
  self->n_lost = self->n_lost > self->n_saved ? self->n_lost - self->n_saved : 0;
  g_info ("History %s: %u matches carried over from %s, %u lost", self->path, self->n_saved,
          self->moved_aside, self->n_lost);
}

/* Read-only (`mode=ro`), and `immutable=1` when the WAL's -shm cannot be
 * made beside it: nothing is migrated, checked or written. */
static OpenOutcome
try_open_read_only (const char *path, sqlite3 **out, GError **error)
{
  static const char *const modes[] = { "?mode=ro", "?mode=ro&immutable=1" };
  g_autofree char *uri = g_filename_to_uri (path, NULL, error);
  OpenOutcome outcome = OPEN_FAILED;

  for (guint i = 0; uri && i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *with_mode = g_strconcat (uri, modes[i], NULL);
      g_autofree char *version_text = NULL;
      sqlite3 *db = NULL;
      int rc = sqlite3_open_v2 (with_mode, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);

      if (rc == SQLITE_OK)
        {
          sqlite3_extended_result_codes (db, 1);
          add_functions (db);
          rc = pragma_text (db, "PRAGMA user_version", &version_text);
        }
      g_clear_error (error);
      outcome = rc != SQLITE_OK ? fail_open (db, rc, error)
                                : check_version (db, atoi (version_text), error);
      if (outcome == OPEN_OK && atoi (version_text) != GAMAO_STORE_SCHEMA_VERSION)
        {
          g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN,
                               _("The history is read-only and of an older version of Gamão, "
                                 "which this one cannot read without updating it."));
          outcome = OPEN_FAILED;
        }
      if (outcome == OPEN_OK)
        {
          *out = db;
          return OPEN_OK;
        }
      sqlite3_close (db);
    }
  return outcome;
}

GamaoStore *
gamao_store_open_read_only (const char *path, GError **error)
{
  g_autoptr (GamaoStore) self = NULL;
  sqlite3 *db = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  if (try_open_read_only (path, &db, error) != OPEN_OK)
    return NULL;
  self = g_object_new (GAMAO_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  self->db = db;
  self->read_only = TRUE;
  return g_steal_pointer (&self);
}

gboolean
gamao_store_is_read_only (GamaoStore *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  return self->read_only;
}

/* A history the user may not write (a read-only file or folder) is
 * still theirs to read: never moved aside nor replaced. */
static gboolean
may_not_write (const char *path, const char *dir)
{
  return g_file_test (path, G_FILE_TEST_EXISTS)
         && (g_access (path, W_OK) != 0 || g_access (dir, W_OK) != 0);
}

GamaoStore *
gamao_store_open (const char *path, GError **error)
{
  g_autoptr (GamaoStore) self = NULL;
  g_autoptr (GError) first_error = NULL;
  g_autofree char *dir = NULL;
  sqlite3 *unusable = NULL;
  OpenOutcome outcome;

  g_return_val_if_fail (path != NULL, NULL);
  dir = g_path_get_dirname (path);
  if (may_not_write (path, dir))
    return gamao_store_open_read_only (path, error);
  self = g_object_new (GAMAO_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN,
                   _("Cannot create the folder %s: %s"), dir, g_strerror (saved));
      return NULL;
    }

  outcome = try_open (path, &unusable, &first_error);
  if (outcome == OPEN_OK)
    {
      self->db = g_steal_pointer (&unusable);
      return g_steal_pointer (&self);
    }
  if (outcome == OPEN_UNUSABLE && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_info ("Setting the history %s aside: %s", path, first_error->message);
      self->moved_aside = move_aside (path, error);
      sqlite3_close (g_steal_pointer (&unusable));
      if (self->moved_aside && open_salvaged (self, path, &unusable, error) == OPEN_OK)
        {
          self->db = g_steal_pointer (&unusable);
          salvage_finish (self);
          return g_steal_pointer (&self);
        }
    }
  else
    g_propagate_error (error, g_steal_pointer (&first_error));
  sqlite3_close (unusable);
  return NULL;
}

const char *
gamao_store_get_path (GamaoStore *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  return self->path;
}

const char *
gamao_store_get_moved_aside (GamaoStore *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  return self->moved_aside;
}

gboolean
gamao_store_get_salvage (GamaoStore *self, guint *saved, guint *lost)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  if (saved)
    *saved = self->n_saved;
  if (lost)
    *lost = self->n_lost;
  return self->salvaged;
}

/* ---- statements ---- */

gint64
gamao_store_count_of (GamaoStore *self, sqlite3_stmt *stmt, GError **error)
{
  gint64 n = -1;

  if (sqlite3_step (stmt) == SQLITE_ROW)
    n = sqlite3_column_int64 (stmt, 0);
  else
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return n;
}

gboolean
gamao_store_fail (GamaoStore *self, GError **error)
{
  GamaoStoreError code;

  /* What the writer does about it depends on why: wait for a lock, stop
   * the match on a full or read-only disk. */
  switch (sqlite3_errcode (self->db) & 0xff)
    {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      code = GAMAO_STORE_ERROR_BUSY;
      break;
    case SQLITE_FULL:
      code = GAMAO_STORE_ERROR_FULL;
      break;
    case SQLITE_READONLY:
    case SQLITE_CANTOPEN:
      code = GAMAO_STORE_ERROR_READ_ONLY;
      break;
    default:
      code = GAMAO_STORE_ERROR_SQL;
    }
  g_set_error (error, GAMAO_STORE_ERROR, code, "%s", sqlite3_errmsg (self->db));
  return FALSE;
}

GamaoStore *
gamao_store_open_writer (const char *path, int busy_ms, GError **error)
{
  g_autoptr (GamaoStore) self = g_object_new (GAMAO_TYPE_STORE, NULL);
  int rc;

  self->path = g_strdup (path);
  /* Never CREATE: the history was made and migrated by gamao_store_open(). */
  rc = sqlite3_open_v2 (path, &self->db, SQLITE_OPEN_READWRITE, NULL);
  if (rc == SQLITE_OK)
    {
      sqlite3_busy_timeout (self->db, busy_ms);
      sqlite3_extended_result_codes (self->db, 1);
      add_functions (self->db);
      rc = sqlite3_exec (self->db, "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON", NULL,
                         NULL, NULL);
    }
  if (rc != SQLITE_OK)
    {
      if (self->db)
        gamao_store_fail (self, error);
      else
        g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_OPEN,
                             sqlite3_errstr (rc));
      return NULL;
    }
  return g_steal_pointer (&self);
}

void
gamao_store_set_busy_timeout (GamaoStore *self, int ms)
{
  g_return_if_fail (GAMAO_IS_STORE (self));
  sqlite3_busy_timeout (self->db, ms);
}

gboolean
gamao_store_no_match (gint64 id, GError **error)
{
  g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND,
               /* Translators: the match's number in the history, not a count. */
               _("There is no match %lld in the history."), (long long) id);
  return FALSE;
}

gboolean
gamao_store_changed_one (GamaoStore *self, gint64 id, GError **error)
{
  return sqlite3_changes (self->db) == 1 || gamao_store_no_match (id, error);
}

sqlite3_stmt *
gamao_store_prepare (GamaoStore *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (self->statements, sql);

  if (stmt)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }
  if (sqlite3_prepare_v3 (self->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL)
      != SQLITE_OK)
    {
      gamao_store_fail (self, error);
      sqlite3_finalize (stmt);
      return NULL;
    }
  g_hash_table_insert (self->statements, (gpointer) sql, stmt);
  return stmt;
}

gboolean
gamao_store_run (GamaoStore *self, sqlite3_stmt *stmt, GError **error)
{
  int rc;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    ;
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE ? TRUE : gamao_store_fail (self, error);
}

static gboolean
exec_cached (GamaoStore *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self, sql, error);

  return stmt && gamao_store_run (self, stmt, error);
}

gboolean
gamao_store_begin (GamaoStore *self, GError **error)
{
  /* IMMEDIATE takes the write lock now, so that a busy database makes us
   * wait at the start rather than fail half-way. */
  return exec_cached (self, "BEGIN IMMEDIATE", error);
}

gboolean
gamao_store_commit (GamaoStore *self, GError **error)
{
  if (exec_cached (self, "COMMIT", error))
    return TRUE;
  gamao_store_rollback (self);
  return FALSE;
}

void
gamao_store_rollback (GamaoStore *self)
{
  if (!sqlite3_get_autocommit (self->db))
    exec_cached (self, "ROLLBACK", NULL);
}

void
gamao_store_set_desk_player (GamaoStore *self, const char *name)
{
  g_return_if_fail (GAMAO_IS_STORE (self));
  g_free (self->desk_player);
  self->desk_player = name && *name ? g_strdup (name) : NULL;
}

const char *
gamao_store_get_desk_player (GamaoStore *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  return self->desk_player;
}
