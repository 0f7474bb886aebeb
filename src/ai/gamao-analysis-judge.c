/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The judges of single decisions: a roll and its play, the cube before
 * a roll and the answer to a double, a resignation and its answer. Each
 * works on its own AnalysisItem and its own Judge (search scratch), so
 * any number run at once. */
#include "config.h"

#include "gamao-analysis-private.h"

#include "gamao-met.h"

#include <stdlib.h>
#include <string.h>

/* Deeper looks go only to the plays 0-ply likes: at most this many, and
 * only those within this much of the best (gnubg's World Class filter). */
#define FILTER_MAX_PLAYS 8
#define FILTER_EMG 0.16f
/* Plays left at 0-ply rank below every play judged deeper. */
#define SHALLOW_PENALTY 1000.0f

void
gamao_analysis_cube_info (const AnalysisItem *item, int me, const GamaoBoard *board,
                          GamaoCubeInfo *info)
{
  gamao_cube_info_from_state (info, &item->state, me, gamao_cube_efficiency (board));
}

/* The match winning chances after winning and after losing a single
 * game at the present cube. */
static void
single_game (const GamaoCubeInfo *info, float *win, float *lose)
{
  bool post = info->post_crawford || info->crawford;
  int cube = (int) info->cube_value;

  *win = gamao_met_equity (info->need - cube, info->opp_need, post);
  *lose = gamao_met_equity (info->need, info->opp_need - cube, post);
}

float
gamao_analysis_to_emg (const GamaoCubeInfo *info, float value)
{
  float win, lose;

  if (info->match_length == 0)
    return value;
  single_game (info, &win, &lose);
  if (win - lose < 1e-6f)
    return 0.0f;
  return 2.0f * (value - lose) / (win - lose) - 1.0f;
}

float
gamao_analysis_from_emg (const GamaoCubeInfo *info, float emg)
{
  float win, lose;

  if (info->match_length == 0)
    return emg;
  single_game (info, &win, &lose);
  return lose + 0.5f * (emg + 1.0f) * (win - lose);
}

float
gamao_analysis_mwc_per_emg (const GamaoCubeInfo *info)
{
  float win, lose;

  if (info->match_length == 0)
    return (float) info->cube_value;
  single_game (info, &win, &lose);
  return 0.5f * (win - lose);
}

/* What the side on roll, with cubeless `outputs`, expects before
 * rolling: the better of holding and doubling when it may double. */
static float
on_roll_value (const GamaoCubeInfo *info, const float outputs[GAMAO_N_OUTPUTS])
{
  GamaoCubeDecision d;

  gamao_cube_decide (info, outputs, &d);
  if (d.action == GAMAO_CUBE_NOT_AVAILABLE)
    return d.no_double;
  float doubled = d.double_take < d.double_pass ? d.double_take : d.double_pass;
  return doubled > d.no_double ? doubled : d.no_double;
}

/* The cubeful EMG, for `me`, of the position `after` that `me` just
 * reached (from `me`'s side), judged `plies` deep; the cubeless outputs
 * for `me` go to `outputs` when it is not NULL. */
float
gamao_analysis_value_after (Judge *judge, const AnalysisItem *item, int me,
                            const GamaoBoard *after, unsigned plies,
                            float outputs[GAMAO_N_OUTPUTS])
{
  GamaoCubeInfo mine, theirs;
  float o[GAMAO_N_OUTPUTS];

  gamao_analysis_cube_info (item, me, after, &mine);
  if (gamao_board_checkers_on_board (after, GAMAO_SIDE_ON_ROLL) == 0)
    {
      gamao_outputs_of_finished (after, o);
      if (outputs)
        memcpy (outputs, o, sizeof o);
      return gamao_analysis_to_emg (&mine, gamao_cube_cubeless_value (&mine, o));
    }

  GamaoBoard turned = *after;
  gamao_board_swap_sides (&turned);
  gamao_analysis_evaluate (judge, &turned, plies, o);
  gamao_analysis_cube_info (item, 1 - me, &turned, &theirs);
  float v = on_roll_value (&theirs, o);
  if (outputs)
    {
      memcpy (outputs, o, sizeof o);
      gamao_outputs_flip (outputs);
    }
  return gamao_analysis_to_emg (&mine, mine.match_length ? 1.0f - v : -v);
}

