/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carrying what can still be read of a damaged history into the new one.
 *
 * The damaged file stays aside untouched: a copy of it is read, row by
 * row through each table's rowid (a damaged page loses only the rows on
 * it, and a damaged index nothing), into a new file made at the damaged
 * file's own schema version, which the ordinary migrations then bring up
 * to date. Rows whose parents were lost are dropped, and so is every
 * match that no longer reads whole: a game missing from its numbering,
 * an action missing from its sequence, a finished game without its end,
 * a score its last game does not reach, or anything gamao_store_load()
 * refuses. (A game in progress that lost its last actions cannot be told
 * from one that has not gone further: it is kept as far as it reads.) */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include <glib/gstdio.h>
#include <string.h>

/* After a scan stops at a damaged page, rowids are probed this far past
 * the last one seen before giving up. */
#define PROBE_PAST 20000

/* A copy of the damaged file and its -wal, which SQLite may write to
 * (reading a WAL file needs its -shm, and closing checkpoints it). */
static char *
copy_damaged (const char *damaged, char **tmp_dir)
{
  static const char *const suffixes[] = { "", "-wal" };
  g_autofree char *dir = g_dir_make_tmp ("gamao-salvage-XXXXXX", NULL);
  g_autofree char *copy = NULL;

  if (!dir)
    return NULL;
  copy = g_build_filename (dir, "damaged.db", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *from = g_strconcat (damaged, suffixes[i], NULL);
      g_autofree char *to = g_strconcat (copy, suffixes[i], NULL);
      g_autofree char *bytes = NULL;
      gsize length;

      if (g_file_get_contents (from, &bytes, &length, NULL))
        g_file_set_contents (to, bytes, (gssize) length, NULL);
    }
  *tmp_dir = g_steal_pointer (&dir);
  return g_steal_pointer (&copy);
}

static void
remove_copy (const char *dir)
{
  static const char *const names[] = { "damaged.db", "damaged.db-wal", "damaged.db-shm",
                                       "damaged.db-journal" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *file = g_build_filename (dir, names[i], NULL);
      g_remove (file);
    }
  g_rmdir (dir);
}

/* Every rowid a scan of `table` reaches, and whether it reached the end. */
static GArray *
scan_rowids (sqlite3 *db, const char *table, gboolean *whole)
{
  g_autofree char *sql = g_strdup_printf ("SELECT rowid FROM \"%s\"", table);
  GArray *rowids = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3_stmt *stmt = NULL;
  int rc = SQLITE_ERROR;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) == SQLITE_OK)
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      {
        gint64 rowid = sqlite3_column_int64 (stmt, 0);
        g_array_append_val (rowids, rowid);
      }
  sqlite3_finalize (stmt);
  *whole = rc == SQLITE_DONE;
  return rowids;
}

static gint64
max_rowid (sqlite3 *db, const char *table, GArray *seen)
{
  g_autofree char *sql = g_strdup_printf ("SELECT max(rowid) FROM \"%s\"", table);
  sqlite3_stmt *stmt = NULL;
  gint64 top = 0;

  for (guint i = 0; i < seen->len; i++)
    top = MAX (top, g_array_index (seen, gint64, i));
  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    top = MAX (top, sqlite3_column_int64 (stmt, 0));
  sqlite3_finalize (stmt);
  return top;
}

/* "a", "b", "c" and ?, ?, ? for the columns of `table` in `db`. */
static gboolean
column_lists (sqlite3 *db, const char *table, GString *names, GString *marks)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA table_info(\"%s\")", table);
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    return FALSE;
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      g_string_append_printf (names, "%s\"%s\"", names->len ? ", " : "",
                              (const char *) sqlite3_column_text (stmt, 1));
      g_string_append (marks, marks->len ? ", ?" : "?");
    }
  sqlite3_finalize (stmt);
  return names->len > 0;
}

typedef struct
{
  sqlite3 *from, *to;
  GHashTable *matches;  /* the ids of every match some row shows existed */
} Salvage;

/* Copies the row `rowid` of the prepared select into the prepared
 * insert; FALSE when the row cannot be read. */
static gboolean
copy_row (Salvage *s, const char *table, sqlite3_stmt *select, sqlite3_stmt *insert,
          gint64 rowid)
{
  gboolean read;

  sqlite3_reset (select);
  sqlite3_bind_int64 (select, 1, rowid);
  read = sqlite3_step (select) == SQLITE_ROW;
  if (read)
    {
      int n = sqlite3_column_count (select);

      sqlite3_reset (insert);
      for (int i = 0; i < n; i++)
        sqlite3_bind_value (insert, i + 1, sqlite3_column_value (select, i));
      /* A row that breaks a constraint is skipped like an unreadable one. */
      sqlite3_step (insert);
      /* Which match a row belongs to, for the count of matches lost (the
       * games table's second column is its match). */
      if (strcmp (table, "matches") == 0)
        g_hash_table_add (s->matches, GINT_TO_POINTER (rowid));
      else if (strcmp (table, "games") == 0)
        g_hash_table_add (s->matches, GINT_TO_POINTER (sqlite3_column_int64 (select, 1)));
    }
  sqlite3_reset (select);
  return read;
}

