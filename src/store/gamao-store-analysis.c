/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Analyses kept in the history (schema versions 5 and 6): a row per
 * analysed match with its depth and weights, a row per player with the
 * figures (a column per figure the table in src/ai/gamao-analysis-figures.c
 * marks kept, the statements built from it), a row per judged decision, keyed by the game and the action
 * it judges, with the depth and the weights it was judged with, so that
 * an analysis made with older weights can be told and redone, and the
 * ranked plays of each checker decision. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-analysis.h"
#include "gamao-store-private.h"

#include "gamao-analysis-figures.h"
#include "gamao-notation.h"
#include "gamao-position-id.h"

#include <string.h>

static const char *const kind_keys[] = { "checker", "double", "take", "resign", "resign-answer" };

static gboolean
forget (GamaoStore *self, gint64 id, GError **error)
{
  static const char *const deletes[] = {
    "DELETE FROM analysis_plays WHERE match_id = ?",
    "DELETE FROM analysis_decisions WHERE match_id = ?",
    "DELETE FROM analysis_players WHERE match_id = ?",
    "DELETE FROM analyses WHERE match_id = ?",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (deletes); i++)
    {
      sqlite3_stmt *stmt = gamao_store_prepare (self, deletes[i], error);
      if (!stmt)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, id);
      if (!gamao_store_run (self, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* The figures' SQL, built once from the table (gamao-analysis-figures.c):
 * the statements are cached by the address of their text. */

/* The kept figures' columns, each as `prefix` + key, comma-separated. */
static char *
figure_columns (const char *prefix)
{
  GString *columns = g_string_new (NULL);

  for (gsize i = 0; i < gamao_n_figures; i++)
    if (gamao_figures[i].flags & GAMAO_FIGURE_KEPT)
      g_string_append_printf (columns, "%s%s%s", columns->len ? ", " : "", prefix,
                              gamao_figures[i].key);
  return g_string_free (columns, FALSE);
}

static const char *
insert_player_sql (void)
{
  static gsize sql;

  if (g_once_init_enter (&sql))
    {
      g_autofree char *columns = figure_columns ("");
      GString *text = g_string_new ("INSERT INTO analysis_players (match_id, player, ");
      g_string_append_printf (text, "%s) VALUES (?, ?", columns);
      for (gsize i = 0; i < gamao_n_figures; i++)
        if (gamao_figures[i].flags & GAMAO_FIGURE_KEPT)
          g_string_append (text, ", ?");
      g_string_append (text, ")");
      g_once_init_leave (&sql, (gsize) g_string_free (text, FALSE));
    }
  return (const char *) sql;
}

static const char *
select_players_sql (void)
{
  static gsize sql;

  if (g_once_init_enter (&sql))
    {
      g_autofree char *columns = figure_columns ("");
      g_once_init_leave (&sql, (gsize) g_strdup_printf ("SELECT player, %s FROM analysis_players"
                                                        " WHERE match_id = ? ORDER BY player",
                                                        columns));
    }
  return (const char *) sql;
}

/* Binds the kept figures of `p` from parameter `first` on, in the
 * table's order (the order of figure_columns()). */
static void
bind_figures (sqlite3_stmt *stmt, int first, const GamaoPlayerAnalysis *p)
{
  int n = first;

  for (gsize i = 0; i < gamao_n_figures; i++)
    {
      const GamaoFigure *f = &gamao_figures[i];

      if (!(f->flags & GAMAO_FIGURE_KEPT))
        continue;
      if (f->type == GAMAO_FIGURE_WORDS)
        sqlite3_bind_text (stmt, n++, gamao_figure_get_words (p, f), -1, SQLITE_STATIC);
      else if (f->type == GAMAO_FIGURE_COUNT)
        sqlite3_bind_int64 (stmt, n++, (sqlite3_int64) gamao_figure_get (p, f));
      else
        sqlite3_bind_double (stmt, n++, gamao_figure_get (p, f));
    }
}

/* Reads the kept figures into `p` from column `first` on, in the
 * table's order. */
static void
read_figures (sqlite3_stmt *stmt, int first, GamaoPlayerAnalysis *p)
{
  int n = first;

  for (gsize i = 0; i < gamao_n_figures; i++)
    {
      const GamaoFigure *f = &gamao_figures[i];

      if (!(f->flags & GAMAO_FIGURE_KEPT))
        continue;
      if (f->type == GAMAO_FIGURE_WORDS)
        {
          const char *words = (const char *) sqlite3_column_text (stmt, n++);
          gamao_figure_set_words (p, f, g_intern_string (words ? words : ""));
        }
      else
        gamao_figure_set (p, f, sqlite3_column_double (stmt, n++));
    }
}

static gboolean
insert_player (GamaoStore *self, gint64 id, int k, const GamaoPlayerAnalysis *p, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (self, insert_player_sql (), error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, k);
  bind_figures (stmt, 3, p);
  return gamao_store_run (self, stmt, error);
}

/* What was played and what was best, as a play or a choice's key. */
static void
texts_of (const GamaoDecision *d, char *played, char *best, gsize size)
{
  if (d->kind == GAMAO_DECISION_CHECKER)
    {
      gamao_notation_write (&d->played, played, size);
      if (d->n_better)
        gamao_notation_write (&d->better[0].play, best, size);
      else
        g_strlcpy (best, played, size);
      return;
    }
  g_strlcpy (played, gamao_choice_key (d->played_choice), size);
  g_strlcpy (best, gamao_choice_key (d->best_choice), size);
}

static gboolean
insert_play (GamaoStore *self, gint64 id, const GamaoDecision *d, guint rank,
             const GamaoPlay *play, double equity, guint plies, gboolean played, GError **error)
{
  char text[GAMAO_NOTATION_MAX], after[GAMAO_POSITION_ID_LEN + 1];
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "INSERT OR REPLACE INTO analysis_plays (match_id, game, seq, rank, play, after, equity,"
    " plies, played) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    error);

  if (!stmt)
    return FALSE;
  gamao_notation_write (play, text, sizeof text);
  gamao_position_id_encode (&play->after, after);
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) d->game);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) d->action);
  sqlite3_bind_int (stmt, 4, (int) rank);
  sqlite3_bind_text (stmt, 5, text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 6, after, -1, SQLITE_TRANSIENT);
  sqlite3_bind_double (stmt, 7, equity);
  sqlite3_bind_int (stmt, 8, (int) plies);
  sqlite3_bind_int (stmt, 9, played);
  return gamao_store_run (self, stmt, error);
}

