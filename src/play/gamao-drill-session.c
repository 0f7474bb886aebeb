/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A drill's answers judged and kept: see gamao-drill-session.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-drill-session.h"

#include "gamao-store-analysis.h"

#include <glib/gi18n.h>
#include <string.h>

GamaoMistake *
gamao_drill_next (GamaoStore *store, const GamaoMistakeQuery *query, GDateTime *now,
                  GError **error)
{
  g_autofree char *today = gamao_drill_today (now);
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);

  if (!gamao_store_drill_page (store, query, today, 0, 1, rows, error) || rows->len == 0)
    return NULL;
  return g_object_ref (rows->pdata[0]);
}

gint64
gamao_drill_due_today (GamaoStore *store, const GamaoMistakeQuery *query, GDateTime *now,
                       GError **error)
{
  g_autofree char *today = gamao_drill_today (now);

  return gamao_store_drill_due_count (store, query, today, error);
}

static void
set_verdict (GamaoDrillVerdict *verdict, double best, double answer, const char *best_text)
{
  verdict->loss = MAX (0.0, best - answer);
  verdict->best = verdict->loss <= 0.0;
  verdict->grade = gamao_drill_grade (verdict->best, verdict->loss);
  g_strlcpy (verdict->best_text, best_text, sizeof verdict->best_text);
}

gboolean
gamao_drill_judge_play (GamaoStore *store, const GamaoMistakeData *mistake, const char *after,
                        GamaoDrillVerdict *verdict, GError **error)
{
  g_autoptr (GArray) plays = NULL;

  g_return_val_if_fail (mistake->kind == GAMAO_MISTAKE_CHECKER, FALSE);
  memset (verdict, 0, sizeof *verdict);
  plays = gamao_store_list_plays (store, mistake->match_id, mistake->game, mistake->seq, error);
  if (!plays)
    return FALSE;
  for (guint i = 0; i < plays->len; i++)
    {
      const GamaoStoredPlay *p = &g_array_index (plays, GamaoStoredPlay, i);

      if (strcmp (p->after, after) == 0)
        {
          const GamaoStoredPlay *best = &g_array_index (plays, GamaoStoredPlay, 0);
          set_verdict (verdict, best->equity, p->equity, best->play);
          verdict->best = verdict->best || i == 0;
          verdict->grade = gamao_drill_grade (verdict->best, verdict->loss);
          return TRUE;
        }
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("This play is not among the plays the analysis kept."));
  return FALSE;
}

/* The kept judgement of the cube decision `mistake`. */
static gboolean
find_cube (GamaoStore *store, const GamaoMistakeData *mistake, GamaoStoredDecision *out,
           GError **error)
{
  g_autoptr (GArray) decisions = gamao_store_list_decisions (store, mistake->match_id, error);
  GamaoDecisionKind kind = mistake->kind >= GAMAO_MISTAKE_TAKE ? GAMAO_DECISION_TAKE
                                                               : GAMAO_DECISION_DOUBLE;

  for (guint i = 0; decisions && i < decisions->len; i++)
    {
      const GamaoStoredDecision *d = &g_array_index (decisions, GamaoStoredDecision, i);

      if (d->game == mistake->game && d->seq == mistake->seq && d->kind == kind && d->has_cube)
        {
          *out = *d;
          return TRUE;
        }
    }
  if (decisions)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 _("The analysis kept no cube equities for this decision."));
  return FALSE;
}

gboolean
gamao_drill_beaver_allowed (GamaoStore *store, const GamaoMistakeData *mistake)
{
  GamaoMatchRecord *record = gamao_store_load (store, mistake->match_id, NULL);
  gboolean allowed = record && record->length == 0 && (record->rules & GAMAO_RULE_BEAVERS);

  g_clear_pointer (&record, gamao_match_record_unref);
  return allowed;
}

gboolean
gamao_drill_judge_cube (GamaoStore *store, const GamaoMistakeData *mistake,
                        GamaoMistakeKind answer, GamaoDrillVerdict *verdict, GError **error)
{
  GamaoStoredDecision d;

  g_return_val_if_fail (mistake->kind != GAMAO_MISTAKE_CHECKER, FALSE);
  memset (verdict, 0, sizeof *verdict);
  if (!find_cube (store, mistake, &d, error))
    return FALSE;
  /* As the analysis judges it (gamao-analysis-judge.c): a beaver is the
   * take at twice the stake with the same owner, which in money play is
   * twice the take's equity; where beavers are allowed a double is worth
   * the least of take, pass and beaver to the doubler. */
  gboolean beavers = gamao_drill_beaver_allowed (store, mistake);
  double take = -d.double_take, pass = -d.double_pass;
  double beaver = beavers ? 2 * take : -G_MAXDOUBLE;
  if (mistake->kind <= GAMAO_MISTAKE_NO_DOUBLE)
    {
      double doubled = MIN (MIN (d.double_take, d.double_pass), -beaver);
      gboolean double_best = doubled > d.no_double;

      set_verdict (verdict, MAX (doubled, d.no_double),
                   answer == GAMAO_MISTAKE_DOUBLE ? doubled : d.no_double,
                   gamao_mistake_kind_key (double_best ? GAMAO_MISTAKE_DOUBLE
                                                       : GAMAO_MISTAKE_NO_DOUBLE));
      return TRUE;
    }
  GamaoMistakeKind best = beaver > take && beaver > pass ? GAMAO_MISTAKE_BEAVER
                          : take > pass                  ? GAMAO_MISTAKE_TAKE
                                                         : GAMAO_MISTAKE_PASS;
  double best_equity = MAX (MAX (take, pass), beaver);
  /* A beaver where none is allowed counts as the take it stands for. */
  double answered = answer == GAMAO_MISTAKE_PASS                ? pass
                    : answer == GAMAO_MISTAKE_BEAVER && beavers ? beaver
                                                                : take;
  set_verdict (verdict, best_equity, answered, gamao_mistake_kind_key (best));
  return TRUE;
}

gboolean
gamao_drill_keep (GamaoStore *store, const GamaoMistakeData *mistake, GamaoDrillVerdict *verdict,
                  GDateTime *now, GError **error)
{
  g_autoptr (GError) read_error = NULL;

  if (!gamao_store_get_drill_card (store, mistake, &verdict->card, &read_error))
    {
      if (read_error)
        {
          g_propagate_error (error, g_steal_pointer (&read_error));
          return FALSE;
        }
      gamao_drill_card_init (&verdict->card, now);
    }
  gamao_drill_card_answer (&verdict->card, verdict->grade, now);
  return gamao_store_save_drill_answer (store, mistake, g_date_time_to_unix (now), verdict->grade,
                                        verdict->loss, &verdict->card, error);
}