static void
copy_table (Salvage *s, const char *table)
{
  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) marks = g_string_new (NULL);
  sqlite3_stmt *select = NULL, *insert = NULL;
  gboolean whole;

  if (!column_lists (s->to, table, names, marks))
    return;
  g_autofree char *select_sql = g_strdup_printf ("SELECT %s FROM \"%s\" WHERE rowid = ?",
                                                 names->str, table);
  g_autofree char *insert_sql = g_strdup_printf ("INSERT OR IGNORE INTO \"%s\" (%s) VALUES (%s)",
                                                 table, names->str, marks->str);
  if (sqlite3_prepare_v2 (s->from, select_sql, -1, &select, NULL) == SQLITE_OK
      && sqlite3_prepare_v2 (s->to, insert_sql, -1, &insert, NULL) == SQLITE_OK)
    {
      g_autoptr (GArray) seen = scan_rowids (s->from, table, &whole);
      gint64 top = max_rowid (s->from, table, seen);
      gint64 misses = 0;

      /* Every rowid up to the highest known, and past it while a damaged
       * page may hide more. */
      for (gint64 rowid = 1; rowid <= top || (!whole && misses < PROBE_PAST); rowid++)
        {
          if (copy_row (s, table, select, insert, rowid))
            misses = 0;
          else
            misses++;
        }
    }
  sqlite3_finalize (select);
  sqlite3_finalize (insert);
}

/* The tables of the new file (the damaged file's version of the schema),
 * parents before children as the migrations created them; not the
 * full-text index nor the groups of matches, which the triggers on
 * `matches` fill as it is copied (the damaged file's groups would count
 * matches lost). */
static GPtrArray *
table_names (sqlite3 *db)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db,
                          "SELECT name FROM sqlite_master WHERE type = 'table'"
                          " AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'matches_text%'"
                          " AND name <> 'match_groups'"
                          " ORDER BY rowid",
                          -1, &stmt, NULL)
      == SQLITE_OK)
    while (sqlite3_step (stmt) == SQLITE_ROW)
      g_ptr_array_add (names, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_finalize (stmt);
  return names;
}

static void
copy_tables (Salvage *s)
{
  g_autoptr (GPtrArray) tables = table_names (s->to);

  /* One transaction: the new file is written once, not row by row. */
  sqlite3_exec (s->to, "BEGIN", NULL, NULL, NULL);
  for (guint i = 0; i < tables->len; i++)
    copy_table (s, g_ptr_array_index (tables, i));
  sqlite3_exec (s->to, "COMMIT", NULL, NULL, NULL);
}

/* The match of every match or game row in `db`. */
static void
add_ids (sqlite3 *db, GHashTable *ids)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, "SELECT id FROM matches UNION SELECT match_id FROM games", -1,
                          &stmt, NULL)
      == SQLITE_OK)
    while (sqlite3_step (stmt) == SQLITE_ROW)
      g_hash_table_add (ids, GINT_TO_POINTER (sqlite3_column_int64 (stmt, 0)));
  sqlite3_finalize (stmt);
}

guint
gamao_store_salvage_copy (const char *damaged, const char *path)
{
  g_autofree char *tmp_dir = NULL;
  g_autofree char *copy = copy_damaged (damaged, &tmp_dir);
  Salvage s = { NULL, NULL, g_hash_table_new (NULL, NULL) };
  guint known;
  int version;

  if (!copy)
    return 0;
  /* Only a history of this program's own versions can be read into one:
   * a newer one is left whole aside. */
  if (sqlite3_open_v2 (copy, &s.from, SQLITE_OPEN_READWRITE, NULL) == SQLITE_OK
      /* Before anything reads the schema: a file cut short (its header
       * counting more pages than there are) is otherwise refused whole,
       * while the rows on the pages left can still be read. */
      && sqlite3_exec (s.from, "PRAGMA writable_schema = ON", NULL, NULL, NULL) == SQLITE_OK
      && (version = gamao_store_schema_version (s.from)) >= 1 && version <= GAMAO_STORE_SCHEMA_VERSION
      && sqlite3_open_v2 (path, &s.to, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL)
           == SQLITE_OK
      && gamao_store_migrate (s.to, version, NULL))
    {
      copy_tables (&s);
      /* Then the rows no tree leads to any more, off the pages. */
      sqlite3_exec (s.to, "BEGIN", NULL, NULL, NULL);
      gamao_store_salvage_pages (copy, s.to);
      sqlite3_exec (s.to, "COMMIT", NULL, NULL, NULL);
      add_ids (s.to, s.matches);
    }
  sqlite3_close (s.from);
  sqlite3_close (s.to);
  remove_copy (tmp_dir);
  /* Match ids are given in order and never reused (deleting a match only
   * marks it): the highest one seen counts the matches before it too,
   * even those with no row left to show. */
  known = g_hash_table_size (s.matches);
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, s.matches);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    known = MAX (known, (guint) GPOINTER_TO_INT (key));
  g_hash_table_unref (s.matches);
  return known;
}

