/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The mistakes library: one query over the kept decisions, with the
 * phase worked out per row by an SQL function (gamao-phase.h), so that
 * filters, order and pages are all SQL. See gamao-store-mistakes.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-mistakes.h"
#include "gamao-store-private.h"

#include "gamao-position-id.h"

#include <glib/gi18n.h>
#include <string.h>

struct _GamaoMistake
{
  GObject parent_instance;
  GamaoMistakeData data;
};

G_DEFINE_FINAL_TYPE (GamaoMistake, gamao_mistake, G_TYPE_OBJECT)

static void
gamao_mistake_finalize (GObject *object)
{
  g_free (GAMAO_MISTAKE (object)->data.note);
  G_OBJECT_CLASS (gamao_mistake_parent_class)->finalize (object);
}

static void
gamao_mistake_class_init (GamaoMistakeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gamao_mistake_finalize;
}

static void
gamao_mistake_init (GamaoMistake *self)
{
}

const GamaoMistakeData *
gamao_mistake_get_data (GamaoMistake *self)
{
  g_return_val_if_fail (GAMAO_IS_MISTAKE (self), NULL);
  return &self->data;
}

static const char *const kind_keys[GAMAO_N_MISTAKE_KINDS] = {
  "checker", "double", "no-double", "take", "pass", "beaver",
};

const char *
gamao_mistake_kind_key (GamaoMistakeKind kind)
{
  return (guint) kind < GAMAO_N_MISTAKE_KINDS ? kind_keys[kind] : "";
}

int
gamao_mistake_kind_from_key (const char *key)
{
  for (int k = 0; key && k < GAMAO_N_MISTAKE_KINDS; k++)
    if (strcmp (key, kind_keys[k]) == 0)
      return k;
  return -1;
}

const char *
gamao_mistake_kind_name (GamaoMistakeKind kind)
{
  switch (kind)
    {
    case GAMAO_MISTAKE_CHECKER: return C_("mistake kind", "Checker play");
    case GAMAO_MISTAKE_DOUBLE: return C_("mistake kind", "Double");
    case GAMAO_MISTAKE_NO_DOUBLE: return C_("mistake kind", "No double");
    case GAMAO_MISTAKE_TAKE: return C_("mistake kind", "Take");
    case GAMAO_MISTAKE_PASS: return C_("mistake kind", "Pass");
    case GAMAO_MISTAKE_BEAVER: return C_("mistake kind", "Beaver");
    case GAMAO_N_MISTAKE_KINDS: break;
    }
  return "";
}

/* board_phase(position, plays_before): the GamaoPhase of a kept
 * decision's position; NULL when the position cannot be read. */
static void
board_phase_sql (sqlite3_context *context, int argc, sqlite3_value **argv)
{
  const char *id = (const char *) sqlite3_value_text (argv[0]);
  GamaoBoard board;

  if (!id || gamao_position_id_decode (id, &board, NULL) != GAMAO_ID_OK)
    {
      sqlite3_result_null (context);
      return;
    }
  sqlite3_result_int (context, gamao_phase_of (&board, (unsigned) sqlite3_value_int (argv[1])));
}

/* The function is defined once per connection, before the first query:
 * defining it again would expire the statements cached meanwhile. */
static void
define_functions (GamaoStore *self)
{
  if (g_object_get_data (G_OBJECT (self), "gamao-board-phase"))
    return;
  sqlite3_create_function_v2 (self->db, "board_phase", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                              NULL, board_phase_sql, NULL, NULL, NULL);
  g_object_set_data (G_OBJECT (self), "gamao-board-phase", GINT_TO_POINTER (1));
}

/* Every marked decision of the matches not deleted, with what the
 * filters read: `kind_index` (GamaoMistakeKind), `name` (the decider's
 * name as shown), `computer` (the decider's level), `opponent`, the
 * match's `origin` and `created_at`, and `plays_before`. The phase is
 * left to the queries that need it. */
