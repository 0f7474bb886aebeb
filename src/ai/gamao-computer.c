/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-computer.h"

#include "gamao-resign.h"

#include <stdlib.h>

GamaoComputer *
gamao_computer_new (GamaoLevel level, const char *data_dir, GamaoWeightsError *error)
{
  GamaoComputer *computer = calloc (1, sizeof *computer);
  GamaoWeightsError status = GAMAO_WEIGHTS_NO_MEMORY;

  if (computer)
    status = gamao_evaluator_load (&computer->evaluator, data_dir);
  if (status == GAMAO_WEIGHTS_OK && !(computer->search = gamao_search_new (&computer->evaluator)))
    status = GAMAO_WEIGHTS_NO_MEMORY;
  if (error)
    *error = status;
  if (status != GAMAO_WEIGHTS_OK)
    {
      gamao_computer_free (computer);
      return NULL;
    }
  computer->level = level;
  return computer;
}

void
gamao_computer_free (GamaoComputer *computer)
{
  if (!computer)
    return;
  gamao_search_free (computer->search);
  gamao_evaluator_clear (&computer->evaluator);
  free (computer);
}

bool
gamao_computer_choose_play (GamaoComputer *computer, const GamaoBoard *before, int d1, int d2,
                            const GamaoMatchState *state, GamaoPlay *play)
{
  GamaoCubeInfo info;
  GamaoSearch *search = computer->search;

  if (state && state->match_length)
    {
      gamao_cube_info_from_state (&info, state, state->on_roll, gamao_cube_efficiency (before));
      search->match = &info;
    }
  unsigned n = gamao_search_rank (search, before, d1, d2, computer->level);
  search->match = NULL;
  if (n == 0)
    return false;
  *play = search->plays.plays[search->ranked[0].index];
  return true;
}

/* Cubeless outputs for the side on roll, at the level's depth. */
static void
judge (GamaoComputer *computer, const GamaoBoard *board, float outputs[GAMAO_N_OUTPUTS])
{
  gamao_search_evaluate (computer->search, board, gamao_level_plies (computer->level), outputs);
}

GamaoCubeAction
gamao_computer_cube_action (GamaoComputer *computer, const GamaoBoard *board,
                            const GamaoMatchState *state, int me, GamaoCubeDecision *decision)
{
  GamaoCubeInfo info;
  GamaoCubeDecision local;
  float outputs[GAMAO_N_OUTPUTS];

  if (!decision)
    decision = &local;
  gamao_cube_info_from_state (&info, state, me, gamao_cube_efficiency (board));
  if (!gamao_cube_can_double (&info))
    {
      decision->action = GAMAO_CUBE_NOT_AVAILABLE;
      return decision->action;
    }
  judge (computer, board, outputs);
  gamao_cube_decide (&info, outputs, decision);
  return decision->action;
}

void
gamao_computer_take_advice (GamaoComputer *computer, const GamaoBoard *board,
                            const GamaoMatchState *state, int me, GamaoTakeAdvice *advice)
{
  float outputs[GAMAO_N_OUTPUTS];

  judge (computer, board, outputs);
  gamao_take_advice (state, me, board, outputs, advice);
}

/* The computer answers a double as it would advise a person to. */
bool
gamao_computer_takes (GamaoComputer *computer, const GamaoBoard *board,
                      const GamaoMatchState *state, int me)
{
  GamaoTakeAdvice advice;

  gamao_computer_take_advice (computer, board, state, me, &advice);
  return advice.take;
}

int
gamao_computer_resignation_offer (GamaoComputer *computer, const GamaoBoard *board)
{
  float outputs[GAMAO_N_OUTPUTS];

  judge (computer, board, outputs);
  return gamao_resign_offer (outputs);
}

bool
gamao_computer_accepts_resignation (GamaoComputer *computer, const GamaoBoard *board,
                                    const GamaoMatchState *state, int me, int level)
{
  GamaoCubeInfo info;
  float outputs[GAMAO_N_OUTPUTS];

  gamao_cube_info_from_state (&info, state, me, gamao_cube_efficiency (board));
  judge (computer, board, outputs);
  gamao_outputs_flip (outputs);
  return gamao_resign_accept (&info, outputs, level);
}