/* The better plays best first, then the play made when it ranked below
 * them. */
static gboolean
insert_plays (GamaoStore *self, gint64 id, const GamaoDecision *d, guint plies, GError **error)
{
  for (guint k = 0; k < d->n_better; k++)
    if (!insert_play (self, id, d, k, &d->better[k].play, d->better[k].equity,
                      d->better[k].plies, d->played_rank == (int) k, error))
      return FALSE;
  /* played_rank counts every legal play: the play made may rank below
   * the ones kept. */
  if (d->n_better > 0 && (d->played_rank < 0 || d->played_rank >= (int) d->n_better)
      && d->played.n_steps > 0)
    return insert_play (self, id, d, d->n_better, &d->played, d->equity_played, plies, TRUE,
                        error);
  return TRUE;
}

static void
bind_cube (sqlite3_stmt *stmt, int column, const GamaoDecision *d)
{
  gboolean cube = d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE;

  if (!cube)
    {
      for (int c = 0; c < 4; c++)
        sqlite3_bind_null (stmt, column + c);
      return;
    }
  sqlite3_bind_double (stmt, column, d->no_double);
  sqlite3_bind_double (stmt, column + 1, d->double_take);
  sqlite3_bind_double (stmt, column + 2, d->double_pass);
  sqlite3_bind_int (stmt, column + 3, d->proper);
}