/* The best 0-ply equity for the roll d1-d2 of the item's mover. */
static float
best_for_roll (Judge *judge, const AnalysisItem *item, int d1, int d2)
{
  GamaoPlayList *list = judge->list;
  float best = -1e9f;

  gamao_play_list_generate (list, &item->board, d1, d2);
  if (list->n_plays == 0)
    return gamao_analysis_value_after (judge, item, item->player, &item->board, 0, NULL);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      float e = gamao_analysis_value_after (judge, item, item->player, &list->plays[i].after, 0,
                                            NULL);
      if (e > best)
        best = e;
    }
  return best;
}

/* The roll's luck: its best play against the average roll's best play,
 * all cubeful at 0-ply; the opening roll has no doubles. */
static float
luck_of_roll (Judge *judge, const AnalysisItem *item)
{
  float mean = 0.0f;

  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        float weight = item->opening ? (d1 == d2 ? 0.0f : 2.0f / 30.0f)
                                     : (d1 == d2 ? 1.0f : 2.0f) / 36.0f;
        if (weight > 0.0f)
          mean += weight * best_for_roll (judge, item, d1, d2);
      }
  return best_for_roll (judge, item, item->dice[0], item->dice[1]) - mean;
}

/* Player 0's view of the mover's equity and chances. */
static void
record_chances (const AnalysisItem *item, const GamaoCubeInfo *info, float emg,
                const float outputs[GAMAO_N_OUTPUTS], GamaoDecision *d)
{
  float value = gamao_analysis_from_emg (info, emg);

  d->win_chance = item->player == 0 ? outputs[GAMAO_OUT_WIN] : 1.0f - outputs[GAMAO_OUT_WIN];
  if (item->player == 0)
    d->match_value = value;
  else
    d->match_value = info->match_length ? 1.0f - value : -value;
}

static void
fill_common (const AnalysisItem *item, GamaoDecisionKind kind, int player, size_t action,
             unsigned row, GamaoDecision *d)
{
  memset (d, 0, sizeof *d);
  d->kind = kind;
  d->game = item->game;
  d->action = action;
  d->row = row;
  d->player = player;
  d->played_rank = -1;
  d->state = item->state;
}

static void
set_loss (const GamaoCubeInfo *info, GamaoDecision *d)
{
  d->equity_loss = d->equity_best - d->equity_played;
  if (d->equity_loss < 0.0f)
    d->equity_loss = 0.0f;
  d->loss_mwc = info->match_length ? d->equity_loss * gamao_analysis_mwc_per_emg (info) : 0.0f;
  d->mark = gamao_mark_of_loss (d->equity_loss);
}

/* Sorts judge->order by the equities, deeper judgements first. */
static void
rank_plays (Judge *judge, unsigned n)
{
  /* Insertion sort: n is a few dozen at most in practice. */
  for (unsigned i = 1; i < n; i++)
    {
      unsigned v = judge->order[i];
      float key = judge->key[v];
      unsigned j = i;
      while (j > 0 && judge->key[judge->order[j - 1]] < key)
        {
          judge->order[j] = judge->order[j - 1];
          j--;
        }
      judge->order[j] = v;
    }
}

void
gamao_analysis_judge_plays (Judge *judge, const AnalysisItem *item, int played)
{
  GamaoPlayList *list = judge->list;
  unsigned n = list->n_plays;

  for (unsigned i = 0; i < n; i++)
    {
      judge->order[i] = i;
      judge->depth[i] = 0;
      judge->equity[i]
        = gamao_analysis_value_after (judge, item, item->player, &list->plays[i].after, 0, NULL);
      judge->key[i] = judge->equity[i];
    }
  rank_plays (judge, n);
  if (judge->plies == 0 || n < 2)
    return;

  float best0 = judge->equity[judge->order[0]];
  for (unsigned k = 0; k < n && k < FILTER_MAX_PLAYS; k++)
    {
      unsigned i = judge->order[k];
      if (judge->equity[i] < best0 - FILTER_EMG)
        break;
      judge->depth[i] = judge->plies;
    }
  /* The play made is always judged at the full depth. */
  if (played >= 0)
    judge->depth[played] = judge->plies;
  for (unsigned i = 0; i < n; i++)
    {
      if (judge->depth[i])
        judge->equity[i]
          = gamao_analysis_value_after (judge, item, item->player, &list->plays[i].after,
                                        judge->plies, NULL);
      judge->key[i] = judge->depth[i] ? judge->equity[i] : judge->equity[i] - SHALLOW_PENALTY;
    }
  rank_plays (judge, n);
}