#define MARKED                                                                                  \
  "WITH marked AS (SELECT d.match_id, d.game, d.seq, d.player, d.equity_loss, d.mark,"         \
  "   d.plies, d.position, d.die0, d.die1, d.played, d.best, m.created_at, m.origin,"          \
  "   CASE d.kind WHEN 'checker' THEN 0"                                                        \
  "     WHEN 'double' THEN (CASE d.played_choice WHEN 2 THEN 1 ELSE 2 END)"                     \
  "     ELSE (CASE d.played_choice WHEN 3 THEN 3 WHEN 4 THEN 4 ELSE 5 END) END AS kind_index,"  \
  "   CASE d.player WHEN 0 THEN m.level0 ELSE m.level1 END AS computer,"                       \
  "   CASE d.player WHEN 0 THEN " SHOWN_NAME0 " ELSE " SHOWN_NAME1 " END AS name,"             \
  "   CASE d.player WHEN 0 THEN " SHOWN_NAME1 " ELSE " SHOWN_NAME0 " END AS opponent,"         \
  "   (SELECT count(*) FROM games g JOIN actions a ON a.game_id = g.id"                         \
  "    WHERE g.match_id = d.match_id AND g.number = d.game + 1 AND a.kind = 'play'"            \
  "      AND a.seq < d.seq) AS plays_before"                                                    \
  "   FROM analysis_decisions d JOIN matches m ON m.id = d.match_id"                            \
  "   WHERE m.deleted_at IS NULL AND d.mark >= ?1 AND d.counted"                                \
  "     AND d.kind IN ('checker', 'double', 'take') AND d.position IS NOT NULL),"               \
  " mistakes AS (SELECT * FROM marked WHERE"                                                    \
  "   (CASE WHEN ?2 IS NOT NULL THEN name = ?2"                                                 \
  "     WHEN origin = 'imported' THEN instr(?3, char(31) || name || char(31)) > 0"              \
  "     ELSE computer IS NULL END)"                                                             \
  "   AND (?4 = 0 OR (?4 >> kind_index) & 1)"                                                   \
  "   AND (?5 IS NULL OR opponent = ?5)"                                                        \
  "   AND (?6 = 0 OR created_at >= ?6) AND (?7 = 0 OR created_at < ?7)"                         \
  "   AND (?8 = 0 OR (?8 >> board_phase(position, plays_before)) & 1)) "

#define MISTAKE_COLUMNS                                                                         \
  "SELECT mi.match_id, mi.game, mi.seq, mi.kind_index, mi.player, mi.equity_loss, mi.mark,"    \
  " mi.plies, mi.position, mi.die0, mi.die1, mi.played, mi.best, mi.created_at, mi.opponent,"  \
  " board_phase(mi.position, mi.plays_before), mi.plays_before, n.note"                        \
  " FROM mistakes mi LEFT JOIN decision_notes n"                                               \
  "   ON n.match_id = mi.match_id AND n.game = mi.game AND n.seq = mi.seq "
/* The drill's cards beside them (`c`, NULL for a mistake never drilled). */
#define WITH_CARDS                                                                              \
  "LEFT JOIN drill_cards c ON c.match_id = mi.match_id AND c.game = mi.game"                    \
  "  AND c.seq = mi.seq AND c.kind = mi.kind_index "

static const char page_by_cost[] =
  MARKED MISTAKE_COLUMNS
  "ORDER BY mi.equity_loss DESC, mi.created_at DESC, mi.match_id DESC, mi.game, mi.seq"
  " LIMIT ?9 OFFSET ?10";
static const char page_by_date[] =
  MARKED MISTAKE_COLUMNS
  "ORDER BY mi.created_at DESC, mi.match_id DESC, mi.game, mi.seq LIMIT ?9 OFFSET ?10";
static const char count_sql[] = MARKED "SELECT count(*) FROM mistakes";
/* Due first (the longest due first), then the ones never drilled,
 * costliest first; none due later. */
static const char drill_sql[] =
  MARKED MISTAKE_COLUMNS WITH_CARDS
  "WHERE c.due IS NULL OR c.due <= ?11"
  " ORDER BY c.due IS NULL, c.due, mi.equity_loss DESC, mi.match_id, mi.game, mi.seq"
  " LIMIT ?9 OFFSET ?10";
static const char due_sql[] =
  MARKED "SELECT count(*) FROM mistakes mi JOIN drill_cards c ON c.match_id = mi.match_id"
  " AND c.game = mi.game AND c.seq = mi.seq AND c.kind = mi.kind_index WHERE c.due <= ?11";

