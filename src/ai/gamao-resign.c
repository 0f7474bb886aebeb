/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-resign.h"

#include "gamao-met.h"

/* Chances below this are treated as none: the nets never say exactly 0. */
#define NEGLIGIBLE 0.001f

int
gamao_resign_offer (const float outputs[GAMAO_N_OUTPUTS])
{
  if (outputs[GAMAO_OUT_WIN] > NEGLIGIBLE)
    return 0;
  if (outputs[GAMAO_OUT_LOSE_GAMMON] <= NEGLIGIBLE)
    return 1;
  if (outputs[GAMAO_OUT_LOSE_BACKGAMMON] <= NEGLIGIBLE)
    return 2;
  return 3;
}

bool
gamao_resign_accept (const GamaoCubeInfo *info, const float outputs[GAMAO_N_OUTPUTS], int level)
{
  GamaoCubeDecision d;
  float offered;

  if (level < 1 || level > 3)
    return false;
  gamao_cube_decide (info, outputs, &d);
  if (info->match_length == 0)
    offered = (float) level;
  else
    offered = gamao_met_equity (info->need - level * (int) info->cube_value, info->opp_need,
                                info->post_crawford || info->crawford);
  /* Playing on is worth the better of holding and, if we may, doubling. */
  float play_on = d.no_double;
  if (d.action == GAMAO_CUBE_DOUBLE_TAKE || d.action == GAMAO_CUBE_DOUBLE_PASS)
    play_on = d.double_take < d.double_pass ? d.double_take : d.double_pass;
  return offered >= play_on - 1e-4f;
}
