/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-rules-exercise"

#include "config.h"

#include "gamao-rules-exercise.h"

struct _GamaoRulesExercise
{
  const GamaoRulesDiagram *diagram; /* owned by its book */
  GamaoBoard start;
  GamaoPlayList *legal;
  GamaoTurn turn;
  gboolean passed;
};

GamaoRulesExercise *
gamao_rules_exercise_new (const GamaoRulesDiagram *diagram)
{
  GamaoRulesExercise *self;
  GamaoBoard board;

  g_return_val_if_fail (diagram != NULL, NULL);

  if (diagram->exercise == GAMAO_RULES_EXERCISE_NONE || !gamao_rules_diagram_has_dice (diagram)
      || !gamao_rules_diagram_get_board (diagram, &board, NULL))
    return NULL;
  self = g_new0 (GamaoRulesExercise, 1);
  self->diagram = diagram;
  self->start = board;
  /* A few hundred KiB: made once per exercise, not per step. */
  self->legal = g_new (GamaoPlayList, 1);
  gamao_play_list_generate (self->legal, &board, diagram->dice[0], diagram->dice[1]);
  gamao_rules_exercise_reset (self);
  return self;
}

void
gamao_rules_exercise_free (GamaoRulesExercise *self)
{
  if (!self)
    return;
  g_free (self->legal);
  g_free (self);
}

void
gamao_rules_exercise_reset (GamaoRulesExercise *self)
{
  g_return_if_fail (self != NULL);

  gamao_turn_begin (&self->turn, self->legal, &self->start, self->diagram->dice[0],
                    self->diagram->dice[1]);
  self->passed = FALSE;
}

const GamaoBoard *
gamao_rules_exercise_get_board (GamaoRulesExercise *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return &self->turn.current;
}

const int *
gamao_rules_exercise_get_dice (GamaoRulesExercise *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->turn.dice;
}

guint
gamao_rules_exercise_get_left (GamaoRulesExercise *self, int left[4])
{
  g_return_val_if_fail (self != NULL, 0);

  /* A finished play leaves no dice to play, even when the rules let some
   * of them go unused; a roll that cannot be played keeps its dice. */
  if (gamao_turn_play_index (&self->turn) >= 0)
    return 0;
  for (guint i = 0; i < self->turn.n_left; i++)
    left[i] = self->turn.left[i];
  return self->turn.n_left;
}

guint
gamao_rules_exercise_get_n_steps (GamaoRulesExercise *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->turn.n_steps;
}

/* Like the game's own board: a click moves a checker only when one die
 * takes it to a single place. */
void
gamao_rules_exercise_collect_moves (GamaoRulesExercise *self, GamaoBoardMoves *moves)
{
  g_return_if_fail (self != NULL);

  gamao_board_moves_clear (moves);
  if (gamao_turn_is_complete (&self->turn) || self->passed)
    return;
  for (int from = 1; from <= 25; from++)
    {
      GamaoTarget targets[GAMAO_MAX_TARGETS];
      guint n = gamao_turn_targets (&self->turn, from, targets);
      int singles = 0, quick = -1;

      for (guint i = 0; i < n; i++)
        {
          gamao_board_moves_add (moves, from, &targets[i]);
          if (targets[i].n_dice == 1)
            {
              singles++;
              quick = targets[i].to;
            }
        }
      moves->quick[from] = singles == 1 ? quick : -1;
    }
}

GamaoStepVerdict
gamao_rules_exercise_move (GamaoRulesExercise *self, int from, int to, GamaoStep steps[4],
                           guint *n_steps)
{
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  const GamaoTarget *target = NULL;
  guint n;

  g_return_val_if_fail (self != NULL, GAMAO_STEP_NO_CHECKER);

  *n_steps = 0;
  if (self->passed || gamao_turn_play_index (&self->turn) >= 0)
    return GAMAO_STEP_TURN_DONE;
  n = gamao_turn_targets (&self->turn, from, targets);
  for (guint i = 0; i < n && !target; i++)
    if (targets[i].to == to)
      target = &targets[i];
  if (!target)
    return gamao_turn_refusal (&self->turn, from, to);
  for (int i = 0, at = from; i < target->n_dice; i++)
    {
      GamaoStepVerdict verdict = gamao_turn_step (&self->turn, at, target->dice[i],
                                                  &steps[*n_steps]);

      /* The targets come from the same turn, so each step is allowed. */
      g_return_val_if_fail (verdict == GAMAO_STEP_OK, verdict);
      at = steps[(*n_steps)++].to;
    }
  return GAMAO_STEP_OK;
}

gboolean
gamao_rules_exercise_undo (GamaoRulesExercise *self, GamaoStep *undone)
{
  g_return_val_if_fail (self != NULL, FALSE);

  self->passed = FALSE;
  return gamao_turn_undo (&self->turn, undone);
}

gboolean
gamao_rules_exercise_can_play (GamaoRulesExercise *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->legal->n_plays > 0;
}

GamaoRulesExerciseState
gamao_rules_exercise_get_state (GamaoRulesExercise *self)
{
  g_return_val_if_fail (self != NULL, GAMAO_RULES_EXERCISE_PLAYING);

  if (self->passed)
    return GAMAO_RULES_EXERCISE_RIGHT;
  if (self->legal->n_plays == 0 || !gamao_turn_is_complete (&self->turn))
    return GAMAO_RULES_EXERCISE_PLAYING;
  return gamao_rules_diagram_accepts (self->diagram, self->legal, &self->turn.current)
             ? GAMAO_RULES_EXERCISE_RIGHT
             : GAMAO_RULES_EXERCISE_WRONG;
}

gboolean
gamao_rules_exercise_pass (GamaoRulesExercise *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->legal->n_plays > 0)
    return FALSE;
  self->passed = gamao_rules_diagram_accepts (self->diagram, self->legal, &self->start);
  return self->passed;
}
