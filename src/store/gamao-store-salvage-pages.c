/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rows left on the pages of a damaged history, read off the file
 * itself: a history cut short loses the interior pages of its big
 * tables (written last, as the trees grew), and then SQLite reaches no
 * row under them, while the leaf pages that hold the rows are still
 * there. Every table leaf page is read as SQLite's file format says
 * (https://sqlite.org/fileformat2.html), each row put in the table whose
 * columns it fits (their number, and the type of a telling column), as
 * gamao-store-salvage.c's row by row copy does: rows already copied are
 * kept, broken ones skipped. Debian's SQLite has no sqlite_dbpage. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include <string.h>

/* A varint at `p` (at most 9 bytes before `end`); its length in `*n`. */
static guint64
varint (const guint8 *p, const guint8 *end, guint *n)
{
  guint64 v = 0;

  for (guint i = 0; i < 9 && p + i < end; i++)
    {
      if (i == 8)
        {
          *n = 9;
          return (v << 8) | p[i];
        }
      v = (v << 7) | (p[i] & 0x7f);
      if (!(p[i] & 0x80))
        {
          *n = i + 1;
          return v;
        }
    }
  *n = 0;
  return 0;
}

/* How many bytes a value of serial type `t` takes. */
static gsize
value_size (guint64 t)
{
  static const guint sizes[] = { 0, 1, 2, 3, 4, 6, 8, 8, 0, 0 };

  if (t < G_N_ELEMENTS (sizes))
    return sizes[t];
  return t >= 12 ? (t - 12) / 2 : 0;
}

/* Binds the value of serial type `t` at `p` as parameter `i`. */
static void
bind_value (sqlite3_stmt *stmt, int i, guint64 t, const guint8 *p)
{
  gint64 v = 0;
  gsize size = value_size (t);

  if (t == 0)
    sqlite3_bind_null (stmt, i);
  else if (t == 8 || t == 9)
    sqlite3_bind_int (stmt, i, (int) t - 8);
  else if (t == 7)
    {
      guint64 bits = 0;
      double d;

      for (gsize k = 0; k < 8; k++)
        bits = (bits << 8) | p[k];
      memcpy (&d, &bits, sizeof d);
      sqlite3_bind_double (stmt, i, d);
    }
  else if (t <= 6)
    {
      v = (p[0] & 0x80) ? -1 : 0;
      for (gsize k = 0; k < size; k++)
        v = (gint64) (((guint64) v << 8) | p[k]);
      sqlite3_bind_int64 (stmt, i, v);
    }
  else if (t >= 12 && t % 2 == 0)
    sqlite3_bind_blob (stmt, i, p, (int) size, SQLITE_TRANSIENT);
  else
    sqlite3_bind_text (stmt, i, (const char *) p, (int) size, SQLITE_TRANSIENT);
}

typedef struct
{
  char *name;
  guint n_columns;
  gboolean rowid_first;         /* its first column is the rowid, stored as NULL */
  sqlite3_stmt *insert;         /* INSERT OR IGNORE of rowid and every column */
} Table;

/* Which table a row of `n` columns whose first and third columns have
 * serial types `t0` and `t2` belongs to: a match's third column is a
 * name (text), a game's a number. (Rows written before a column was
 * added have fewer columns: they are left to the row by row copy.) */
static Table *
table_for (GPtrArray *tables, guint n, guint64 t0, guint64 t2)
{
  gboolean text = t2 >= 13 && t2 % 2 == 1;

  for (guint i = 0; i < tables->len; i++)
    {
      Table *table = g_ptr_array_index (tables, i);

      if (table->n_columns != n || g_str_equal (table->name, "matches") != text)
        continue;
      /* The schema's own rows (five columns, like an analysis's) start
       * with text, ours with the rowid or a match's id. */
      if (table->rowid_first ? t0 != 0 : !(t0 >= 1 && t0 <= 6))
        continue;
      return table;
    }
  return NULL;
}

/* One row: `cell` holds its payload length, rowid and record. */
static void
copy_cell (GPtrArray *tables, const guint8 *cell, const guint8 *end)
{
  guint n, k;
  guint64 size = varint (cell, end, &n);
  const guint8 *p = cell + n;
  gint64 rowid = (gint64) varint (p, end, &k);
  const guint8 *record, *header_end, *body;
  guint64 types[64];
  guint n_columns = 0;
  Table *table;

  if (!n || !k)
    return;
  record = p + k;
  /* A row spilled onto overflow pages (none of this program's are that
   * long) is left. */
  if (record + size > end)
    return;
  header_end = record + varint (record, end, &n);
  if (!n || header_end > record + size)
    return;
  for (p = record + n; p < header_end && n_columns < G_N_ELEMENTS (types); p += n)
    {
      types[n_columns++] = varint (p, header_end, &n);
      if (!n)
        return;
    }
  if (n_columns < 3 || !(table = table_for (tables, n_columns, types[0], types[2])))
    return;
  sqlite3_reset (table->insert);
  sqlite3_clear_bindings (table->insert);
  body = header_end;
  for (guint i = 0; i < n_columns; i++)
    {
      if (body + value_size (types[i]) > record + size)
        return;
      /* The rowid's own column is stored as NULL. */
      if (i == 0 && table->rowid_first)
        sqlite3_bind_int64 (table->insert, 1, rowid);
      else
        bind_value (table->insert, (int) i + 1, types[i], body);
      body += value_size (types[i]);
    }
  sqlite3_step (table->insert);
}

static void
copy_page (GPtrArray *tables, const guint8 *page, gsize page_size, gboolean first)
{
  const guint8 *header = page + (first ? 100 : 0);
  const guint8 *end = page + page_size;
  guint n_cells;

  /* 13: a table's leaf page. */
  if (header[0] != 13)
    return;
  n_cells = (header[3] << 8) | header[4];
  for (guint i = 0; i < n_cells && header + 8 + 2 * i + 1 < end; i++)
    {
      guint offset = (header[8 + 2 * i] << 8) | header[9 + 2 * i];

      if (offset >= 8 && offset < page_size)
        copy_cell (tables, page + offset, end);
    }
}

static void
table_free (gpointer data)
{
  Table *table = data;

  sqlite3_finalize (table->insert);
  g_free (table->name);
  g_free (table);
}

/* The tables of `to` that rows go back into, each with its insert. */
static GPtrArray *
tables_of (sqlite3 *to)
{
  /* The first four are keyed by their rowid. */
  static const char *const names[] = { "matches", "games", "actions", "analyses",
                                       "analysis_players", "analysis_decisions",
                                       "analysis_plays" };
  GPtrArray *tables = g_ptr_array_new_with_free_func (table_free);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *info = g_strdup_printf ("PRAGMA table_info(\"%s\")", names[i]);
      g_autoptr (GString) marks = g_string_new ("?");
      sqlite3_stmt *stmt = NULL;
      Table *table = g_new0 (Table, 1);

      table->name = g_strdup (names[i]);
      table->rowid_first = i < 4;
      if (sqlite3_prepare_v2 (to, info, -1, &stmt, NULL) == SQLITE_OK)
        while (sqlite3_step (stmt) == SQLITE_ROW)
          {
            table->n_columns++;
            g_string_append (marks, ", ?");
          }
      sqlite3_finalize (stmt);
      g_autofree char *sql = g_strdup_printf ("INSERT OR IGNORE INTO \"%s\" VALUES (%s)",
                                              names[i], marks->str + 3);
      if (table->n_columns == 0
          || sqlite3_prepare_v2 (to, sql, -1, &table->insert, NULL) != SQLITE_OK)
        {
          table_free (table);
          continue;
        }
      g_ptr_array_add (tables, table);
    }
  return tables;
}

void
gamao_store_salvage_pages (const char *damaged, sqlite3 *to)
{
  g_autoptr (GMappedFile) file = g_mapped_file_new (damaged, FALSE, NULL);
  g_autoptr (GPtrArray) tables = NULL;
  const guint8 *bytes;
  gsize length, page_size;

  if (!file || (length = g_mapped_file_get_length (file)) < 100)
    return;
  bytes = (const guint8 *) g_mapped_file_get_contents (file);
  page_size = (bytes[16] << 8) | bytes[17];
  if (page_size == 1)
    page_size = 65536;
  if (page_size < 512 || (page_size & (page_size - 1)))
    return;
  tables = tables_of (to);
  for (gsize offset = 0; offset + page_size <= length; offset += page_size)
    copy_page (tables, bytes + offset, page_size, offset == 0);
}
