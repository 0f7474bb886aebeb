/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every "Try it" of the shipped book played without a window: each legal
 * play a checker at a time, judged right exactly when the diagram
 * accepts it; a refused move changes nothing; a closed-out roll is a
 * pass. */
#include "config.h"

#include "gamao-rules-book.h"
#include "gamao-rules-exercise.h"

#include <glib.h>

/* Plays `play` through the exercise as a reader dragging checkers would,
 * checking that the board offered every step first. */
static void
play_steps (GamaoRulesExercise *exercise, const GamaoPlay *play)
{
  gamao_rules_exercise_reset (exercise);
  for (guint i = 0; i < play->n_steps; i++)
    {
      GamaoBoardMoves moves;
      GamaoStep steps[4];
      guint n = 0;

      gamao_rules_exercise_collect_moves (exercise, &moves);
      g_assert_true (moves.targets[play->steps[i].from] & (1u << play->steps[i].to));
      g_assert_cmpint (gamao_rules_exercise_move (exercise, play->steps[i].from,
                                                  play->steps[i].to, steps, &n),
                       ==, GAMAO_STEP_OK);
      g_assert_cmpuint (n, ==, 1);
    }
}

static void
check_exercise (const GamaoRulesDiagram *diagram, GamaoPlayList *legal)
{
  g_autoptr (GamaoRulesExercise) exercise = gamao_rules_exercise_new (diagram);
  GamaoBoard board;

  g_assert_nonnull (exercise);
  g_assert_true (gamao_rules_diagram_get_board (diagram, &board, NULL));
  gamao_play_list_generate (legal, &board, diagram->dice[0], diagram->dice[1]);
  g_assert_cmpint (gamao_rules_exercise_can_play (exercise), ==, legal->n_plays > 0);
  if (legal->n_plays == 0)
    {
      g_assert_cmpint (gamao_rules_exercise_get_state (exercise), ==,
                       GAMAO_RULES_EXERCISE_PLAYING);
      g_assert_true (gamao_rules_exercise_pass (exercise));
      g_assert_cmpint (gamao_rules_exercise_get_state (exercise), ==,
                       GAMAO_RULES_EXERCISE_RIGHT);
      return;
    }
  /* "No Move" is refused while a play exists. */
  g_assert_false (gamao_rules_exercise_pass (exercise));
  for (guint p = 0; p < legal->n_plays; p++)
    {
      gboolean right = gamao_rules_diagram_accepts (diagram, legal, &legal->plays[p].after);
      GamaoStep undone;

      play_steps (exercise, &legal->plays[p]);
      g_assert_cmpint (gamao_rules_exercise_get_state (exercise), ==,
                       right ? GAMAO_RULES_EXERCISE_RIGHT : GAMAO_RULES_EXERCISE_WRONG);
      g_assert_cmpuint (gamao_rules_exercise_get_n_steps (exercise), ==,
                        legal->plays[p].n_steps);
      while (gamao_rules_exercise_undo (exercise, &undone))
        ;
      g_assert_true (gamao_board_equal (gamao_rules_exercise_get_board (exercise), &board));
    }
}

static void
test_every_exercise (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoRulesBook) book = gamao_rules_book_load (NULL, "en", &error);
  g_autofree GamaoPlayList *legal = g_new (GamaoPlayList, 1);
  guint exercises = 0;

  g_assert_no_error (error);
  for (guint s = 0; s < book->sections->len; s++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);

      for (guint b = 0; b < section->blocks->len; b++)
        {
          const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);

          if (!block->diagram || block->diagram->exercise == GAMAO_RULES_EXERCISE_NONE)
            continue;
          exercises++;
          check_exercise (block->diagram, legal);
        }
    }
  g_assert_cmpuint (exercises, >=, 10);
}

/* A move the rules forbid is refused with the engine's reason, and the
 * board stays as it was. */
static void
test_refusal (void)
{
  g_autoptr (GamaoRulesDiagram) diagram = gamao_rules_diagram_new ("opening");
  g_autoptr (GamaoRulesExercise) exercise = NULL;
  GamaoBoard before;
  GamaoStep steps[4];
  guint n = 9;

  diagram->position_id = g_strdup ("4HPwATDgc/ABMA");
  diagram->dice[0] = 6;
  diagram->dice[1] = 5;
  diagram->exercise = GAMAO_RULES_EXERCISE_ANY_LEGAL;
  exercise = gamao_rules_exercise_new (diagram);
  g_assert_nonnull (exercise);
  before = *gamao_rules_exercise_get_board (exercise);
  /* 24 to 19 with the 5 lands on the opponent's 6-point, five checkers. */
  g_assert_cmpint (gamao_rules_exercise_move (exercise, 24, 19, steps, &n), ==,
                   GAMAO_STEP_BLOCKED);
  g_assert_cmpuint (n, ==, 0);
  g_assert_true (gamao_board_equal (gamao_rules_exercise_get_board (exercise), &before));
  g_assert_cmpuint (gamao_rules_exercise_get_n_steps (exercise), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-exercise/every-exercise", test_every_exercise);
  g_test_add_func ("/rules-exercise/refusal", test_refusal);
  return g_test_run ();
}
