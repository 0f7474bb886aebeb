/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A drill's answers judged and kept: see gamao-drill-session.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-drill-session.h"

#include "gamao-ai-service.h"
#include "gamao-drill-position.h"
#include "gamao-position-id.h"
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
          verdict->plies = p->plies;
          verdict->best = verdict->best || i == 0;
          verdict->grade = gamao_drill_grade (verdict->best, verdict->loss);
          return TRUE;
        }
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("This play is not among the plays the analysis kept."));
  return FALSE;
}

gboolean
gamao_drill_judge_unkept (GamaoStore *store, const GamaoMistakeData *mistake,
                          const GamaoTutorVerdict *judged, GamaoDrillVerdict *verdict,
                          GError **error)
{
  g_autoptr (GArray) plays = NULL;
  const GamaoStoredPlay *best;
  double least = 0.0;

  memset (verdict, 0, sizeof *verdict);
  plays = gamao_store_list_plays (store, mistake->match_id, mistake->game, mistake->seq, error);
  if (!plays)
    return FALSE;
  if (plays->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The analysis kept no plays for this decision."));
      return FALSE;
    }
  /* The analysis ranked it below every play it kept as a better one
   * (not the play made: the store keeps that one after them whatever
   * its rank, and a play not kept may well be better than it). */
  best = &g_array_index (plays, GamaoStoredPlay, 0);
  for (guint i = 0; i < plays->len; i++)
    if (!g_array_index (plays, GamaoStoredPlay, i).played)
      least = MAX (least, best->equity - g_array_index (plays, GamaoStoredPlay, i).equity);
  set_verdict (verdict, best->equity, best->equity - MAX ((double) judged->loss, least),
               best->play);
  /* Not kept, so not the best, whatever the depth found. */
  verdict->best = FALSE;
  verdict->evaluated = TRUE;
  verdict->plies = judged->plies;
  verdict->grade = gamao_drill_grade (FALSE, verdict->loss);
  return TRUE;
}

gboolean
gamao_drill_play_question (GamaoStore *store, const GamaoMistakeData *mistake,
                           const GamaoBoard *after, GamaoTutorQuestion *question, GError **error)
{
  GamaoMatchRecord *record = gamao_store_load (store, mistake->match_id, error);
  gboolean ok;

  memset (question, 0, sizeof *question);
  if (!record)
    return FALSE;
  ok = gamao_drill_position_of (record, mistake, &question->board, &question->state, error);
  gamao_match_record_unref (record);
  question->action = GAMAO_TUTOR_PLAY;
  question->after = *after;
  question->player = mistake->player;
  question->dice[0] = mistake->dice[0];
  question->dice[1] = mistake->dice[1];
  return ok;
}

typedef struct
{
  GamaoStore *store;
  GamaoMistakeData mistake;     /* its note not copied */
  GamaoDrillVerdict verdict;
} JudgeData;

static void
judge_data_free (gpointer data)
{
  JudgeData *judge = data;

  g_object_unref (judge->store);
  g_free (judge);
}

static void
on_evaluated (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GTask) task = user_data;
  JudgeData *judge = g_task_get_task_data (task);
  GError *error = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);

  if (!job || !gamao_drill_judge_unkept (judge->store, &judge->mistake, &job->verdict,
                                         &judge->verdict, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
gamao_drill_judge_play_async (GamaoStore *store, const GamaoMistakeData *mistake,
                              const GamaoBoard *after, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  char after_id[GAMAO_POSITION_ID_LEN + 1];
  GError *error = NULL;
  GamaoTutorQuestion question;
  JudgeData *judge;
  GamaoAiJob *job;

  g_return_if_fail (mistake->kind == GAMAO_MISTAKE_CHECKER);
  task = g_task_new (NULL, cancellable, callback, user_data);
  judge = g_new0 (JudgeData, 1);
  g_task_set_source_tag (task, gamao_drill_judge_play_async);
  judge->store = g_object_ref (store);
  judge->mistake = *mistake;
  judge->mistake.note = NULL;
  g_task_set_task_data (task, judge, judge_data_free);
  gamao_position_id_encode (after, after_id);
  if (gamao_drill_judge_play (store, mistake, after_id, &judge->verdict, &error))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
      || (g_clear_error (&error), !gamao_drill_play_question (store, mistake, after, &question,
                                                              &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  job = gamao_ai_job_new_for_position (&question.board, &question.state, GAMAO_AI_TUTOR,
                                       GAMAO_LEVEL_WORLD_CLASS);
  job->tutor = question;
  /* The decision's depth, whatever the analysis depth is set to now. */
  job->plies = mistake->plies;
  gamao_ai_service_ask (job, cancellable, on_evaluated, g_steal_pointer (&task));
}

gboolean
gamao_drill_judge_play_finish (GAsyncResult *result, GamaoDrillVerdict *verdict, GError **error)
{
  GTask *task = G_TASK (result);

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  if (!g_task_propagate_boolean (task, error))
    return FALSE;
  *verdict = ((JudgeData *) g_task_get_task_data (task))->verdict;
  return TRUE;
}

gboolean
gamao_drill_find_decision (GamaoStore *store, const GamaoMistakeData *mistake,
                           GamaoStoredDecision *out, GError **error)
{
  g_autoptr (GArray) decisions = gamao_store_list_decisions (store, mistake->match_id, error);
  GamaoDecisionKind kind = mistake->kind == GAMAO_MISTAKE_CHECKER ? GAMAO_DECISION_CHECKER
                           : mistake->kind >= GAMAO_MISTAKE_TAKE  ? GAMAO_DECISION_TAKE
                                                                  : GAMAO_DECISION_DOUBLE;

  for (guint i = 0; decisions && i < decisions->len; i++)
    {
      const GamaoStoredDecision *d = &g_array_index (decisions, GamaoStoredDecision, i);

      if (d->game == mistake->game && d->seq == mistake->seq && d->kind == kind)
        {
          *out = *d;
          return TRUE;
        }
    }
  if (decisions)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 _("The analysis kept nothing for this decision."));
  return FALSE;
}

/* The kept judgement of the cube decision `mistake`. */
static gboolean
find_cube (GamaoStore *store, const GamaoMistakeData *mistake, GamaoStoredDecision *out,
           GError **error)
{
  if (!gamao_drill_find_decision (store, mistake, out, error))
    return FALSE;
  if (out->has_cube)
    return TRUE;
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
