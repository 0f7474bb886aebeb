/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-diagram.h"
#include "gamao-rules-error.h"

#include "gamao-position-id.h"
#include "gamao-turn.h"

static const char *const verdict_names[] = {
  [GAMAO_STEP_OK] = "ok",
  [GAMAO_STEP_NO_CHECKER] = "no-checker",
  [GAMAO_STEP_BAR_FIRST] = "bar-first",
  [GAMAO_STEP_BLOCKED] = "blocked",
  [GAMAO_STEP_NOT_ALL_HOME] = "not-all-home",
  [GAMAO_STEP_HIGHER_CHECKER] = "higher-checker",
  [GAMAO_STEP_BAD_DIE] = "bad-die",
  [GAMAO_STEP_NO_SUCH_DIE] = "no-such-die",
  [GAMAO_STEP_LARGER_DIE] = "larger-die",
  [GAMAO_STEP_WASTES_DICE] = "wastes-dice",
  [GAMAO_STEP_TURN_DONE] = "turn-done",
};

static const char *const notation_error_names[] = {
  [GAMAO_NOTATION_OK] = "ok",
  [GAMAO_NOTATION_SYNTAX] = "syntax",
  [GAMAO_NOTATION_NO_SUCH_MOVE] = "no-such-move",
  [GAMAO_NOTATION_TOO_FEW_DICE] = "too-few-dice",
  [GAMAO_NOTATION_SMALLER_DIE] = "smaller-die",
  [GAMAO_NOTATION_NOT_LEGAL] = "not-legal",
};

GamaoRulesDiagram *
gamao_rules_diagram_new (const char *id)
{
  GamaoRulesDiagram *diagram = g_new0 (GamaoRulesDiagram, 1);

  diagram->id = g_strdup (id);
  diagram->arrows = g_array_new (FALSE, TRUE, sizeof (GamaoRulesArrow));
  diagram->checks = g_array_new (FALSE, TRUE, sizeof (GamaoRulesCheck));
  return diagram;
}

void
gamao_rules_diagram_free (GamaoRulesDiagram *diagram)
{
  if (!diagram)
    return;
  for (guint i = 0; i < diagram->checks->len; i++)
    g_free (g_array_index (diagram->checks, GamaoRulesCheck, i).play);
  g_array_unref (diagram->checks);
  g_array_unref (diagram->arrows);
  g_strfreev (diagram->answers);
  g_free (diagram->match_id);
  g_free (diagram->position_id);
  g_free (diagram->id);
  g_free (diagram);
}

gboolean
gamao_rules_diagram_has_dice (const GamaoRulesDiagram *diagram)
{
  return diagram->dice[0] >= 1 && diagram->dice[1] >= 1;
}

gboolean
gamao_rules_diagram_is_highlighted (const GamaoRulesDiagram *diagram, int point)
{
  return point >= 0 && point <= GAMAO_RULES_BAR && (diagram->highlights & (1u << point)) != 0;
}

gboolean
gamao_rules_diagram_get_board (const GamaoRulesDiagram *diagram, GamaoBoard *board,
                               GError **error)
{
  GamaoIdError err = gamao_position_id_decode (diagram->position_id, board, NULL);

  if (err == GAMAO_ID_OK)
    return TRUE;
  g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
               "diagram “%s”: position “%s”: %s", diagram->id, diagram->position_id,
               gamao_id_error_message (err));
  return FALSE;
}

gboolean
gamao_rules_diagram_get_match (const GamaoRulesDiagram *diagram, GamaoMatchState *state,
                               GError **error)
{
  GamaoIdError err;

  if (!diagram->match_id)
    {
      g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
                   "diagram “%s” has no match ID", diagram->id);
      return FALSE;
    }
  err = gamao_match_id_decode (diagram->match_id, state);
  if (err == GAMAO_ID_OK)
    return TRUE;
  g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
               "diagram “%s”: match ID “%s”: %s", diagram->id, diagram->match_id,
               gamao_id_error_message (err));
  return FALSE;
}

static int
parse_play (const GamaoRulesDiagram *diagram, const GamaoBoard *board, const GamaoPlayList *legal,
            const char *play, GamaoNotationError *error)
{
  int index = -1;

  *error = gamao_notation_parse (play, board, diagram->dice[0], diagram->dice[1], legal, &index);
  return *error == GAMAO_NOTATION_OK ? index : -1;
}

