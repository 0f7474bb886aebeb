/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-eval.h"

#include "gamao-inputs-view.h"
#include "gamao-result.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

GamaoWeightsError
gamao_evaluator_load (GamaoEvaluator *evaluator, const char *dir)
{
  char path[4096];
  GamaoWeightsError error;

  memset (evaluator, 0, sizeof *evaluator);
  if (!dir)
    dir = gamao_data_dir ();
  snprintf (path, sizeof path, "%s/%s", dir, GAMAO_WEIGHTS_FILE);
  error = gamao_weights_load (&evaluator->weights, path);
  if (error != GAMAO_WEIGHTS_OK)
    return error;
  snprintf (path, sizeof path, "%s/%s", dir, GAMAO_BEAROFF_FILE);
  evaluator->bearoff = gamao_bearoff_load (path);
  snprintf (path, sizeof path, "%s/%s", dir, GAMAO_BEAROFF_TWO_FILE);
  evaluator->bearoff_two = gamao_bearoff_two_load (path);
  return GAMAO_WEIGHTS_OK;
}

void
gamao_evaluator_clear (GamaoEvaluator *evaluator)
{
  gamao_weights_clear (&evaluator->weights);
  if (evaluator->bearoff)
    gamao_bearoff_free (evaluator->bearoff);
  evaluator->bearoff = NULL;
  if (evaluator->bearoff_two)
    gamao_bearoff_two_free (evaluator->bearoff_two);
  evaluator->bearoff_two = NULL;
}

void
gamao_outputs_of_finished (const GamaoBoard *board, float o[GAMAO_N_OUTPUTS])
{
  GamaoResultKind won = gamao_result_of_board (board, GAMAO_SIDE_ON_ROLL);
  GamaoResultKind lost = gamao_result_of_board (board, GAMAO_SIDE_OPPONENT);

  o[GAMAO_OUT_WIN] = won != GAMAO_RESULT_NONE;
  o[GAMAO_OUT_WIN_GAMMON] = won >= GAMAO_RESULT_GAMMON;
  o[GAMAO_OUT_WIN_BACKGAMMON] = won >= GAMAO_RESULT_BACKGAMMON;
  o[GAMAO_OUT_LOSE_GAMMON] = lost >= GAMAO_RESULT_GAMMON;
  o[GAMAO_OUT_LOSE_BACKGAMMON] = lost >= GAMAO_RESULT_BACKGAMMON;
}

static bool
checkers_in_opponents_home (const GamaoBoard *board, GamaoSide side)
{
  for (int i = 18; i <= GAMAO_BAR; i++)
    if (board->checkers[side][i])
      return true;
  return false;
}

/* A side that has borne off a checker can no longer lose a gammon (nor a
 * backgammon); the nets need not know it, so it is said here. */
static void
clear_impossible_gammons (const GamaoBoard *board, float o[GAMAO_N_OUTPUTS])
{
  if (gamao_board_borne_off (board, GAMAO_SIDE_OPPONENT) > 0)
    o[GAMAO_OUT_WIN_GAMMON] = o[GAMAO_OUT_WIN_BACKGAMMON] = 0.0f;
  if (gamao_board_borne_off (board, GAMAO_SIDE_ON_ROLL) > 0)
    o[GAMAO_OUT_LOSE_GAMMON] = o[GAMAO_OUT_LOSE_BACKGAMMON] = 0.0f;
}

/* Without contact, checkers only move away from the other side's home
 * board: a side with none there can no longer be backgammoned. */
static void
clear_race_backgammons (const GamaoBoard *board, float o[GAMAO_N_OUTPUTS])
{
  if (!checkers_in_opponents_home (board, GAMAO_SIDE_ON_ROLL))
    o[GAMAO_OUT_LOSE_BACKGAMMON] = 0.0f;
  if (!checkers_in_opponents_home (board, GAMAO_SIDE_OPPONENT))
    o[GAMAO_OUT_WIN_BACKGAMMON] = 0.0f;
}

const GamaoNet *
gamao_evaluator_contact_net (const GamaoEvaluator *evaluator, const GamaoBoard *board)
{
  if (evaluator->weights.crashed.n_inputs && gamao_board_is_crashed (board))
    return &evaluator->weights.crashed;
  return &evaluator->weights.contact;
}

void
gamao_evaluate (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                float outputs[GAMAO_N_OUTPUTS])
{
  float inputs[GAMAO_CONTACT_MAX_INPUTS] __attribute__ ((aligned (32)));
  const GamaoNet *net;

  switch (gamao_position_kind (board))
    {
    case GAMAO_CLASS_OVER:
      gamao_outputs_of_finished (board, outputs);
      return;
    case GAMAO_CLASS_BEAROFF:
      if (evaluator->bearoff_two && gamao_bearoff_two_covers (board))
        {
          gamao_bearoff_two_evaluate (evaluator->bearoff_two, board, outputs);
          return;
        }
      if (evaluator->bearoff)
        {
          gamao_bearoff_evaluate (evaluator->bearoff, board, outputs);
          return;
        }
      /* Without the database the race net plays it out. */
      __attribute__ ((fallthrough));
    case GAMAO_CLASS_RACE:
      gamao_inputs_race (board, inputs);
      gamao_net_evaluate (&evaluator->weights.race, inputs, NULL, outputs);
      clear_race_backgammons (board, outputs);
      break;
    case GAMAO_CLASS_CONTACT:
      net = gamao_evaluator_contact_net (evaluator, board);
      gamao_inputs_for_net (board, net->n_inputs, inputs);
      gamao_net_evaluate (net, inputs, NULL, outputs);
      break;
    }
  clear_impossible_gammons (board, outputs);
  gamao_outputs_sanitize (outputs);
}