/* `names` as one text, each name between two U+001F, for instr(). */
static char *
join_names (const char *const *names)
{
  GString *text = g_string_new ("\x1f");

  for (guint i = 0; names && names[i]; i++)
    if (*names[i])
      g_string_append_printf (text, "%s\x1f", names[i]);
  return g_string_free (text, FALSE);
}

/* Every counted decision of the person, the newest first, for the
 * habits: unmarked ones too. */
static const char recent_sql[] =
  MARKED "SELECT kind_index, board_phase(position, plays_before), equity_loss, mark, created_at"
  " FROM mistakes ORDER BY created_at DESC, match_id DESC, game DESC, seq DESC LIMIT ?9";
/* The same without the phase, which costs a board decoded per row: for
 * the progress, which counts thousands. */
static const char losses_sql[] =
  MARKED "SELECT kind_index, NULL, equity_loss, mark, created_at"
  " FROM mistakes ORDER BY created_at DESC, match_id DESC, game DESC, seq DESC LIMIT ?9";

static sqlite3_stmt *
prepare_marked (GamaoStore *self, const char *sql, const GamaoMistakeQuery *query,
                GamaoMark min_mark, GError **error);

static sqlite3_stmt *
prepare (GamaoStore *self, const char *sql, const GamaoMistakeQuery *query, GError **error)
{
  return prepare_marked (self, sql, query,
                         MAX (GAMAO_MARK_DOUBTFUL, query ? query->min_mark : GAMAO_MARK_NONE),
                         error);
}

static sqlite3_stmt *
prepare_marked (GamaoStore *self, const char *sql, const GamaoMistakeQuery *query,
                GamaoMark min_mark, GError **error)
{
  static const GamaoMistakeQuery all = { 0 };
  sqlite3_stmt *stmt;

  define_functions (self);
  if (!(stmt = gamao_store_prepare (self, sql, error)))
    return NULL;
  query = query ? query : &all;
  sqlite3_bind_int (stmt, 1, min_mark);
  if (query->player)
    sqlite3_bind_text (stmt, 2, query->player, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 3, join_names (query->my_names), -1, g_free);
  sqlite3_bind_int (stmt, 4, (int) query->kinds);
  if (query->opponent)
    sqlite3_bind_text (stmt, 5, query->opponent, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 6, query->since);
  sqlite3_bind_int64 (stmt, 7, query->until);
  sqlite3_bind_int (stmt, 8, (int) query->phases);
  return stmt;
}

static void
copy_text (sqlite3_stmt *stmt, int column, char *to, gsize size)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  g_strlcpy (to, text ? text : "", size);
}

static GamaoMistake *
read_row (sqlite3_stmt *stmt)
{
  GamaoMistake *row = g_object_new (GAMAO_TYPE_MISTAKE, NULL);
  GamaoMistakeData *d = &row->data;

  d->match_id = sqlite3_column_int64 (stmt, 0);
  d->game = (guint) sqlite3_column_int (stmt, 1);
  d->seq = (gsize) sqlite3_column_int64 (stmt, 2);
  d->kind = (GamaoMistakeKind) sqlite3_column_int (stmt, 3);
  d->player = sqlite3_column_int (stmt, 4);
  d->cost = sqlite3_column_double (stmt, 5);
  d->mark = (GamaoMark) sqlite3_column_int (stmt, 6);
  d->plies = (guint) sqlite3_column_int (stmt, 7);
  copy_text (stmt, 8, d->position, sizeof d->position);
  d->dice[0] = sqlite3_column_int (stmt, 9);
  d->dice[1] = sqlite3_column_int (stmt, 10);
  copy_text (stmt, 11, d->played, sizeof d->played);
  copy_text (stmt, 12, d->best, sizeof d->best);
  d->date = sqlite3_column_int64 (stmt, 13);
  copy_text (stmt, 14, d->opponent, sizeof d->opponent);
  d->phase = sqlite3_column_type (stmt, 15) == SQLITE_NULL ? GAMAO_PHASE_CONTACT
                                                            : sqlite3_column_int (stmt, 15);
  d->plays_before = (guint) sqlite3_column_int (stmt, 16);
  d->note = g_strdup ((const char *) sqlite3_column_text (stmt, 17));
  return row;
}

