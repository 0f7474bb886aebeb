/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer player of `gamao-cli play`: the AI's search for plays,
 * Janowski cube decisions and its resignation rules, at a level. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli-ai.h"
#include "gamao-cli-computer.h"
#include "gamao-cube-decision.h"
#include "gamao-resign.h"

struct _GamaoCliComputer
{
  GamaoEvaluator evaluator;
  GamaoSearch *search;
};

GamaoCliComputer *
gamao_cli_computer_new (void)
{
  GamaoCliComputer *computer = g_new0 (GamaoCliComputer, 1);

  if (!gamao_cli_load_evaluator (&computer->evaluator))
    {
      g_free (computer);
      return NULL;
    }
  computer->search = gamao_search_new (&computer->evaluator);
  return computer;
}

void
gamao_cli_computer_free (GamaoCliComputer *computer)
{
  if (!computer)
    return;
  gamao_search_free (computer->search);
  gamao_evaluator_clear (&computer->evaluator);
  g_free (computer);
}

gboolean
gamao_cli_computer_parse_level (const char *key, int *level)
{
  GamaoLevel parsed;

  if (!gamao_cli_parse_level (key, &parsed))
    return FALSE;
  *level = (int) parsed;
  return TRUE;
}

const char *
gamao_cli_computer_level_key (int level)
{
  return gamao_level_key ((GamaoLevel) level);
}

/* Outputs for the player on roll of `board`, at the level's depth. */
static void
evaluate (GamaoCliComputer *computer, int level, const GamaoBoard *board,
          float outputs[GAMAO_N_OUTPUTS])
{
  gamao_search_evaluate (computer->search, board, gamao_level_plies ((GamaoLevel) level),
                         outputs);
}

GamaoCliComputerMove
gamao_cli_computer_before_roll (GamaoCliComputer *computer, int level, const GamaoBoard *board,
                                const GamaoMatchState *state, gboolean may_double, int *resign)
{
  float outputs[GAMAO_N_OUTPUTS];
  GamaoCubeInfo info;
  GamaoCubeDecision decision;

  evaluate (computer, level, board, outputs);
  *resign = gamao_resign_offer (outputs);
  if (*resign > 0)
    return GAMAO_CLI_COMPUTER_RESIGN;
  if (!may_double)
    return GAMAO_CLI_COMPUTER_ROLL;
  gamao_cube_info_from_state (&info, state, state->on_roll, gamao_cube_efficiency (board));
  gamao_cube_decide (&info, outputs, &decision);
  if (decision.action == GAMAO_CUBE_DOUBLE_TAKE || decision.action == GAMAO_CUBE_DOUBLE_PASS)
    return GAMAO_CLI_COMPUTER_DOUBLE;
  return GAMAO_CLI_COMPUTER_ROLL;
}

gboolean
gamao_cli_computer_takes (GamaoCliComputer *computer, int level, const GamaoBoard *board,
                          const GamaoMatchState *state)
{
  float outputs[GAMAO_N_OUTPUTS];
  GamaoCubeInfo doubler;

  /* The state still holds the cube before the double, as the doubler
   * saw it. */
  evaluate (computer, level, board, outputs);
  gamao_cube_info_from_state (&doubler, state, state->on_roll, gamao_cube_efficiency (board));
  return gamao_cube_should_take (&doubler, outputs);
}

gboolean
gamao_cli_computer_accepts (GamaoCliComputer *computer, int level, const GamaoBoard *board,
                            const GamaoMatchState *state, int me)
{
  float outputs[GAMAO_N_OUTPUTS];
  GamaoCubeInfo info;

  evaluate (computer, level, board, outputs);
  gamao_outputs_flip (outputs);
  gamao_cube_info_from_state (&info, state, me, gamao_cube_efficiency (board));
  return gamao_resign_accept (&info, outputs, state->resignation);
}

int
gamao_cli_computer_choose (GamaoCliComputer *computer, int level, const GamaoBoard *board,
                           const GamaoPlayList *list)
{
  return gamao_search_choose_from (computer->search, board, list, (GamaoLevel) level);
}