static gboolean
insert_decision (GamaoStore *self, gint64 id, const GamaoDecision *d, guint plies,
                 const char *weights, GError **error)
{
  char played[GAMAO_NOTATION_MAX], best[GAMAO_NOTATION_MAX];
  char position[GAMAO_POSITION_ID_LEN + 1];
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "INSERT OR REPLACE INTO analysis_decisions (match_id, game, seq, kind, player, plies,"
    " weights, die0, die1, equity_played, equity_best, equity_loss, mark, luck, counted,"
    " played, best, played_choice, best_choice, win_chance, position, no_double, double_take,"
    " double_pass, proper)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    error);

  if (!stmt)
    return FALSE;
  texts_of (d, played, best, sizeof played);
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) d->game);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) d->action);
  sqlite3_bind_text (stmt, 4, kind_keys[d->kind], -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 5, d->player);
  sqlite3_bind_int (stmt, 6, (int) plies);
  sqlite3_bind_text (stmt, 7, weights, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 8, d->dice[0]);
  sqlite3_bind_int (stmt, 9, d->dice[1]);
  sqlite3_bind_double (stmt, 10, d->equity_played);
  sqlite3_bind_double (stmt, 11, d->equity_best);
  sqlite3_bind_double (stmt, 12, d->equity_loss);
  sqlite3_bind_int (stmt, 13, d->mark);
  if (d->kind == GAMAO_DECISION_CHECKER)
    sqlite3_bind_double (stmt, 14, d->luck);
  else
    sqlite3_bind_null (stmt, 14);
  sqlite3_bind_int (stmt, 15, d->counted || (d->kind == GAMAO_DECISION_CHECKER && d->n_plays > 1));
  sqlite3_bind_text (stmt, 16, played, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 17, best, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 18, d->played_choice);
  sqlite3_bind_int (stmt, 19, d->best_choice);
  sqlite3_bind_double (stmt, 20, d->win_chance);
  if (d->kind <= GAMAO_DECISION_TAKE)
    {
      gamao_position_id_encode (&d->before, position);
      sqlite3_bind_text (stmt, 21, position, -1, SQLITE_TRANSIENT);
    }
  else
    sqlite3_bind_null (stmt, 21);
  bind_cube (stmt, 22, d);
  if (!gamao_store_run (self, stmt, error))
    return FALSE;
  return d->kind != GAMAO_DECISION_CHECKER || insert_plays (self, id, d, plies, error);
}

static gboolean
insert_all (GamaoStore *self, gint64 id, const GamaoAnalysis *analysis, const char *weights,
            GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "INSERT INTO analyses (match_id, plies, weights, analysed_at, n_decisions)"
    " VALUES (?, ?, ?, ?, ?)",
    error);

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) analysis->plies);
  sqlite3_bind_text (stmt, 3, weights, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 4, g_get_real_time () / G_USEC_PER_SEC);
  sqlite3_bind_int64 (stmt, 5, (sqlite3_int64) analysis->n_decisions);
  if (!gamao_store_run (self, stmt, error))
    return FALSE;
  for (int k = 0; k < 2; k++)
    if (!insert_player (self, id, k, &analysis->players[k], error))
      return FALSE;
  for (gsize i = 0; i < analysis->n_decisions; i++)
    if (!insert_decision (self, id, &analysis->decisions[i], analysis->plies, weights, error))
      return FALSE;
  return TRUE;
}

gboolean
gamao_store_save_analysis (GamaoStore *self, gint64 id, const GamaoAnalysis *analysis,
                           const char *weights, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  g_return_val_if_fail (analysis != NULL && weights != NULL, FALSE);

  if (!gamao_store_begin (self, error))
    return FALSE;
  if (!forget (self, id, error) || !insert_all (self, id, analysis, weights, error))
    {
      gamao_store_rollback (self);
      return FALSE;
    }
  return gamao_store_commit (self, error);
}