void
gamao_analysis_judge_checker (Judge *judge, const AnalysisItem *item, GamaoDecision *d)
{
  GamaoPlayList *list = judge->list;
  GamaoCubeInfo info;
  float outputs[GAMAO_N_OUTPUTS];

  fill_common (item, GAMAO_DECISION_CHECKER, item->player, item->action, item->row, d);
  memcpy (d->dice, item->dice, sizeof d->dice);
  d->opening = item->opening;
  d->before = item->board;
  d->played = item->played;
  gamao_analysis_cube_info (item, item->player, &item->board, &info);

  gamao_play_list_generate (list, &item->board, item->dice[0], item->dice[1]);
  d->n_plays = list->n_plays;
  d->forced = list->n_plays <= 1;
  if (list->n_plays == 0)
    {
      d->equity_played = d->equity_best
        = gamao_analysis_value_after (judge, item, item->player, &item->board, 0, outputs);
    }
  else
    {
      int played = item->has_play ? gamao_play_list_find (list, &item->after) : -1;
      gamao_analysis_judge_plays (judge, item, played);
      for (unsigned k = 0; k < list->n_plays; k++)
        {
          unsigned i = judge->order[k];
          if ((int) i == played)
            d->played_rank = (int) k;
          if (k < GAMAO_ANALYSIS_MAX_ALTERNATIVES)
            {
              d->better[k].play = list->plays[i];
              d->better[k].equity = judge->equity[i];
              d->better[k].plies = judge->depth[i];
              d->n_better = k + 1;
            }
        }
      d->equity_best = d->better[0].equity;
      d->equity_played = played >= 0 ? judge->equity[played] : d->equity_best;
      /* The outputs of the play made, for the chances shown. */
      GamaoBoard after = played >= 0 ? list->plays[played].after : list->plays[0].after;
      unsigned depth = played >= 0 ? judge->depth[played] : 0;
      gamao_analysis_value_after (judge, item, item->player, &after, depth, outputs);
    }
  set_loss (&info, d);
  record_chances (item, &info, d->equity_played, outputs, d);

  d->luck = luck_of_roll (judge, item);
  d->luck_mwc = info.match_length ? d->luck * gamao_analysis_mwc_per_emg (&info) : 0.0f;
  d->luck_points = info.match_length ? 0.0f : d->luck * (float) info.cube_value;
}

static float
min3 (float a, float b, float c)
{
  float m = a < b ? a : b;
  return m < c ? m : c;
}

static GamaoProperCube
proper_of (float nd, float dt, float dp, float doubled)
{
  if (doubled > nd)
    return dt <= dp ? GAMAO_PROPER_DOUBLE_TAKE : GAMAO_PROPER_DOUBLE_PASS;
  if (nd > dp)
    return dt <= dp ? GAMAO_PROPER_TOO_GOOD_TAKE : GAMAO_PROPER_TOO_GOOD_PASS;
  return GAMAO_PROPER_NO_DOUBLE_TAKE;
}

static void
judge_answer (const AnalysisItem *item, const GamaoCubeInfo *info, const GamaoDecision *cube,
              GamaoDecision *d)
{
  float take = -cube->double_take, pass = -cube->double_pass;
  float beaver = item->beavers ? -2.0f * cube->double_take : -1e9f;

  fill_common (item, GAMAO_DECISION_TAKE, 1 - item->player, item->answer_action,
               item->answer_row, d);
  d->before = item->board;
  d->no_double = cube->no_double;
  d->double_take = cube->double_take;
  d->double_pass = cube->double_pass;
  d->proper = cube->proper;
  d->counted = true;
  d->played_choice = item->answer;
  d->equity_played = item->answer == GAMAO_CHOICE_PASS     ? pass
                     : item->answer == GAMAO_CHOICE_BEAVER ? beaver
                                                           : take;
  d->best_choice = beaver > take && beaver > pass ? GAMAO_CHOICE_BEAVER
                   : take >= pass                 ? GAMAO_CHOICE_TAKE
                                                  : GAMAO_CHOICE_PASS;
  d->equity_best = beaver > take && beaver > pass ? beaver : take >= pass ? take : pass;
  set_loss (info, d);
  d->win_chance = cube->win_chance;
  d->match_value = cube->match_value;
}

