/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match's API for whole moves: a play made whole in one request, a
 * turn taken back in one, a refused move that says why once, and the
 * turn counter that tells advice asked earlier from advice for now. */
#include "config.h"

#include "gamao-match.h"

#include <glib-object.h>

static void
count_notify (GObject *object, GParamSpec *pspec, guint *n)
{
  (*n)++;
}

/* The counter moves with every action and every new game, never with a
 * step within the turn, and notifies when it moves. */
static void
test_turn_counter (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (1, NULL, NULL, GAMAO_RULE_CRAWFORD);
  guint notified = 0, at;

  g_signal_connect (match, "notify::turn-counter", G_CALLBACK (count_notify), &notified);
  at = gamao_match_get_turn_counter (match);
  g_assert_cmpuint (at, ==, 1);
  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_assert_cmpuint (gamao_match_get_turn_counter (match), ==, at + 1);
  g_assert_cmpuint (notified, ==, 1);
  at = gamao_match_get_turn_counter (match);
  g_assert_true (gamao_match_move_to (match, 24, 13, NULL));
  g_assert_true (gamao_match_undo_turn (match, NULL));
  g_assert_cmpuint (gamao_match_get_turn_counter (match), ==, at);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (gamao_match_play_notation (match, "24/13", NULL));
  g_assert_cmpuint (gamao_match_get_turn_counter (match), ==, at + 1);
  g_assert_cmpuint (notified, ==, 2);
  {
    guint counter = 0;

    g_object_get (match, "turn-counter", &counter, NULL);
    g_assert_cmpuint (counter, ==, at + 1);
  }
}

/* Part of a turn (as a resumed one) is played whole too; the turn taken
 * back leaves it at its roll, and with nothing made is no error. */
static void
test_play_and_undo_turn (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  GamaoPlay half = { .n_steps = 1 }, rest = { .n_steps = 1 };
  GamaoStep steps[4];
  g_autoptr (GError) error = NULL;

  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_assert_true (gamao_match_undo_turn (match, &error));
  half.steps[0] = (GamaoStep){ 24, 18, 6, false };
  rest.steps[0] = (GamaoStep){ 18, 13, 5, false };
  g_assert_true (gamao_match_play (match, &half, &error));
  g_assert_false (gamao_match_can_commit (match));
  g_assert_true (gamao_match_play (match, &rest, &error));
  g_assert_true (gamao_match_can_commit (match));
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 2);
  g_assert_true (gamao_match_undo_turn (match, &error));
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  g_assert_no_error (error);
}

/* A refused move says why, exactly, once: the words and the rule come
 * in its error. */
static void
test_move_refusal (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GError) blocked = NULL;
  g_autoptr (GError) no_die = NULL;
  g_autoptr (GError) copied = NULL;

  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_assert_false (gamao_match_move_to (match, 24, 19, &blocked));
  g_assert_error (blocked, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_ILLEGAL_STEP);
  g_assert_cmpstr (blocked->message, ==, "Point 19 is held by two or more opposing checkers");
  g_assert_cmpint (gamao_match_error_get_verdict (blocked), ==, GAMAO_STEP_BLOCKED);
  g_assert_false (gamao_match_move_to (match, 13, 10, &no_die));
  g_assert_cmpstr (no_die->message, ==, "No die left moves a checker from 13 to 10");
  g_assert_cmpint (gamao_match_error_get_verdict (no_die), ==, GAMAO_STEP_NO_SUCH_DIE);
  /* The verdict travels with a copy of the error. */
  copied = g_error_copy (blocked);
  g_assert_cmpint (gamao_match_error_get_verdict (copied), ==, GAMAO_STEP_BLOCKED);
  /* Other refusals name no rule. */
  g_clear_error (&copied);
  g_assert_false (gamao_match_double (match, &copied));
  g_assert_cmpint (gamao_match_error_get_verdict (copied), ==, GAMAO_STEP_OK);
  g_assert_cmpint (gamao_match_error_get_verdict (NULL), ==, GAMAO_STEP_OK);
}

/* The hint's "preview" signal carries a play by value: a boxed type. */
static void
test_boxed_play (void)
{
  GamaoPlay play = { .n_steps = 1 };
  g_auto (GValue) value = G_VALUE_INIT;
  const GamaoPlay *held;

  play.steps[0] = (GamaoStep){ 8, 2, 6, false };
  g_value_init (&value, GAMAO_TYPE_PLAY);
  g_value_set_boxed (&value, &play);
  held = g_value_get_boxed (&value);
  g_assert_true (held != &play);
  g_assert_cmpuint (held->n_steps, ==, 1);
  g_assert_cmpint (held->steps[0].to, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-play/turn-counter", test_turn_counter);
  g_test_add_func ("/match-play/play-and-undo-turn", test_play_and_undo_turn);
  g_test_add_func ("/match-play/move-refusal", test_move_refusal);
  g_test_add_func ("/match-play/boxed-play", test_boxed_play);
  return g_test_run ();
}
