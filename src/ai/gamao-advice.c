/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hint's figures, handed to the analysis engine's judges. */
#include "config.h"

#include "gamao-advice.h"

#include "gamao-analysis-private.h"

#include <string.h>

static void
item_for (const GamaoBoard *board, const GamaoMatchState *state, AnalysisItem *item)
{
  memset (item, 0, sizeof *item);
  item->board = *board;
  item->state = *state;
  item->player = state->on_roll;
  item->on_roll = state->on_roll;
}

static float
mwc_of (const GamaoCubeInfo *info, float emg)
{
  return info->match_length ? gamao_analysis_from_emg (info, emg) : -1.0f;
}

unsigned
gamao_advice_plays (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                    const GamaoMatchState *state, int d1, int d2, unsigned plies,
                    GamaoAdvicePlay *out, unsigned max)
{
  AnalysisItem item;
  GamaoCubeInfo info;
  Judge judge;
  unsigned n = 0;

  item_for (board, state, &item);
  item.kind = ITEM_CHECKER;
  item.dice[0] = d1;
  item.dice[1] = d2;
  if (!gamao_analysis_judge_init (&judge, evaluator, plies))
    {
      gamao_analysis_judge_clear (&judge);
      return 0;
    }
  gamao_analysis_cube_info (&item, item.player, board, &info);
  gamao_play_list_generate (judge.list, board, d1, d2);
  if (judge.list->n_plays > 0)
    gamao_analysis_judge_plays (&judge, &item, -1);
  for (; n < judge.list->n_plays && n < max; n++)
    {
      unsigned i = judge.order[n];
      GamaoAdvicePlay *p = &out[n];

      p->play = judge.list->plays[i];
      p->equity = judge.equity[i];
      p->plies = judge.depth[i];
      p->mwc = mwc_of (&info, p->equity);
      /* The chances at the depth the play was judged: the same figure. */
      gamao_analysis_value_after (&judge, &item, item.player, &p->play.after, p->plies,
                                  p->outputs);
    }
  gamao_analysis_judge_clear (&judge);
  return n;
}

GamaoCubeAction
gamao_advice_cube_action (GamaoProperCube proper)
{
  switch (proper)
    {
    case GAMAO_PROPER_DOUBLE_TAKE:
      return GAMAO_CUBE_DOUBLE_TAKE;
    case GAMAO_PROPER_DOUBLE_PASS:
      return GAMAO_CUBE_DOUBLE_PASS;
    case GAMAO_PROPER_TOO_GOOD_TAKE:
    case GAMAO_PROPER_TOO_GOOD_PASS:
      return GAMAO_CUBE_TOO_GOOD;
    case GAMAO_PROPER_NO_DOUBLE_TAKE:
    default:
      return GAMAO_CUBE_NO_DOUBLE;
    }
}

void
gamao_advice_cube (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                   const GamaoMatchState *state, unsigned plies, GamaoAdviceCube *out)
{
  GamaoDecision d[2];
  AnalysisItem item;
  GamaoCubeInfo info;
  Judge judge;

  memset (out, 0, sizeof *out);
  out->plies = plies;
  out->action = GAMAO_CUBE_NOT_AVAILABLE;
  item_for (board, state, &item);
  item.kind = ITEM_CUBE;
  gamao_analysis_cube_info (&item, item.player, board, &info);
  out->redouble = info.owner == 1;
  if (!gamao_analysis_judge_init (&judge, evaluator, plies))
    {
      gamao_analysis_judge_clear (&judge);
      return;
    }
  gamao_analysis_judge_cube (&judge, &item, d);
  gamao_analysis_evaluate (&judge, board, plies, out->outputs);
  gamao_analysis_judge_clear (&judge);
  out->no_double = d[0].no_double;
  out->double_take = d[0].double_take;
  out->double_pass = d[0].double_pass;
  out->mwc[0] = mwc_of (&info, out->no_double);
  out->mwc[1] = mwc_of (&info, out->double_take);
  out->mwc[2] = mwc_of (&info, out->double_pass);
  if (gamao_cube_can_double (&info))
    out->action = gamao_advice_cube_action (d[0].proper);
}

float
gamao_advice_to_emg (const GamaoCubeInfo *info, float value)
{
  return gamao_analysis_to_emg (info, value);
}

float
gamao_advice_mwc_per_emg (const GamaoCubeInfo *info)
{
  return info->match_length ? gamao_analysis_mwc_per_emg (info) : 1.0f;
}