gboolean
gamao_rules_diagram_accepts (const GamaoRulesDiagram *diagram, const GamaoPlayList *legal,
                             const GamaoBoard *after)
{
  GamaoBoard board;
  GamaoNotationError error;
  int index;

  if (!gamao_rules_diagram_get_board (diagram, &board, NULL))
    return FALSE;
  switch (diagram->exercise)
    {
    case GAMAO_RULES_EXERCISE_NO_PLAY:
      return legal->n_plays == 0 && gamao_board_equal (after, &board);
    case GAMAO_RULES_EXERCISE_ANY_LEGAL:
      return gamao_play_list_find (legal, after) >= 0;
    case GAMAO_RULES_EXERCISE_ANSWERS:
      index = gamao_play_list_find (legal, after);
      for (guint i = 0; index >= 0 && diagram->answers && diagram->answers[i]; i++)
        if (parse_play (diagram, &board, legal, diagram->answers[i], &error) == index)
          return TRUE;
      return FALSE;
    case GAMAO_RULES_EXERCISE_NONE:
    default:
      return FALSE;
    }
}

static const char *
who_name (GamaoRulesWho who)
{
  return who == GAMAO_RULES_WHO_ON_ROLL ? "on-roll"
         : who == GAMAO_RULES_WHO_OPPONENT ? "opponent" : "nobody";
}

static gboolean
check_match (const GamaoRulesDiagram *diagram, const GamaoRulesCheck *check, GString *why)
{
  GamaoMatchState state;
  g_autoptr (GError) error = NULL;
  GamaoRulesWho owner;

  if (!gamao_rules_diagram_get_match (diagram, &state, &error))
    {
      g_string_assign (why, error->message);
      return FALSE;
    }
  owner = state.cube_owner == GAMAO_CUBE_CENTERED ? GAMAO_RULES_WHO_NOBODY
          : state.cube_owner == state.on_roll     ? GAMAO_RULES_WHO_ON_ROLL
                                                   : GAMAO_RULES_WHO_OPPONENT;
  if (check->kind == GAMAO_RULES_CHECK_CUBE)
    {
      if (state.cube_value != check->count || owner != check->owner
          || state.double_offered != check->offered)
        g_string_printf (why, "the match ID has a cube of %u owned by %s%s", state.cube_value,
                         who_name (owner), state.double_offered ? ", offered" : "");
      return why->len == 0;
    }
  if (state.match_length != check->count || state.score[state.on_roll] != check->score[0]
      || state.score[!state.on_roll] != check->score[1] || state.crawford != check->crawford)
    g_string_printf (why, "the match ID has a %u-point match at %u–%u%s", state.match_length,
                     state.score[state.on_roll], state.score[!state.on_roll],
                     state.crawford ? ", Crawford game" : "");
  return why->len == 0;
}

static gboolean
check_step (const GamaoRulesCheck *check, const GamaoBoard *board, const GamaoRulesDiagram *diagram,
            const GamaoPlayList *legal, GString *why)
{
  GamaoTurn turn;
  GamaoStepVerdict verdict;

  gamao_turn_begin (&turn, legal, board, diagram->dice[0], diagram->dice[1]);
  verdict = gamao_turn_check_step (&turn, check->from, check->die);
  if (verdict != check->verdict)
    g_string_printf (why, "moving from %d by %d is “%s”, not “%s”", check->from, check->die,
                     gamao_rules_verdict_name (verdict), gamao_rules_verdict_name (check->verdict));
  return why->len == 0;
}

/* One claim against the engine; on disagreement `why` says what the
 * engine found. */
static gboolean
check_one (const GamaoRulesDiagram *diagram, const GamaoRulesCheck *check, const GamaoBoard *board,
           const GamaoPlayList *legal, GString *why)
{
  GamaoNotationError error = GAMAO_NOTATION_OK;

  switch (check->kind)
    {
    case GAMAO_RULES_CHECK_LEGAL:
      if (parse_play (diagram, board, legal, check->play, &error) < 0)
        g_string_printf (why, "“%s” is not legal: %s", check->play,
                         notation_error_names[error]);
      break;
    case GAMAO_RULES_CHECK_ILLEGAL:
      if (parse_play (diagram, board, legal, check->play, &error) >= 0)
        g_string_printf (why, "“%s” is legal", check->play);
      else if (check->error >= 0 && (int) error != check->error)
        g_string_printf (why, "“%s” is illegal as “%s”, not “%s”", check->play,
                         notation_error_names[error], notation_error_names[check->error]);
      break;
    case GAMAO_RULES_CHECK_FORCED:
      if (parse_play (diagram, board, legal, check->play, &error) < 0 || legal->n_plays != 1)
        g_string_printf (why, "“%s” is not the only legal play (%u plays, %s)", check->play,
                         legal->n_plays, notation_error_names[error]);
      break;
    case GAMAO_RULES_CHECK_NO_PLAY:
      if (legal->n_plays != 0)
        g_string_printf (why, "there are %u legal plays", legal->n_plays);
      break;
    case GAMAO_RULES_CHECK_DICE_USED:
      if (legal->dice_used != check->count)
        g_string_printf (why, "the legal plays use %u dice", legal->dice_used);
      break;
    case GAMAO_RULES_CHECK_STEP:
      return check_step (check, board, diagram, legal, why);
    case GAMAO_RULES_CHECK_CUBE:
    case GAMAO_RULES_CHECK_SCORE:
      return check_match (diagram, check, why);
    case GAMAO_RULES_CHECK_RESULT:
      {
        GamaoSide winner = check->owner == GAMAO_RULES_WHO_ON_ROLL ? GAMAO_SIDE_ON_ROLL
                                                                   : GAMAO_SIDE_OPPONENT;
        GamaoResultKind kind = gamao_result_of_board (board, winner);
        if (kind != check->result)
          g_string_printf (why, "the engine scores it as %s", gamao_result_kind_name (kind));
      }
      break;
    default:
      g_assert_not_reached ();
    }
  return why->len == 0;
}

