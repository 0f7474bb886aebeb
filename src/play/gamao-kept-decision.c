/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The plays are made again from the kept position and roll and found by
 * the position they lead to, so that the words and the rollout are of
 * the very plays the analysis judged, steps and hits included. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-kept-decision.h"

#include "gamao-advice.h"
#include "gamao-ai-service.h"
#include "gamao-why.h"
#include "gamao-why-cube.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gamao-figures.h"
#include <stdlib.h>

/* The legal play of `list` leading to the position `after_id`, or -1. */
static int
find_play (const GamaoPlayList *list, const char *after_id)
{
  GamaoBoard after;

  if (gamao_position_id_decode (after_id, &after, NULL) != GAMAO_ID_OK)
    return -1;
  return gamao_play_list_find (list, &after);
}

static char *
checker_why (const GamaoEvaluator *evaluator, const GamaoStoredDecision *d, const GArray *plays,
             const char *who)
{
  const GamaoStoredPlay *best = NULL, *made = NULL;
  GamaoPlayList *list;
  GamaoBoard before;
  char words[1024];
  char *result = NULL;

  if (!plays || plays->len < 2 || !d->position[0]
      || gamao_position_id_decode (d->position, &before, NULL) != GAMAO_ID_OK)
    return NULL;
  best = &g_array_index (plays, GamaoStoredPlay, 0);
  for (guint k = 0; k < plays->len; k++)
    if (g_array_index (plays, GamaoStoredPlay, k).played)
      made = &g_array_index (plays, GamaoStoredPlay, k);
  if (!made || made == best || !(list = malloc (sizeof *list)))
    return NULL;
  gamao_play_list_generate (list, &before, d->dice[0], d->dice[1]);
  int b = find_play (list, best->after), m = find_play (list, made->after);
  if (b >= 0 && m >= 0
      && gamao_why_explain (evaluator, &before, &list->plays[b], &list->plays[m], who, words,
                            sizeof words) > 0)
    result = g_strdup (words);
  free (list);
  return result;
}

/* The choice kept as its untranslated key ("double", "take", ...). */
static GamaoChoice
choice_of (const char *key)
{
  for (int c = GAMAO_CHOICE_NO_DOUBLE; c <= GAMAO_CHOICE_ACCEPT; c++)
    if (g_str_equal (key, gamao_choice_key ((GamaoChoice) c)))
      return (GamaoChoice) c;
  return GAMAO_CHOICE_NONE;
}

/* The doubler's position and match state before rolling, whoever
 * answered: what the cube words are worked out from. */
static gboolean
cube_position (GamaoReplayFrames *frames, guint index, const GamaoStoredDecision *d,
               GamaoBoard *board, GamaoMatchState *state)
{
  if (!d->has_cube || !gamao_kept_decision_position (frames, index, d, board, state))
    return FALSE;
  state->double_offered = FALSE;
  state->turn = state->on_roll;
  return TRUE;
}

static char *
cube_words (const GamaoEvaluator *evaluator, const GamaoBoard *board,
            const GamaoMatchState *state, gboolean beavers, const GamaoStoredDecision *d,
            const char *who)
{
  GamaoCubeFacts facts;
  char words[1536];

  if (!evaluator || !gamao_cube_facts (evaluator, board, state, beavers, d->plies, &facts)
      || gamao_why_cube (&facts, d->kind, choice_of (d->played), who, words, sizeof words) == 0)
    return NULL;
  return g_strdup (words);
}

/* The change of the deciding player's match winning chance that `d`'s
 * loss is worth at the score of frame `index - 1` of `frames`; NaN for
 * money or without frames. The analysis kept the loss in EMG alone; the
 * frames know the score and the cube, and that is all it takes (the
 * analysis's own rule: the loss times what one EMG is worth there). */