gboolean
gamao_store_get_analysis (GamaoStore *self, gint64 id, GamaoStoredAnalysis *out, GError **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  memset (out, 0, sizeof *out);
  stmt = gamao_store_prepare (
    self, "SELECT plies, weights, analysed_at, n_decisions FROM analyses WHERE match_id = ?",
    error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      out->plies = (guint) sqlite3_column_int (stmt, 0);
      g_strlcpy (out->weights, (const char *) sqlite3_column_text (stmt, 1), sizeof out->weights);
      out->analysed_at = sqlite3_column_int64 (stmt, 2);
      out->n_decisions = (guint) sqlite3_column_int (stmt, 3);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    return rc == SQLITE_DONE ? FALSE : gamao_store_fail (self, error);

  stmt = gamao_store_prepare (self, select_players_sql (), error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int k = sqlite3_column_int (stmt, 0);
      if (k == 0 || k == 1)
        read_figures (stmt, 1, &out->players[k]);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return gamao_store_fail (self, error);
  return gamao_store_count_cube_errors (self, id, out->players, error);
}

gboolean
gamao_store_get_decision (GamaoStore *self, gint64 id, guint game, gsize seq,
                          GamaoDecisionKind kind, GamaoDecision *d, guint *plies, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "SELECT player, plies, die0, die1, equity_played, equity_best, equity_loss, mark, luck,"
    " counted, played_choice, best_choice, win_chance FROM analysis_decisions"
    " WHERE match_id = ? AND game = ? AND seq = ? AND kind = ?",
    error);
  int rc;

  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) game);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) seq);
  sqlite3_bind_text (stmt, 4, kind_keys[kind], -1, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      memset (d, 0, sizeof *d);
      d->kind = kind;
      d->game = game;
      d->action = seq;
      d->player = sqlite3_column_int (stmt, 0);
      if (plies)
        *plies = (guint) sqlite3_column_int (stmt, 1);
      d->dice[0] = sqlite3_column_int (stmt, 2);
      d->dice[1] = sqlite3_column_int (stmt, 3);
      d->equity_played = (float) sqlite3_column_double (stmt, 4);
      d->equity_best = (float) sqlite3_column_double (stmt, 5);
      d->equity_loss = (float) sqlite3_column_double (stmt, 6);
      d->mark = (GamaoMark) sqlite3_column_int (stmt, 7);
      d->luck = (float) sqlite3_column_double (stmt, 8);
      d->counted = sqlite3_column_int (stmt, 9) != 0;
      d->played_choice = (GamaoChoice) sqlite3_column_int (stmt, 10);
      d->best_choice = (GamaoChoice) sqlite3_column_int (stmt, 11);
      d->win_chance = (float) sqlite3_column_double (stmt, 12);
    }
  sqlite3_reset (stmt);
  if (rc == SQLITE_ROW)
    return TRUE;
  return rc == SQLITE_DONE ? FALSE : gamao_store_fail (self, error);
}

/* After the rows: `list`, or NULL with `error` when the steps ended on
 * an SQL error. */
static GArray *
finish_list (GamaoStore *self, sqlite3_stmt *stmt, int rc, GArray *list, GError **error)
{
  sqlite3_reset (stmt);
  if (rc == SQLITE_DONE)
    return list;
  g_array_unref (list);
  gamao_store_fail (self, error);
  return NULL;
}

static GamaoDecisionKind
kind_of (const char *key)
{
  for (gsize k = 0; k < G_N_ELEMENTS (kind_keys); k++)
    if (g_strcmp0 (key, kind_keys[k]) == 0)
      return (GamaoDecisionKind) k;
  return GAMAO_DECISION_CHECKER;
}

/* The columns schema version 6 added (NULL in older analyses). */
static void
read_stored_extra (sqlite3_stmt *stmt, GamaoStoredDecision *d)
{
  const char *position = (const char *) sqlite3_column_text (stmt, 13);

  d->dice[0] = sqlite3_column_int (stmt, 10);
  d->dice[1] = sqlite3_column_int (stmt, 11);
  d->plies = (guint) sqlite3_column_int (stmt, 12);
  g_strlcpy (d->position, position ? position : "", sizeof d->position);
  d->has_cube = sqlite3_column_type (stmt, 14) != SQLITE_NULL;
  d->no_double = sqlite3_column_double (stmt, 14);
  d->double_take = sqlite3_column_double (stmt, 15);
  d->double_pass = sqlite3_column_double (stmt, 16);
  d->proper = (GamaoProperCube) sqlite3_column_int (stmt, 17);
}

