/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The plays are made again from the kept position and roll and found by
 * the position they lead to, so that the words and the rollout are of
 * the very plays the analysis judged, steps and hits included. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-kept-decision.h"

#include "gamao-why.h"
#include "gamao-why-cube.h"

#include <glib/gi18n.h>
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

static char *
cube_why (const GamaoEvaluator *evaluator, GamaoReplayFrames *frames, guint index,
          const GamaoStoredDecision *d, const char *who)
{
  GamaoCubeFacts facts;
  GamaoMatchState state;
  GamaoBoard board;
  char words[1536];

  if (!evaluator || !d->has_cube
      || !gamao_kept_decision_position (frames, index, d, &board, &state))
    return NULL;
  /* The doubler's decision before rolling, whoever answered. */
  state.double_offered = FALSE;
  state.turn = state.on_roll;
  if (!gamao_cube_facts (evaluator, &board, &state, frames->beavers, d->plies, &facts)
      || gamao_why_cube (&facts, d->kind, choice_of (d->played), who, words, sizeof words) == 0)
    return NULL;
  return g_strdup (words);
}

char *
gamao_kept_decision_verdict (const GamaoStoredDecision *d)
{
  g_autofree char *verdict = NULL;
  g_autofree char *luck = NULL;
  GamaoChoice best = choice_of (d->best);
  const char *better = d->kind == GAMAO_DECISION_CHECKER || best == GAMAO_CHOICE_NONE
                         ? d->best
                         : gamao_choice_name (best);

  g_return_val_if_fail (d != NULL, NULL);
  if (d->equity_loss >= 0.0005)
    verdict = g_strdup_printf (_("%s Loses %.3f; better: %s"), gamao_mark_symbol (d->mark),
                               d->equity_loss, better);
  else
    verdict = g_strdup (_("The best choice"));
  g_strstrip (verdict);
  if (!d->has_luck)
    return g_steal_pointer (&verdict);
  luck = g_strdup_printf (_("luck %+.3f"), d->luck);
  return g_strdup_printf ("%s · %s", verdict, luck);
}

char *
gamao_kept_decision_why (const GamaoEvaluator *evaluator, GamaoReplayFrames *frames, guint index,
                         const GamaoStoredDecision *d, const GArray *plays, const char *who)
{
  g_return_val_if_fail (d != NULL, NULL);

  if (d->kind == GAMAO_DECISION_CHECKER)
    return checker_why (evaluator, d, plays, who);
  if (d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE)
    return frames ? cube_why (evaluator, frames, index, d, who) : NULL;
  return NULL;
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