static double
loss_mwc (GamaoReplayFrames *frames, guint index, const GamaoStoredDecision *d)
{
  GamaoMatchState state;
  GamaoCubeInfo info;

  if (!frames || index == 0 || index > gamao_replay_frames_get_n (frames))
    return NAN;
  gamao_replay_frames_get_state (frames, index - 1, &state);
  if (state.match_length == 0)
    return NAN;
  /* A take is worth, to the taker, what it is to the doubler turned
   * round: the doubler's cube before the double, as the analysis. */
  gamao_cube_info_from_state (&info, &state,
                              d->kind == GAMAO_DECISION_TAKE ? 1 - d->player : d->player, 1.0f);
  return -d->equity_loss * gamao_advice_mwc_per_emg (&info);
}

char *
gamao_kept_decision_verdict (GamaoReplayFrames *frames, guint index,
                             const GamaoStoredDecision *d)
{
  g_autofree char *verdict = NULL;
  char loss[GAMAO_FIGURE_SIZE], depth[32], luck[GAMAO_FIGURE_SIZE];
  GamaoChoice best = choice_of (d->best);
  GamaoChoice made = choice_of (d->played);
  const char *better = d->kind == GAMAO_DECISION_CHECKER || best == GAMAO_CHOICE_NONE
                         ? d->best
                         : gamao_choice_name (best);

  g_return_val_if_fail (d != NULL, NULL);
  /* The history keeps the loss in EMG; said in the app's one convention,
   * with the depth it was judged at. */
  gamao_figure_loss (loss, sizeof loss, -d->equity_loss, loss_mwc (frames, index, d));
  gamao_figure_depth (depth, sizeof depth, d->plies);
  /* A cube decision's frame shows the roll that followed it ("gnubg
   * rolls 5-3"): the verdict names the choice it judges. */
  if (d->equity_loss >= 0.0005 && d->kind != GAMAO_DECISION_CHECKER && made != GAMAO_CHOICE_NONE)
    /* Translators: the mark, the cube choice made, what it lost and its
     * depth, the better choice: "? No double: equity −0.154 (2-ply);
     * better: Double". */
    verdict = g_strdup_printf (_("%s %s: %s (%s); better: %s"), gamao_mark_symbol (d->mark),
                               gamao_choice_name (made), loss, depth, better);
  else if (d->equity_loss >= 0.0005)
    /* Translators: the mark, what the play lost and its depth, the better
     * play: "?? equity −0.337 (2-ply); better: 13/7 8/7". */
    verdict = g_strdup_printf (_("%s %s (%s); better: %s"), gamao_mark_symbol (d->mark), loss,
                               depth, better);
  else
    verdict = g_strdup (_("The best choice"));
  g_strstrip (verdict);
  if (!d->has_luck)
    return g_steal_pointer (&verdict);
  /* The roll's luck is kept in EMG: in millipoints like every luck. */
  gamao_figure_milli (luck, sizeof luck, 1000.0 * d->luck, TRUE);
  /* Translators: the verdict, then the roll's luck ("+12.3 millipoints"). */
  return g_strdup_printf (_("%s · luck %s"), verdict, luck);
}

char *
gamao_kept_decision_why (const GamaoEvaluator *evaluator, GamaoReplayFrames *frames, guint index,
                         const GamaoStoredDecision *d, const GArray *plays, const char *who)
{
  g_return_val_if_fail (d != NULL, NULL);

  if (d->kind == GAMAO_DECISION_CHECKER)
    return checker_why (evaluator, d, plays, who);
  if ((d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE) && frames)
    {
      GamaoMatchState state;
      GamaoBoard board;

      if (cube_position (frames, index, d, &board, &state))
        return cube_words (evaluator, &board, &state, frames->beavers, d, who);
    }
  return NULL;
}

/* What a worker needs to say why, copied from the replay's frames and
 * the store's rows, which may change or go while it works. */
typedef struct
{
  GamaoStoredDecision d;
  GArray *plays;            /* GamaoStoredPlay, or NULL */
  char *who;
  gboolean has_position;    /* a cube decision's, below */
  GamaoBoard board;
  GamaoMatchState state;
  gboolean beavers;
} WhyJob;