/* ---- keeping only whole matches ---- */

/* Rows whose parent row was lost, as PRAGMA foreign_key_check lists
 * them; deleting a parent cascades, so a few rounds settle it. */
static void
drop_orphans (sqlite3 *db)
{
  for (int round = 0; round < 8; round++)
    {
      g_autoptr (GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GArray) rowids = g_array_new (FALSE, FALSE, sizeof (gint64));
      sqlite3_stmt *stmt = NULL;

      if (sqlite3_prepare_v2 (db, "PRAGMA foreign_key_check", -1, &stmt, NULL) != SQLITE_OK)
        return;
      while (sqlite3_step (stmt) == SQLITE_ROW)
        {
          gint64 rowid = sqlite3_column_int64 (stmt, 1);
          g_ptr_array_add (tables, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
          g_array_append_val (rowids, rowid);
        }
      sqlite3_finalize (stmt);
      if (tables->len == 0)
        return;
      for (guint i = 0; i < tables->len; i++)
        {
          g_autofree char *sql = g_strdup_printf ("DELETE FROM \"%s\" WHERE rowid = %" G_GINT64_FORMAT,
                                                  (const char *) g_ptr_array_index (tables, i),
                                                  g_array_index (rowids, gint64, i));
          sqlite3_exec (db, sql, NULL, NULL, NULL);
        }
    }
}

/* Matches with a hole: a game number, an action or a game's end lost. */
static const char broken_matches[] =
  "SELECT match_id FROM games GROUP BY match_id"
  "  HAVING min(number) <> 1 OR max(number) <> count(*)"
  " UNION SELECT g.match_id FROM games g JOIN actions a ON a.game_id = g.id"
  "  GROUP BY g.id HAVING min(a.seq) <> 0 OR max(a.seq) + 1 <> count(*)"
  " UNION SELECT g.match_id FROM games g"
  "  WHERE (g.winner >= 0"
  "         OR g.number < (SELECT max(number) FROM games h WHERE h.match_id = g.match_id))"
  "    AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = g.id AND a.kind = 'game-end')"
  " UNION SELECT m.id FROM matches m WHERE m.winner >= 0"
  "  AND NOT EXISTS (SELECT 1 FROM games g JOIN actions a ON a.game_id = g.id"
  "                  WHERE g.match_id = m.id AND a.kind = 'game-end')"
  /* The match row keeps the score after its last game: games lost at the
   * end show as a score the last game left does not reach. */
  " UNION SELECT m.id FROM matches m JOIN games g ON g.match_id = m.id"
  "  AND g.number = (SELECT max(number) FROM games h WHERE h.match_id = m.id)"
  "  WHERE m.score0 <> g.score0 + CASE WHEN g.winner = 0 THEN g.points ELSE 0 END"
  "     OR m.score1 <> g.score1 + CASE WHEN g.winner = 1 THEN g.points ELSE 0 END"
  " UNION SELECT m.id FROM matches m WHERE (m.score0 > 0 OR m.score1 > 0)"
  "  AND NOT EXISTS (SELECT 1 FROM games g WHERE g.match_id = m.id)";

static void
collect_ids (sqlite3 *db, const char *sql, GHashTable *ids)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) == SQLITE_OK)
    while (sqlite3_step (stmt) == SQLITE_ROW)
      g_hash_table_add (ids, GINT_TO_POINTER (sqlite3_column_int64 (stmt, 0)));
  sqlite3_finalize (stmt);
}

guint
gamao_store_salvage_prune (GamaoStore *self)
{
  g_autoptr (GHashTable) all = g_hash_table_new (NULL, NULL);
  g_autoptr (GHashTable) broken = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key;

  drop_orphans (self->db);
  collect_ids (self->db, broken_matches, broken);
  collect_ids (self->db, "SELECT id FROM matches", all);
  g_hash_table_iter_init (&iter, all);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gint64 id = GPOINTER_TO_INT (key);
      GamaoMatchRecord *record = NULL;

      if (!g_hash_table_contains (broken, key) && (record = gamao_store_load (self, id, NULL)))
        {
          gamao_match_record_unref (record);
          continue;
        }
      g_autofree char *sql = g_strdup_printf ("DELETE FROM matches WHERE id = %" G_GINT64_FORMAT,
                                              id);
      sqlite3_exec (self->db, sql, NULL, NULL, NULL);
      g_hash_table_iter_remove (&iter);
    }
  /* The games and actions of the matches dropped go with them (ON DELETE
   * CASCADE); rows of later tables that hang on them, too. */
  drop_orphans (self->db);
  return g_hash_table_size (all);
}
