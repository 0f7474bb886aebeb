/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The plays are made again from the kept position and roll and found by
 * the position they lead to, so that the words compare the very plays
 * the analysis judged, steps and hits included. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-decision-words.h"

#include "gamao-why.h"

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

char *
gamao_decision_why (const GamaoEvaluator *evaluator, const GamaoStoredDecision *d,
                    const GArray *plays)
{
  const GamaoStoredPlay *best = NULL, *made = NULL;
  GamaoPlayList *list;
  GamaoBoard before;
  char words[1024];
  char *result = NULL;

  g_return_val_if_fail (d != NULL, NULL);
  if (d->kind != GAMAO_DECISION_CHECKER || !plays || plays->len < 2 || !d->position[0]
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
      && gamao_why_explain (evaluator, &before, &list->plays[b], &list->plays[m], words,
                            sizeof words) > 0)
    result = g_strdup (words);
  free (list);
  return result;
}
