/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-exercise.h: a diagram's "Try it": the reader plays the
 * diagram's roll a checker at a time under the real rules, and is told
 * whether the play is the one the diagram asks for. */
#pragma once

#include <glib.h>

#include "gamao-board-moves.h"
#include "gamao-rules-diagram.h"
#include "gamao-turn.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_RULES_EXERCISE_PLAYING, /* dice left to play */
  GAMAO_RULES_EXERCISE_RIGHT,   /* the play (or the pass) is what the diagram asks */
  GAMAO_RULES_EXERCISE_WRONG,   /* a whole legal play, but not the one asked for */
} GamaoRulesExerciseState;

typedef struct _GamaoRulesExercise GamaoRulesExercise;

/* NULL when the diagram has no exercise or no valid position and dice. */
GamaoRulesExercise *gamao_rules_exercise_new (const GamaoRulesDiagram *diagram);
void gamao_rules_exercise_free (GamaoRulesExercise *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoRulesExercise, gamao_rules_exercise_free)

/* Back to the diagram's position with the whole roll to play. */
void gamao_rules_exercise_reset (GamaoRulesExercise *self);

const GamaoBoard *gamao_rules_exercise_get_board (GamaoRulesExercise *self);
const int *gamao_rules_exercise_get_dice (GamaoRulesExercise *self);
/* The dice not yet played; returns how many. */
guint gamao_rules_exercise_get_left (GamaoRulesExercise *self, int left[4]);
guint gamao_rules_exercise_get_n_steps (GamaoRulesExercise *self);

/* Where each checker may go now, for the board view. */
void gamao_rules_exercise_collect_moves (GamaoRulesExercise *self, GamaoBoardMoves *moves);

/* Moves the checker on `from` to `to` (mover's points; 0 is off) with one
 * or more of the dice left. On GAMAO_STEP_OK the steps taken are written
 * to `steps` (room for 4) and counted in `n_steps`; any other verdict
 * says which rule forbids the move, and nothing changes. */
GamaoStepVerdict gamao_rules_exercise_move (GamaoRulesExercise *self, int from, int to,
                                            GamaoStep steps[4], guint *n_steps);
/* Takes back the last step; FALSE when there is none. */
gboolean gamao_rules_exercise_undo (GamaoRulesExercise *self, GamaoStep *undone);

/* Whether the roll can be played at all. */
gboolean gamao_rules_exercise_can_play (GamaoRulesExercise *self);
GamaoRulesExerciseState gamao_rules_exercise_get_state (GamaoRulesExercise *self);
/* The reader's answer that nothing can be played: right only when so. */
gboolean gamao_rules_exercise_pass (GamaoRulesExercise *self);

G_END_DECLS
