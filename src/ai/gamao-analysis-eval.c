/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The cubeless n-ply evaluation the analysis judges with. Like
 * gamao_search_evaluate(), each side answers every roll with its best
 * play; unlike it, the net only looks at the few plays that pubeval (a
 * linear evaluator, about a hundred times cheaper) ranks highest, as
 * gnubg does with its pruning nets. The net's work dominates deep
 * searches, so this is what makes a 2-ply analysis affordable. */
#include "config.h"

#include "gamao-analysis-private.h"

#include "gamao-pubeval.h"
#include "gamao-result.h"

#include <stdlib.h>
#include <string.h>

static void
static_eval (Judge *judge, const GamaoBoard *board, float outputs[GAMAO_N_OUTPUTS])
{
  judge->evaluations++;
  gamao_evaluate (judge->evaluator, board, outputs);
}

/* Outputs for the mover of a play's result `after` (not swapped). */
static void
after_play (Judge *judge, const GamaoBoard *after, float outputs[GAMAO_N_OUTPUTS])
{
  GamaoBoard turned;

  if (gamao_board_checkers_on_board (after, GAMAO_SIDE_ON_ROLL) == 0)
    {
      gamao_outputs_of_finished (after, outputs);
      return;
    }
  turned = *after;
  gamao_board_swap_sides (&turned);
  static_eval (judge, &turned, outputs);
  gamao_outputs_flip (outputs);
}

/* Indices of the `k` plays pubeval scores highest, best first. */
static unsigned
pubeval_top (const GamaoPlayList *list, bool race, unsigned k, unsigned *top)
{
  float scores[GAMAO_PRUNE_MAX];
  unsigned n = 0;

  for (unsigned i = 0; i < list->n_plays; i++)
    {
      float s = gamao_pubeval_score (&list->plays[i].after, race);
      if (n == k && s <= scores[k - 1])
        continue;
      /* Insert in order, dropping the last when full. */
      unsigned j = n < k ? n++ : k - 1;
      while (j > 0 && scores[j - 1] < s)
        {
          scores[j] = scores[j - 1];
          top[j] = top[j - 1];
          j--;
        }
      scores[j] = s;
      top[j] = i;
    }
  return n;
}

/* The best reply for the side on roll of `board` with d1-d2, as the net
 * judges the plays pubeval keeps: its resulting position (from the
 * mover's side) and the mover's outputs there. */
void
gamao_analysis_best_reply (Judge *judge, const GamaoBoard *board, int d1, int d2,
                           GamaoBoard *after, float outputs[GAMAO_N_OUTPUTS])
{
  GamaoPlayList *list = judge->scratch;
  unsigned top[GAMAO_MAX_PLAYS], n;
  float best = -1e9f, o[GAMAO_N_OUTPUTS];

  gamao_play_list_generate (list, board, d1, d2);
  if (list->n_plays == 0)
    {
      *after = *board;
      after_play (judge, after, outputs);
      return;
    }
  if (judge->prune == 0 || list->n_plays <= judge->prune)
    {
      n = list->n_plays;
      for (unsigned i = 0; i < n; i++)
        top[i] = i;
    }
  else
    n = pubeval_top (list, gamao_position_kind (board) != GAMAO_CLASS_CONTACT, judge->prune, top);
  for (unsigned i = 0; i < n; i++)
    {
      after_play (judge, &list->plays[top[i]].after, o);
      float e = gamao_outputs_equity (o);
      if (e > best)
        {
          best = e;
          *after = list->plays[top[i]].after;
          memcpy (outputs, o, sizeof o);
        }
    }
}

void
gamao_analysis_evaluate (Judge *judge, const GamaoBoard *board, unsigned plies,
                         float outputs[GAMAO_N_OUTPUTS])
{
  if (plies == 0 || gamao_position_kind (board) <= GAMAO_CLASS_BEAROFF)
    {
      static_eval (judge, board, outputs);
      return;
    }

  float sum[GAMAO_N_OUTPUTS] = { 0 };
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        float weight = (d1 == d2 ? 1.0f : 2.0f) / 36.0f, child[GAMAO_N_OUTPUTS];
        GamaoBoard next;

        gamao_analysis_best_reply (judge, board, d1, d2, &next, child);
        /* At the last ply the reply's own evaluation is the answer. */
        if (plies > 1 && gamao_board_checkers_on_board (&next, GAMAO_SIDE_ON_ROLL) > 0)
          {
            gamao_board_swap_sides (&next);
            gamao_analysis_evaluate (judge, &next, plies - 1, child);
            gamao_outputs_flip (child);
          }
        for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
          sum[k] += weight * child[k];
      }
  memcpy (outputs, sum, sizeof sum);
}

bool
gamao_analysis_judge_init (Judge *judge, const GamaoEvaluator *evaluator, unsigned plies)
{
  memset (judge, 0, sizeof *judge);
  judge->evaluator = evaluator;
  judge->plies = plies;
  judge->prune = GAMAO_ANALYSIS_PRUNE_DEFAULT;
  judge->list = malloc (sizeof *judge->list);
  judge->scratch = malloc (sizeof *judge->scratch);
  return judge->list && judge->scratch;
}

void
gamao_analysis_judge_clear (Judge *judge)
{
  free (judge->list);
  free (judge->scratch);
  judge->list = judge->scratch = NULL;
}