static gboolean
read_page (GamaoStore *self, sqlite3_stmt *stmt, guint offset, guint limit, GPtrArray *rows,
           GError **error)
{
  int rc;

  sqlite3_bind_int64 (stmt, 9, limit);
  sqlite3_bind_int64 (stmt, 10, offset);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (rows, read_row (stmt));
  if (rc != SQLITE_DONE)
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE;
}

gboolean
gamao_store_mistakes_page (GamaoStore *self, const GamaoMistakeQuery *query, guint offset,
                           guint limit, GPtrArray *rows, GError **error)
{
  gboolean by_date = query && query->sort == GAMAO_MISTAKES_BY_DATE;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  g_return_val_if_fail (rows != NULL, FALSE);
  if (!(stmt = prepare (self, by_date ? page_by_date : page_by_cost, query, error)))
    return FALSE;
  return read_page (self, stmt, offset, limit, rows, error);
}

gboolean
gamao_store_drill_page (GamaoStore *self, const GamaoMistakeQuery *query, const char *today,
                        guint offset, guint limit, GPtrArray *rows, GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  g_return_val_if_fail (today != NULL && rows != NULL, FALSE);
  if (!(stmt = prepare (self, drill_sql, query, error)))
    return FALSE;
  sqlite3_bind_text (stmt, 11, today, -1, SQLITE_TRANSIENT);
  return read_page (self, stmt, offset, limit, rows, error);
}

gint64
gamao_store_drill_due_count (GamaoStore *self, const GamaoMistakeQuery *query, const char *today,
                             GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), -1);
  g_return_val_if_fail (today != NULL, -1);
  if (!(stmt = prepare (self, due_sql, query, error)))
    return -1;
  sqlite3_bind_text (stmt, 11, today, -1, SQLITE_TRANSIENT);
  return gamao_store_count_of (self, stmt, error);
}

static void
bind_key (sqlite3_stmt *stmt, const GamaoMistakeData *mistake)
{
  sqlite3_bind_int64 (stmt, 1, mistake->match_id);
  sqlite3_bind_int (stmt, 2, (int) mistake->game);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) mistake->seq);
  sqlite3_bind_int (stmt, 4, mistake->kind);
}

gboolean
gamao_store_get_drill_card (GamaoStore *self, const GamaoMistakeData *mistake,
                            GamaoDrillCard *card, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "SELECT repetitions, interval_days, easiness, due FROM drill_cards"
    " WHERE match_id = ?1 AND game = ?2 AND seq = ?3 AND kind = ?4",
    error);
  gboolean found = FALSE;
  int rc;

  if (!stmt)
    return FALSE;
  bind_key (stmt, mistake);
  if ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      found = TRUE;
      card->repetitions = (guint) sqlite3_column_int (stmt, 0);
      card->interval_days = (guint) sqlite3_column_int (stmt, 1);
      card->easiness = sqlite3_column_double (stmt, 2);
      copy_text (stmt, 3, card->due, sizeof card->due);
    }
  else if (rc != SQLITE_DONE)
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return found;
}

static gboolean
write_answer (GamaoStore *self, const GamaoMistakeData *mistake, gint64 when, int grade,
              double equity_loss, const GamaoDrillCard *card, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "INSERT INTO drill_answers (match_id, game, seq, kind, answered_at, grade, equity_loss)"
    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    error);

  if (!stmt)
    return FALSE;
  bind_key (stmt, mistake);
  sqlite3_bind_int64 (stmt, 5, when);
  sqlite3_bind_int (stmt, 6, grade);
  sqlite3_bind_double (stmt, 7, equity_loss);
  if (!gamao_store_run (self, stmt, error))
    return FALSE;
  stmt = gamao_store_prepare (
    self,
    "INSERT OR REPLACE INTO drill_cards (match_id, game, seq, kind, repetitions,"
    " interval_days, easiness, due) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    error);
  if (!stmt)
    return FALSE;
  bind_key (stmt, mistake);
  sqlite3_bind_int (stmt, 5, (int) card->repetitions);
  sqlite3_bind_int (stmt, 6, (int) card->interval_days);
  sqlite3_bind_double (stmt, 7, card->easiness);
  sqlite3_bind_text (stmt, 8, card->due, -1, SQLITE_TRANSIENT);
  return gamao_store_run (self, stmt, error);
}

