/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-links.h"

/* No default case: a new verdict must be given its section here, and the
 * compiler says so. */
const char *
gamao_rules_section_for_verdict (GamaoStepVerdict verdict)
{
  switch (verdict)
    {
    case GAMAO_STEP_OK:
    case GAMAO_STEP_NO_CHECKER:
    case GAMAO_STEP_BAD_DIE:
    case GAMAO_STEP_NO_SUCH_DIE:
      return "moving";
    case GAMAO_STEP_BAR_FIRST:
      return "entering";
    case GAMAO_STEP_BLOCKED:
      return "blocked";
    case GAMAO_STEP_NOT_ALL_HOME:
    case GAMAO_STEP_HIGHER_CHECKER:
      return "bearing-off";
    case GAMAO_STEP_LARGER_DIE:
    case GAMAO_STEP_WASTES_DICE:
    case GAMAO_STEP_TURN_DONE:
      return "using-dice";
    }
  return "moving";
}

const char *
gamao_rules_section_for_notation_error (GamaoNotationError error)
{
  switch (error)
    {
    case GAMAO_NOTATION_OK:
    case GAMAO_NOTATION_SYNTAX:
    case GAMAO_NOTATION_NO_SUCH_MOVE:
      return "moving";
    case GAMAO_NOTATION_TOO_FEW_DICE:
    case GAMAO_NOTATION_SMALLER_DIE:
    case GAMAO_NOTATION_NOT_LEGAL:
      return "using-dice";
    }
  return "moving";
}