float
gamao_evaluate_after_play (const GamaoEvaluator *evaluator, const GamaoBoard *after,
                           float outputs[GAMAO_N_OUTPUTS])
{
  GamaoBoard turned = *after;

  gamao_board_swap_sides (&turned);
  gamao_evaluate (evaluator, &turned, outputs);
  gamao_outputs_flip (outputs);
  return gamao_outputs_equity (outputs);
}

void
gamao_siblings_begin (GamaoSiblings *siblings, const GamaoEvaluator *evaluator,
                      const GamaoBoard *before)
{
  GamaoBoard turned = *before;

  gamao_board_swap_sides (&turned);
  if (siblings->evaluator == evaluator && memcmp (&turned, &siblings->parent, sizeof turned) == 0)
    return;
  siblings->evaluator = evaluator;
  siblings->parent = turned;
  siblings->bases[0].net = siblings->bases[1].net = siblings->bases[2].net = NULL;
}

/* The base for `net`, computed from the parent's inputs the first time. */
static const GamaoNetBase *
base_for (GamaoSiblings *siblings, const GamaoNet *net)
{
  const GamaoWeights *weights = &siblings->evaluator->weights;
  GamaoNetBase *base = &siblings->bases[net == &weights->crashed ? 1 : net == &weights->race ? 2 : 0];
  float inputs[GAMAO_CONTACT_MAX_INPUTS] __attribute__ ((aligned (32)));

  if (base->net != net)
    {
      if (net == &weights->race)
        gamao_inputs_race (&siblings->parent, inputs);
      else
        gamao_inputs_for_net (&siblings->parent, net->n_inputs, inputs);
      gamao_net_base_set (base, net, inputs);
    }
  return base;
}

/* The race evaluation of gamao_evaluate(), the first layer from the sums
 * of the position the siblings were begun on. */
static void
evaluate_race_sibling (GamaoSiblings *siblings, const GamaoBoard *board,
                       float outputs[GAMAO_N_OUTPUTS])
{
  float inputs[GAMAO_CONTACT_MAX_INPUTS] __attribute__ ((aligned (32)));

  gamao_inputs_race (board, inputs);
  gamao_net_evaluate_from_base (base_for (siblings, &siblings->evaluator->weights.race), inputs,
                                outputs);
  clear_race_backgammons (board, outputs);
  clear_impossible_gammons (board, outputs);
  gamao_outputs_sanitize (outputs);
}

/* The contact evaluation of gamao_evaluate() from the views of both
 * sides (`view` of the side on roll), the first layer from the sums of
 * the position the siblings were begun on. */
static void
evaluate_contact_sibling (GamaoSiblings *siblings, const GamaoInputsView *view,
                          const GamaoInputsView *other, float outputs[GAMAO_N_OUTPUTS])
{
  float inputs[GAMAO_CONTACT_MAX_INPUTS] __attribute__ ((aligned (32)));
  const GamaoWeights *weights = &siblings->evaluator->weights;
  const GamaoNet *net = weights->crashed.n_inputs && gamao_inputs_view_crashed (view, other)
                            ? &weights->crashed
                            : &weights->contact;
  const GamaoNetBase *base = base_for (siblings, net);

  gamao_inputs_for_net_views (view, other, net->n_inputs, inputs);
  gamao_net_evaluate_from_base (base, inputs, outputs);
  /* clear_impossible_gammons(): a side that has borne off a checker can
   * no longer lose a gammon. */
  if (other->on_board < GAMAO_CHECKERS)
    outputs[GAMAO_OUT_WIN_GAMMON] = outputs[GAMAO_OUT_WIN_BACKGAMMON] = 0.0f;
  if (view->on_board < GAMAO_CHECKERS)
    outputs[GAMAO_OUT_LOSE_GAMMON] = outputs[GAMAO_OUT_LOSE_BACKGAMMON] = 0.0f;
  gamao_outputs_sanitize (outputs);
}

float
gamao_siblings_evaluate_after_play (GamaoSiblings *siblings, const GamaoBoard *after,
                                    float outputs[GAMAO_N_OUTPUTS])
{
  GamaoBoard turned = *after;
  GamaoInputsView view, other;

  gamao_board_swap_sides (&turned);
  gamao_inputs_views_init (&view, &other, &turned, after);
  switch (gamao_inputs_view_kind (&view, &other))
    {
    case GAMAO_CLASS_CONTACT:
      evaluate_contact_sibling (siblings, &view, &other, outputs);
      break;
    case GAMAO_CLASS_RACE:
      evaluate_race_sibling (siblings, &turned, outputs);
      break;
    default:
      gamao_evaluate (siblings->evaluator, &turned, outputs);
      break;
    }
  gamao_outputs_flip (outputs);
  return gamao_outputs_equity (outputs);
}