gboolean
gamao_store_save_drill_answer (GamaoStore *self, const GamaoMistakeData *mistake, gint64 when,
                               int grade, double equity_loss, const GamaoDrillCard *card,
                               GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  g_return_val_if_fail (mistake != NULL && card != NULL, FALSE);
  if (!gamao_store_begin (self, error))
    return FALSE;
  if (!write_answer (self, mistake, when, grade, equity_loss, card, error))
    {
      gamao_store_rollback (self);
      return FALSE;
    }
  return gamao_store_commit (self, error);
}

static GArray *
list_recent (GamaoStore *self, const char *sql, const GamaoMistakeQuery *query, guint limit,
             GError **error)
{
  sqlite3_stmt *stmt;
  GArray *decisions;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  if (!(stmt = prepare_marked (self, sql, query, GAMAO_MARK_NONE, error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 9, limit);
  decisions = g_array_new (FALSE, TRUE, sizeof (GamaoRecentDecision));
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      GamaoRecentDecision d = {
        .kind = sqlite3_column_int (stmt, 0),
        .phase = sqlite3_column_type (stmt, 1) == SQLITE_NULL ? GAMAO_PHASE_CONTACT
                                                               : sqlite3_column_int (stmt, 1),
        .loss = sqlite3_column_double (stmt, 2),
        .mark = sqlite3_column_int (stmt, 3),
        .when = sqlite3_column_int64 (stmt, 4),
      };
      g_array_append_val (decisions, d);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      gamao_store_fail (self, error);
      g_clear_pointer (&decisions, g_array_unref);
    }
  return decisions;
}

GArray *
gamao_store_list_recent_decisions (GamaoStore *self, const GamaoMistakeQuery *query, guint limit,
                                   GError **error)
{
  return list_recent (self, recent_sql, query, limit, error);
}

GArray *
gamao_store_list_recent_losses (GamaoStore *self, const GamaoMistakeQuery *query, guint limit,
                                GError **error)
{
  return list_recent (self, losses_sql, query, limit, error);
}

GArray *
gamao_store_list_drill_answers (GamaoStore *self, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self, "SELECT answered_at, grade, equity_loss FROM drill_answers ORDER BY answered_at, id",
    error);
  GArray *answers;
  int rc;

  if (!stmt)
    return NULL;
  answers = g_array_new (FALSE, TRUE, sizeof (GamaoDrillAnswer));
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      GamaoDrillAnswer a = { sqlite3_column_int64 (stmt, 0), sqlite3_column_int (stmt, 1),
                             sqlite3_column_double (stmt, 2) };
      g_array_append_val (answers, a);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      gamao_store_fail (self, error);
      g_clear_pointer (&answers, g_array_unref);
    }
  return answers;
}

gint64
gamao_store_mistakes_count (GamaoStore *self, const GamaoMistakeQuery *query, GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (GAMAO_IS_STORE (self), -1);
  if (!(stmt = prepare (self, count_sql, query, error)))
    return -1;
  return gamao_store_count_of (self, stmt, error);
}

/* The library's list: the store and a copy of the query. */
typedef struct
{
  GamaoStore *store;
  GamaoMistakeQuery query;      /* its strings owned */
} ModelSource;

static void
clear_query (GamaoMistakeQuery *query)
{
  g_free ((char *) query->player);
  g_free ((char *) query->opponent);
  g_strfreev ((GStrv) query->my_names);
  memset (query, 0, sizeof *query);
}

static void
copy_query (GamaoMistakeQuery *to, const GamaoMistakeQuery *from)
{
  *to = *from;
  to->player = g_strdup (from->player);
  to->opponent = g_strdup (from->opponent);
  to->my_names = (const char *const *) g_strdupv ((GStrv) from->my_names);
}

static void
source_free (gpointer data)
{
  ModelSource *source = data;

  g_object_unref (source->store);
  clear_query (&source->query);
  g_free (source);
}

static gint64
source_count (gpointer data, GError **error)
{
  ModelSource *source = data;

  return gamao_store_mistakes_count (source->store, &source->query, error);
}

static gboolean
source_read (gpointer data, guint offset, guint limit, GPtrArray *rows, GError **error)
{
  ModelSource *source = data;

  return gamao_store_mistakes_page (source->store, &source->query, offset, limit, rows, error);
}

static const GamaoPagedSource model_funcs = { source_count, source_read };