GArray *
gamao_store_list_decisions (GamaoStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "SELECT game, seq, kind, player, equity_loss, mark, luck, played, best, win_chance,"
    " die0, die1, plies, position, no_double, double_take, double_pass, proper"
    " FROM analysis_decisions WHERE match_id = ? ORDER BY game, seq, kind = 'take'",
    error);
  GArray *list;
  int rc;

  if (!stmt)
    return NULL;
  list = g_array_new (FALSE, TRUE, sizeof (GamaoStoredDecision));
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      GamaoStoredDecision d = { 0 };
      d.game = (guint) sqlite3_column_int (stmt, 0);
      d.seq = (gsize) sqlite3_column_int64 (stmt, 1);
      d.kind = kind_of ((const char *) sqlite3_column_text (stmt, 2));
      d.player = sqlite3_column_int (stmt, 3);
      d.equity_loss = sqlite3_column_double (stmt, 4);
      d.mark = (GamaoMark) sqlite3_column_int (stmt, 5);
      d.has_luck = sqlite3_column_type (stmt, 6) != SQLITE_NULL;
      d.luck = sqlite3_column_double (stmt, 6);
      g_strlcpy (d.played, (const char *) sqlite3_column_text (stmt, 7), sizeof d.played);
      g_strlcpy (d.best, (const char *) sqlite3_column_text (stmt, 8), sizeof d.best);
      d.win_chance = sqlite3_column_double (stmt, 9);
      read_stored_extra (stmt, &d);
      g_array_append_val (list, d);
    }
  return finish_list (self, stmt, rc, list, error);
}

GArray *
gamao_store_list_plays (GamaoStore *self, gint64 id, guint game, gsize seq, GError **error)
{
  sqlite3_stmt *stmt = gamao_store_prepare (
    self,
    "SELECT rank, play, after, equity, plies, played FROM analysis_plays"
    " WHERE match_id = ? AND game = ? AND seq = ? ORDER BY rank",
    error);
  GArray *list;
  int rc;

  if (!stmt)
    return NULL;
  list = g_array_new (FALSE, TRUE, sizeof (GamaoStoredPlay));
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) game);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) seq);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      GamaoStoredPlay p = { 0 };
      p.rank = (guint) sqlite3_column_int (stmt, 0);
      g_strlcpy (p.play, (const char *) sqlite3_column_text (stmt, 1), sizeof p.play);
      g_strlcpy (p.after, (const char *) sqlite3_column_text (stmt, 2), sizeof p.after);
      p.equity = sqlite3_column_double (stmt, 3);
      p.plies = (guint) sqlite3_column_int (stmt, 4);
      p.played = sqlite3_column_int (stmt, 5) != 0;
      g_array_append_val (list, p);
    }
  return finish_list (self, stmt, rc, list, error);
}

/* The analysed matches the desk player played, seen from their side, as
 * the table `a`. */
#define ANALYSED_MATCHES                                                                       \
  SEATED_MATCHES ", a AS (SELECT m.id, coalesce(m.finished_at, m.created_at) AS at, m.opponent," \
  " m.me AS me FROM seen m WHERE m.plays"                                                       \
  " AND EXISTS (SELECT 1 FROM analysis_players p WHERE p.match_id = m.id)) "

/* Each analysed match with the desk player's kept figures, then their
 * opponent's. */
static const char *
list_analysed_sql (void)
{
  static gsize sql;

  if (g_once_init_enter (&sql))
    {
      g_autofree char *mine = figure_columns ("mine.");
      g_autofree char *theirs = figure_columns ("theirs.");
      g_once_init_leave (&sql, (gsize) g_strdup_printf (ANALYSED_MATCHES
                                 "SELECT a.id, a.at, a.opponent, a.me, %s, %s FROM a"
                                 " JOIN analysis_players mine"
                                 " ON mine.match_id = a.id AND mine.player = a.me"
                                 " JOIN analysis_players theirs"
                                 " ON theirs.match_id = a.id AND theirs.player = 1 - a.me"
                                 " WHERE ?1 IS NULL OR a.opponent = ?1 ORDER BY a.at, a.id",
                                 mine, theirs));
    }
  return (const char *) sql;
}

