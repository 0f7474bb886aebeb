/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-met.h"

static int
clamp_need (int need)
{
  return need > GAMAO_MET_LENGTH ? GAMAO_MET_LENGTH : need;
}

float
gamao_met_equity (int need, int opp_need, bool post_crawford)
{
  if (need <= 0)
    return 1.0f;
  if (opp_need <= 0)
    return 0.0f;
  need = clamp_need (need);
  opp_need = clamp_need (opp_need);
  if (post_crawford && (need == 1 || opp_need == 1))
    {
      if (need == 1 && opp_need == 1)
        return 0.5f;
      return need == 1 ? 1.0f - gamao_met_post_crawford[opp_need - 1]
                       : gamao_met_post_crawford[need - 1];
    }
  return gamao_met_pre_crawford[need - 1][opp_need - 1];
}
