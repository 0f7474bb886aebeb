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

/* A reproducible number with unit variance, from a hash of the position
 * and what is being decided: a level's cube misjudgements, like its
 * play misjudgements, never change when the same position comes back. */
static float
cube_noise (const GamaoBoard *board, uint32_t what)
{
  uint64_t h = 1469598103934665603ull ^ what;
  const uint8_t *bytes = (const uint8_t *) board;
  float sum = 0.0f;

  for (size_t i = 0; i < sizeof *board; i++)
    h = (h ^ bytes[i]) * 1099511628211ull;
  for (int k = 0; k < 4; k++)
    {
      h ^= h >> 29;
      h *= 0xbf58476d1ce4e5b9ull;
      h ^= h >> 32;
      sum += (float) (h & 0xffff) / 65535.0f - 0.5f;
    }
  return sum * 1.7320508f;
}

/* Bends the decision's values by the level's noise, for the player whose
 * decision it is. */
static void
add_cube_noise (const GamaoComputer *computer, const GamaoBoard *board, const GamaoCubeInfo *info,
                GamaoCubeDecision *d, uint32_t what)
{
  float noise = gamao_level_noise (computer->level) * gamao_cube_equity_unit (info);

  if (noise <= 0.0f)
    return;
  d->no_double += noise * cube_noise (board, what);
  d->double_take += noise * cube_noise (board, what + 1);
  gamao_cube_decision_settle (info, d);
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
  add_cube_noise (computer, board, &info, decision, 0x0d0b1e);
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

/* The computer answers a double as it would advise a person to
 * (gamao_take_advice judges by the same figures); below Expert the
 * level's noise bends them. */
bool
gamao_computer_takes (GamaoComputer *computer, const GamaoBoard *board,
                      const GamaoMatchState *state, int me)
{
  return gamao_computer_answer_double (computer, board, state, me, false) != GAMAO_ANSWER_PASS;
}

GamaoDoubleAnswer
gamao_computer_answer_double (GamaoComputer *computer, const GamaoBoard *board,
                              const GamaoMatchState *state, int me, bool beavers_allowed)
{
  GamaoCubeInfo doubler;
  GamaoCubeDecision d;
  float outputs[GAMAO_N_OUTPUTS];

  gamao_cube_info_from_state (&doubler, state, 1 - me, gamao_cube_efficiency (board));
  judge (computer, board, outputs);
  /* The double is on the table: judge it even when the doubler should
   * not have made it. */
  doubler.crawford = false;
  if (doubler.owner < 0)
    doubler.owner = 0;
  gamao_cube_decide (&doubler, outputs, &d);
  /* The taker's noise bends the doubler's figures the other way. */
  float noise = gamao_level_noise (computer->level) * gamao_cube_equity_unit (&doubler);
  if (noise > 0.0f)
    d.double_take += noise * cube_noise (board, 0x7a4e);
  if (d.double_take > d.double_pass)
    return GAMAO_ANSWER_PASS;
  if (beavers_allowed && state->match_length == 0 && d.double_take < 0.0f)
    return GAMAO_ANSWER_BEAVER;
  return GAMAO_ANSWER_TAKE;
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