/* The figures of the kept figures' columns, a side's worth. */
static int
n_kept_figures (void)
{
  int n = 0;

  for (gsize i = 0; i < gamao_n_figures; i++)
    n += (gamao_figures[i].flags & GAMAO_FIGURE_KEPT) != 0;
  return n;
}

/* The cube errors of each match, from the desk player's side. */
static gboolean
count_seated_cube_errors (GamaoStore *self, GArray *list, const GArray *seats, GError **error)
{
  for (guint i = 0; i < list->len; i++)
    {
      GamaoStoreAnalysedMatch *m = &g_array_index (list, GamaoStoreAnalysedMatch, i);
      GamaoPlayerAnalysis players[2] = { { 0 } };
      int me = g_array_index (seats, int, i) ? 1 : 0;

      if (!gamao_store_count_cube_errors (self, m->id, players, error))
        return FALSE;
      for (int k = 0; k < 2; k++)
        for (gsize f = 0; f < gamao_n_figures; f++)
          if (gamao_figures[f].flags & GAMAO_FIGURE_TALLIED)
            gamao_figure_set (&m->players[k], &gamao_figures[f],
                              gamao_figure_get (&players[k == 0 ? me : 1 - me], &gamao_figures[f]));
    }
  return TRUE;
}

GArray *
gamao_store_list_analysed (GamaoStore *self, const char *opponent, GError **error)
{
  sqlite3_stmt *stmt;
  GArray *list;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  stmt = gamao_store_prepare_seen (self, list_analysed_sql (), opponent, error);
  if (!stmt)
    return NULL;
  list = g_array_new (FALSE, TRUE, sizeof (GamaoStoreAnalysedMatch));
  g_autoptr (GArray) seats = g_array_new (FALSE, FALSE, sizeof (int));
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      GamaoStoreAnalysedMatch m = { 0 };
      const char *name = (const char *) sqlite3_column_text (stmt, 2);
      int me = sqlite3_column_int (stmt, 3);
      m.id = sqlite3_column_int64 (stmt, 0);
      m.when = sqlite3_column_int64 (stmt, 1);
      g_strlcpy (m.opponent, name ? name : "", sizeof m.opponent);
      read_figures (stmt, 4, &m.players[0]);
      read_figures (stmt, 4 + n_kept_figures (), &m.players[1]);
      g_array_append_val (list, m);
      g_array_append_val (seats, me);
    }
  list = finish_list (self, stmt, rc, list, error);
  if (list && !count_seated_cube_errors (self, list, seats, error))
    g_clear_pointer (&list, g_array_unref);
  return list;
}

GStrv
gamao_store_list_analysed_opponents (GamaoStore *self, GError **error)
{
  g_autoptr (GStrvBuilder) names = g_strv_builder_new ();
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  stmt = gamao_store_prepare_seen (self,
                       ANALYSED_MATCHES "SELECT DISTINCT opponent FROM a ORDER BY opponent",
                       NULL, error);
  if (!stmt)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *name = (const char *) sqlite3_column_text (stmt, 0);
      g_strv_builder_add (names, name ? name : "");
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      gamao_store_fail (self, error);
      return NULL;
    }
  return g_strv_builder_end (names);
}

GArray *
gamao_store_list_stale_analyses (GamaoStore *self, const char *weights, GError **error)
{
  sqlite3_stmt *stmt;
  GArray *ids;
  int rc;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  g_return_val_if_fail (weights != NULL, NULL);
  stmt = gamao_store_prepare (self,
                              "SELECT a.match_id FROM analyses a JOIN matches m ON m.id = a.match_id"
                              " WHERE m.deleted_at IS NULL AND a.weights <> ?"
                              " ORDER BY m.created_at DESC, m.id DESC",
                              error);
  if (!stmt)
    return NULL;
  sqlite3_bind_text (stmt, 1, weights, -1, SQLITE_TRANSIENT);
  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (ids, id);
    }
  return finish_list (self, stmt, rc, ids, error);
}