GamaoPagedList *
gamao_store_mistakes_model (GamaoStore *self, const GamaoMistakeQuery *query)
{
  static const GamaoMistakeQuery all = { 0 };
  ModelSource *source = g_new0 (ModelSource, 1);

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  source->store = g_object_ref (self);
  copy_query (&source->query, query ? query : &all);
  return gamao_paged_list_new (GAMAO_TYPE_MISTAKE, &model_funcs, source, source_free);
}

void
gamao_store_mistakes_model_set_query (GamaoPagedList *model, const GamaoMistakeQuery *query)
{
  ModelSource *source = gamao_paged_list_get_source (model);
  GamaoMistakeQuery copy;

  /* Copied before the old one is freed: `query` may share its strings. */
  copy_query (&copy, query);
  clear_query (&source->query);
  source->query = copy;
  gamao_paged_list_reload (model);
}

const GamaoMistakeQuery *
gamao_store_mistakes_model_get_query (GamaoPagedList *model)
{
  ModelSource *source = gamao_paged_list_get_source (model);

  return &source->query;
}

gboolean
gamao_store_has_analysis (GamaoStore *self, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "SELECT EXISTS (SELECT 1 FROM analyses a JOIN matches m ON m.id = a.match_id"
    " WHERE m.deleted_at IS NULL)",
    error);
  gboolean any = FALSE;

  if (!stmt)
    return FALSE;
  if (sqlite3_step (stmt) == SQLITE_ROW)
    any = sqlite3_column_int (stmt, 0) != 0;
  else
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return any;
}

/* The first column of the statement's row as text: NULL for no row, a
 * NULL column or a failure (then `error`). */
static char *
first_text (GamaoStore *self, sqlite3_stmt *stmt, GError **error)
{
  char *text = NULL;
  int rc;

  if ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    text = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else if (rc != SQLITE_DONE)
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return text;
}

char *
gamao_store_get_decision_note (GamaoStore *self, gint64 id, guint game, gsize seq,
                               GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self, "SELECT note FROM decision_notes WHERE match_id = ? AND game = ? AND seq = ?", error);

  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) game);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) seq);
  return first_text (self, stmt, error);
}

char *
gamao_store_get_match_note (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self, "SELECT notes FROM matches WHERE id = ?", error);

  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  return first_text (self, stmt, error);
}

gboolean
gamao_store_set_decision_note (GamaoStore *self, gint64 id, guint game, gsize seq,
                               const char *note, GError **error)
{
  g_autofree char *text = g_strstrip (g_strdup (note ? note : ""));
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    *text ? "INSERT OR REPLACE INTO decision_notes (match_id, game, seq, note)"
            " VALUES (?1, ?2, ?3, ?4)"
          : "DELETE FROM decision_notes WHERE match_id = ?1 AND game = ?2 AND seq = ?3",
    error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) game);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) seq);
  if (*text)
    sqlite3_bind_text (stmt, 4, text, -1, SQLITE_TRANSIENT);
  return gamao_store_run (self, stmt, error);
}

/* ---- notes as .sgf comments ---- */

gboolean
gamao_store_keep_sgf_notes (GamaoStore *self, gint64 id, const GamaoSgfNotes *notes,
                            GError **error)
{
  for (gsize i = 0; i < notes->n; i++)
    if (!gamao_store_set_decision_note (self, id, (guint) notes->items[i].game,
                                        notes->items[i].action, notes->items[i].text, error))
      return FALSE;
  return !notes->match || gamao_store_set_notes (self, id, notes->match, error);
}

gboolean
gamao_store_read_sgf_notes (GamaoStore *self, gint64 id, GamaoSgfNotes *notes, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "SELECT game, seq, note FROM decision_notes WHERE match_id = ?1"
    " UNION ALL SELECT -1, 0, notes FROM matches WHERE id = ?1 AND notes IS NOT NULL"
    " ORDER BY 1, 2",
    error);
  int rc;

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *text = (const char *) sqlite3_column_text (stmt, 2);
      if (sqlite3_column_int (stmt, 0) < 0)
        gamao_sgf_notes_add_match (notes, text);
      else
        gamao_sgf_notes_add (notes, (size_t) sqlite3_column_int (stmt, 0),
                             (size_t) sqlite3_column_int64 (stmt, 1), text);
    }
  if (rc != SQLITE_DONE)
    gamao_store_fail (self, error);
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE;
}