static void
why_job_free (gpointer data)
{
  WhyJob *job = data;

  g_clear_pointer (&job->plays, g_array_unref);
  g_free (job->who);
  g_free (job);
}

static void
why_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  WhyJob *job = task_data;
  /* The nets load here the first time, not on the caller's thread;
   * without them a play's words still say all but the chances. */
  const GamaoEvaluator *evaluator = gamao_ai_service_get_evaluator (NULL);
  char *words = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  if (job->d.kind == GAMAO_DECISION_CHECKER)
    words = checker_why (evaluator, &job->d, job->plays, job->who);
  else if (job->has_position)
    words = cube_words (evaluator, &job->board, &job->state, job->beavers, &job->d, job->who);
  g_task_return_pointer (task, words, g_free);
}

void
gamao_kept_decision_why_async (GamaoReplayFrames *frames, guint index,
                               const GamaoStoredDecision *d, GArray *plays, const char *who,
                               GCancellable *cancellable, GAsyncReadyCallback callback,
                               gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  WhyJob *job = g_new0 (WhyJob, 1);

  g_return_if_fail (d != NULL);
  job->d = *d;
  job->plays = plays ? g_array_ref (plays) : NULL;
  job->who = g_strdup (who);
  if (frames && (d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE))
    {
      job->has_position = cube_position (frames, index, d, &job->board, &job->state);
      job->beavers = frames->beavers;
    }
  g_task_set_source_tag (task, gamao_kept_decision_why_async);
  g_task_set_task_data (task, job, why_job_free);
  g_task_run_in_thread (task, why_in_thread);
}

char *
gamao_kept_decision_why_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
gamao_kept_decision_position (GamaoReplayFrames *frames, guint index,
                              const GamaoStoredDecision *d, GamaoBoard *board,
                              GamaoMatchState *state)
{
  g_return_val_if_fail (frames != NULL && d != NULL, FALSE);

  if (!d->position[0] || index == 0 || index > gamao_replay_frames_get_n (frames)
      || gamao_position_id_decode (d->position, board, NULL) != GAMAO_ID_OK)
    return FALSE;
  gamao_replay_frames_get_state (frames, index - 1, state);
  state->on_roll = state->turn = d->kind == GAMAO_DECISION_TAKE ? 1 - d->player : d->player;
  state->dice[0] = d->kind == GAMAO_DECISION_CHECKER ? d->dice[0] : 0;
  state->dice[1] = d->kind == GAMAO_DECISION_CHECKER ? d->dice[1] : 0;
  if (d->kind == GAMAO_DECISION_TAKE)
    {
      state->double_offered = TRUE;
      state->turn = d->player;
    }
  return TRUE;
}

GamaoRolloutJob *
gamao_kept_decision_rollout (GamaoReplayFrames *frames, guint index,
                             const GamaoStoredDecision *d, const GArray *plays, guint games,
                             int *played)
{
  GamaoBoard board, after[GAMAO_AI_MAX_HINTS];
  const char *names[GAMAO_AI_MAX_HINTS];
  GamaoMatchState state;
  guint n = 0;

  *played = -1;
  if (!d || !gamao_kept_decision_position (frames, index, d, &board, &state))
    return NULL;
  if (d->kind != GAMAO_DECISION_CHECKER)
    {
      /* The doubler's decision before rolling, whoever answered. */
      state.double_offered = FALSE;
      state.turn = state.on_roll;
      return d->has_cube ? gamao_rollout_job_new_for_plays (&board, &state, NULL, NULL, 0, games)
                         : NULL;
    }
  for (guint k = 0; plays && k < plays->len && n < GAMAO_AI_MAX_HINTS; k++)
    {
      const GamaoStoredPlay *p = &g_array_index (plays, GamaoStoredPlay, k);
      if (gamao_position_id_decode (p->after, &after[n], NULL) != GAMAO_ID_OK)
        continue;
      names[n] = p->play;
      if (p->played)
        *played = (int) n;
      n++;
    }
  return n >= 2 ? gamao_rollout_job_new_for_plays (&board, &state, after, names, n, games) : NULL;
}