static gboolean
check_exercise (const GamaoRulesDiagram *diagram, const GamaoBoard *board,
                const GamaoPlayList *legal, GString *why)
{
  GamaoNotationError error;

  switch (diagram->exercise)
    {
    case GAMAO_RULES_EXERCISE_ANY_LEGAL:
      if (legal->n_plays == 0)
        g_string_assign (why, "“Try it” expects a play, but none is legal");
      break;
    case GAMAO_RULES_EXERCISE_NO_PLAY:
      if (legal->n_plays != 0)
        g_string_printf (why, "“Try it” expects no play, but %u are legal", legal->n_plays);
      break;
    case GAMAO_RULES_EXERCISE_ANSWERS:
      for (guint i = 0; diagram->answers[i] && why->len == 0; i++)
        if (parse_play (diagram, board, legal, diagram->answers[i], &error) < 0)
          g_string_printf (why, "the answer “%s” is not legal: %s", diagram->answers[i],
                           notation_error_names[error]);
      break;
    case GAMAO_RULES_EXERCISE_NONE:
    default:
      break;
    }
  return why->len == 0;
}

gboolean
gamao_rules_diagram_verify (const GamaoRulesDiagram *diagram, GError **error)
{
  g_autofree GamaoPlayList *legal = g_new (GamaoPlayList, 1);
  g_autoptr (GString) why = g_string_new (NULL);
  GamaoMatchState state;
  GamaoBoard board;

  if (!gamao_rules_diagram_get_board (diagram, &board, error))
    return FALSE;
  if (diagram->match_id && !gamao_rules_diagram_get_match (diagram, &state, error))
    return FALSE;
  if (gamao_rules_diagram_has_dice (diagram))
    gamao_play_list_generate (legal, &board, diagram->dice[0], diagram->dice[1]);
  else
    legal->n_plays = legal->dice_used = 0;

  for (guint i = 0; i < diagram->checks->len; i++)
    {
      const GamaoRulesCheck *check = &g_array_index (diagram->checks, GamaoRulesCheck, i);
      if (!check_one (diagram, check, &board, legal, why))
        {
          g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
                       "diagrams.xml:%d: diagram “%s”: the engine disagrees: %s", check->line,
                       diagram->id, why->str);
          return FALSE;
        }
    }
  if (!check_exercise (diagram, &board, legal, why))
    {
      g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
                   "diagrams.xml:%d: diagram “%s”: %s", diagram->line, diagram->id, why->str);
      return FALSE;
    }
  return TRUE;
}

gboolean
gamao_rules_verdict_from_name (const char *name, GamaoStepVerdict *verdict)
{
  for (guint i = 0; i < G_N_ELEMENTS (verdict_names); i++)
    if (verdict_names[i] && g_str_equal (name, verdict_names[i]))
      {
        *verdict = (GamaoStepVerdict) i;
        return TRUE;
      }
  return FALSE;
}

const char *
gamao_rules_verdict_name (GamaoStepVerdict verdict)
{
  if ((guint) verdict < G_N_ELEMENTS (verdict_names) && verdict_names[verdict])
    return verdict_names[verdict];
  return "unknown";
}

gboolean
gamao_rules_notation_error_from_name (const char *name, int *error)
{
  if (g_str_equal (name, "any"))
    {
      *error = -1;
      return TRUE;
    }
  for (guint i = 1; i < G_N_ELEMENTS (notation_error_names); i++)
    if (g_str_equal (name, notation_error_names[i]))
      {
        *error = (int) i;
        return TRUE;
      }
  return FALSE;
}