void
gamao_analysis_judge_cube (Judge *judge, const AnalysisItem *item, GamaoDecision *d)
{
  GamaoCubeInfo info;
  GamaoCubeDecision cd;
  float o[GAMAO_N_OUTPUTS];

  fill_common (item, GAMAO_DECISION_DOUBLE, item->player, item->action, item->row, d);
  d->before = item->board;
  gamao_analysis_cube_info (item, item->player, &item->board, &info);
  gamao_analysis_evaluate (judge, &item->board, judge->plies, o);
  gamao_cube_decide (&info, o, &cd);

  float nd = gamao_analysis_to_emg (&info, cd.no_double);
  float dt = gamao_analysis_to_emg (&info, cd.double_take);
  float dp = gamao_analysis_to_emg (&info, cd.double_pass);
  /* With beavers a taker who is the favourite beavers: the stakes
   * double again with the cube still theirs. */
  float doubled = min3 (dt, dp, item->beavers ? 2.0f * dt : dt);

  d->no_double = nd;
  d->double_take = dt;
  d->double_pass = dp;
  d->proper = proper_of (nd, dt, dp, doubled);
  d->played_choice = item->doubled ? GAMAO_CHOICE_DOUBLE : GAMAO_CHOICE_NO_DOUBLE;
  d->best_choice = doubled > nd ? GAMAO_CHOICE_DOUBLE : GAMAO_CHOICE_NO_DOUBLE;
  d->equity_played = item->doubled ? doubled : nd;
  d->equity_best = doubled > nd ? doubled : nd;
  d->counted = item->doubled || nd - doubled < GAMAO_CLOSE_CUBE_EMG;
  set_loss (&info, d);
  if (!d->counted)
    d->mark = GAMAO_MARK_NONE;
  record_chances (item, &info, d->equity_played, o, d);

  if (item->doubled && item->answer != GAMAO_CHOICE_NONE)
    judge_answer (item, &info, d, d + 1);
}

/* The cubeful EMG of the position for the player on roll, before their
 * roll or, when it is waiting, with the roll. */
static float
position_value (Judge *judge, const AnalysisItem *item, GamaoCubeInfo *info)
{
  float o[GAMAO_N_OUTPUTS];

  gamao_analysis_cube_info (item, item->on_roll, &item->board, info);
  if (!item->dice_pending)
    {
      gamao_analysis_evaluate (judge, &item->board, judge->plies, o);
      return gamao_analysis_to_emg (info, on_roll_value (info, o));
    }
  gamao_play_list_generate (judge->list, &item->board, item->dice[0], item->dice[1]);
  if (judge->list->n_plays == 0)
    return gamao_analysis_value_after (judge, item, item->on_roll, &item->board, judge->plies,
                                       NULL);
  /* judge_plays() judges for item->player, who is the one on roll here. */
  AnalysisItem mover = *item;
  mover.player = item->on_roll;
  gamao_analysis_judge_plays (judge, &mover, -1);
  return judge->equity[judge->order[0]];
}

void
gamao_analysis_judge_resign (Judge *judge, const AnalysisItem *item, GamaoDecision *d)
{
  GamaoCubeInfo info, resigner;
  int r = item->player;
  float v = position_value (judge, item, &info);
  float play_on = item->on_roll == r ? v : -v;

  gamao_cube_info_from_state (&resigner, &item->state, r, info.efficiency);
  float given = resigner.match_length
                  ? gamao_analysis_to_emg (
                      &resigner,
                      gamao_met_equity (resigner.need,
                                        resigner.opp_need
                                          - item->resign_level * (int) resigner.cube_value,
                                        resigner.post_crawford || resigner.crawford))
                  : -(float) item->resign_level;

  fill_common (item, GAMAO_DECISION_RESIGN, r, item->action, item->row, d);
  d->resign_level = item->resign_level;
  d->played_choice = GAMAO_CHOICE_RESIGN;
  d->equity_played = given;
  /* Within rounding, resigning what the position is worth is no error. */
  bool better_on = play_on > given + 1e-4f;
  d->best_choice = better_on ? GAMAO_CHOICE_PLAY_ON : GAMAO_CHOICE_RESIGN;
  d->equity_best = better_on ? play_on : given;
  set_loss (&resigner, d);

  if (item->answer == GAMAO_CHOICE_NONE)
    return;
  GamaoDecision *a = d + 1;
  fill_common (item, GAMAO_DECISION_RESIGN_ANSWER, 1 - r, item->answer_action, item->answer_row,
               a);
  a->resign_level = item->resign_level;
  a->played_choice = item->answer;
  a->equity_played = item->answer == GAMAO_CHOICE_ACCEPT ? -given : -play_on;
  bool accept = play_on > given - 1e-4f;
  a->best_choice = accept ? GAMAO_CHOICE_ACCEPT : GAMAO_CHOICE_PLAY_ON;
  a->equity_best = accept ? -given : -play_on;
  set_loss (&resigner, a);
}
