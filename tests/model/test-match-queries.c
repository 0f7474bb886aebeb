/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The questions the UI asks the match instead of deciding them itself:
 * what the match waits for and from whom, why a move is refused, what a
 * result scores (the Jacoby rule), what a drop does to the score, and
 * whether a beaver is allowed. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-turn-words.h"

#include <glib.h>

#define OK(call) g_assert_true (call)

static void
assert_pending (GamaoMatch *match, GamaoPendingKind kind, int player)
{
  GamaoPending pending;

  gamao_match_get_pending (match, &pending);
  g_assert_cmpint (pending.kind, ==, kind);
  g_assert_cmpint (pending.player, ==, player);
}

/* Through a whole game: who is asked for what at every step. */
static void
test_pending (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (1, NULL, NULL, GAMAO_RULE_CRAWFORD);
  GamaoPending pending;

  assert_pending (match, GAMAO_PENDING_OPENING_ROLL, gamao_match_get_turn (match));
  OK (gamao_match_roll_dice (match, 3, 1, NULL));
  assert_pending (match, GAMAO_PENDING_MOVE, 0);
  OK (gamao_match_play_notation (match, "8/5 6/5", NULL));
  /* A 1-point match: the cube is dead, so player 1 may only roll. */
  gamao_match_get_pending (match, &pending);
  g_assert_cmpint (pending.kind, ==, GAMAO_PENDING_ROLL);
  g_assert_cmpint (pending.player, ==, 1);
  OK (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_SINGLE, NULL));
  assert_pending (match, GAMAO_PENDING_RESIGNATION_ANSWER, 0);
  OK (gamao_match_accept_resignation (match, NULL));
  assert_pending (match, GAMAO_PENDING_NOTHING, -1);
}

static void
test_pending_cube (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (0, NULL, NULL, GAMAO_RULE_BEAVERS);
  GamaoPending pending;

  OK (gamao_match_roll_dice (match, 3, 1, NULL));
  OK (gamao_match_play_notation (match, "8/5 6/5", NULL));
  gamao_match_get_pending (match, &pending);
  g_assert_cmpint (pending.kind, ==, GAMAO_PENDING_ROLL);
  g_assert_true (pending.may_double);
  g_assert_false (pending.may_beaver);
  OK (gamao_match_double (match, NULL));
  gamao_match_get_pending (match, &pending);
  g_assert_cmpint (pending.kind, ==, GAMAO_PENDING_CUBE_ANSWER);
  g_assert_cmpint (pending.player, ==, 0);
  g_assert_true (pending.may_beaver);
  OK (gamao_match_drop (match, NULL));
  /* Between games anyone may start the next one. */
  assert_pending (match, GAMAO_PENDING_NEXT_GAME, -1);
  OK (gamao_match_next_game (match, NULL));
  assert_pending (match, GAMAO_PENDING_OPENING_ROLL, gamao_match_get_turn (match));
}

/* Beavers: only in a money session played with them, only while a
 * double waits for an answer. */
static void
test_can_beaver (void)
{
  const struct { guint length; GamaoRules rules; gboolean allowed; } cases[] = {
    { 0, GAMAO_RULE_BEAVERS, TRUE },
    { 0, 0, FALSE },
    { 0, GAMAO_RULE_JACOBY, FALSE },
    { 7, GAMAO_RULE_CRAWFORD, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GamaoMatch) match = gamao_match_new (cases[i].length, NULL, NULL, cases[i].rules);
      g_autoptr (GError) error = NULL;

      OK (gamao_match_roll_dice (match, 3, 1, NULL));
      g_assert_false (gamao_match_can_beaver (match));
      OK (gamao_match_play_notation (match, "8/5 6/5", NULL));
      g_assert_false (gamao_match_can_beaver (match));
      OK (gamao_match_double (match, NULL));
      g_assert_cmpint (gamao_match_can_beaver (match), ==, cases[i].allowed);
      /* The request agrees with the query. */
      g_assert_cmpint (gamao_match_beaver (match, &error), ==, cases[i].allowed);
    }
}

/* Jacoby: gammons score single until the cube is turned; without the
 * rule, or in a match, they score double the cube. */
static void
test_result_points (void)
{
  g_autoptr (GamaoMatch) jacoby = gamao_match_new (0, NULL, NULL, GAMAO_RULE_JACOBY);
  g_autoptr (GamaoMatch) plain = gamao_match_new (0, NULL, NULL, 0);
  g_autoptr (GamaoMatch) match = gamao_match_new (7, NULL, NULL, GAMAO_RULE_CRAWFORD | GAMAO_RULE_JACOBY);

  g_assert_cmpuint (gamao_match_points_of (jacoby, GAMAO_RESULT_SINGLE), ==, 1);
  g_assert_cmpuint (gamao_match_points_of (jacoby, GAMAO_RESULT_GAMMON), ==, 1);
  g_assert_cmpuint (gamao_match_points_of (jacoby, GAMAO_RESULT_BACKGAMMON), ==, 1);
  g_assert_cmpuint (gamao_match_points_of (plain, GAMAO_RESULT_GAMMON), ==, 2);
  g_assert_cmpuint (gamao_match_points_of (plain, GAMAO_RESULT_BACKGAMMON), ==, 3);
  g_assert_cmpuint (gamao_match_points_of (match, GAMAO_RESULT_GAMMON), ==, 2);

  /* Once turned, the cube counts and so do gammons. */
  OK (gamao_match_roll_dice (jacoby, 3, 1, NULL));
  OK (gamao_match_play_notation (jacoby, "8/5 6/5", NULL));
  OK (gamao_match_double (jacoby, NULL));
  OK (gamao_match_take (jacoby, NULL));
  g_assert_cmpuint (gamao_match_points_of (jacoby, GAMAO_RESULT_GAMMON), ==, 4);

  /* A resignation accepted scores what the query said. */
  OK (gamao_match_roll_dice (plain, 3, 1, NULL));
  OK (gamao_match_play_notation (plain, "8/5 6/5", NULL));
  OK (gamao_match_offer_resignation (plain, 1, GAMAO_RESULT_GAMMON, NULL));
  OK (gamao_match_accept_resignation (plain, NULL));
  g_assert_cmpuint (gamao_match_get_score (plain, 0), ==, 2);
}

/* The score after a drop, and whether it wins the match. */
static void
test_score_after (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoMatch) session = gamao_match_new (0, NULL, NULL, 0);
  guint score[2];

  g_assert_false (gamao_match_score_after (match, 0, 2, score));
  g_assert_cmpuint (score[0], ==, 2);
  g_assert_cmpuint (score[1], ==, 0);
  g_assert_true (gamao_match_score_after (match, 1, 3, score));
  g_assert_cmpuint (score[1], ==, 3);
  g_assert_true (gamao_match_score_after (match, 1, 4, score));
  g_assert_false (gamao_match_score_after (session, 1, 64, score));
  g_assert_cmpuint (score[1], ==, 64);
}

/* Why a move is refused: the engine's reason on the turn being played. */
static void
test_refusal (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);

  g_assert_cmpint (gamao_match_get_refusal (match, 24, 19), ==, GAMAO_STEP_TURN_DONE);
  OK (gamao_match_roll_dice (match, 6, 5, NULL));
  /* 24/19 lands on the opponent's 6-point; no 3 on the dice; 24/13
   * runs through the open bar point. */
  g_assert_cmpint (gamao_match_get_refusal (match, 24, 19), ==, GAMAO_STEP_BLOCKED);
  g_assert_cmpint (gamao_match_get_refusal (match, 13, 10), ==, GAMAO_STEP_NO_SUCH_DIE);
  g_assert_cmpint (gamao_match_get_refusal (match, 12, 7), ==, GAMAO_STEP_NO_CHECKER);
  g_assert_cmpint (gamao_match_get_refusal (match, 24, 13), ==, GAMAO_STEP_OK);
  g_assert_cmpint (gamao_match_get_refusal (match, 6, 0), ==, GAMAO_STEP_NOT_ALL_HOME);
  OK (gamao_match_move_to (match, 24, 13, NULL));
  g_assert_cmpint (gamao_match_get_refusal (match, 13, 7), ==, GAMAO_STEP_TURN_DONE);
}

/* A new match is kept from its first roll; one started anywhere else is
 * under way at once. */
static void
test_under_way (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoMatch) later = NULL;
  GamaoMatchState state;
  GamaoBoard board;

  g_assert_false (gamao_match_is_under_way (match));
  OK (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_true (gamao_match_is_under_way (match));

  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 0);
  state.game_state = GAMAO_GAME_PLAYING;
  state.on_roll = 0;
  later = gamao_match_new_from_state (&board, &state, NULL, NULL, FALSE, NULL);
  g_assert_nonnull (later);
  g_assert_true (gamao_match_is_under_way (later));
}

/* A position from gnubg's IDs: the rules follow the Match ID, the board
 * is seen from the player on roll, the dice rolled are rolled. */
static void
test_from_state (void)
{
  GamaoMatchState state;
  GamaoBoard board;
  const char *why = NULL;

  gamao_board_init_start (&board);
  /* A 7-point match at 6-3: the Crawford game, player 1 on roll with 5-2. */
  gamao_match_state_init (&state, 7);
  state.game_state = GAMAO_GAME_PLAYING;
  state.score[0] = 6;
  state.score[1] = 3;
  state.crawford = TRUE;
  state.on_roll = state.turn = 1;
  state.dice[0] = 5;
  state.dice[1] = 2;
  {
    g_autoptr (GamaoMatch) match = gamao_match_new_from_state (&board, &state, NULL, NULL, TRUE, NULL);

    g_assert_nonnull (match);
    g_assert_cmpuint (gamao_match_get_rules (match), ==, GAMAO_RULE_CRAWFORD);
    g_assert_true (gamao_match_get_crawford_game (match));
    g_assert_cmpint (gamao_match_get_on_roll (match), ==, 1);
    g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
    g_assert_cmpuint (gamao_match_get_score (match, 0), ==, 6);
  }
  /* A session: Jacoby when the ID says so, beavers as asked. */
  gamao_match_state_init (&state, 0);
  state.game_state = GAMAO_GAME_PLAYING;
  state.jacoby = TRUE;
  {
    g_autoptr (GamaoMatch) match = gamao_match_new_from_state (&board, &state, NULL, NULL, TRUE, NULL);

    g_assert_cmpuint (gamao_match_get_rules (match), ==, GAMAO_RULE_JACOBY | GAMAO_RULE_BEAVERS);
    g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  }
  /* A double waiting for an answer: the match starts with it offered,
   * the other player to take or drop it, the cube not yet turned. */
  state.double_offered = TRUE;
  state.on_roll = 0;
  state.turn = 1;
  g_assert_true (gamao_match_can_start_from_state (&state, &why));
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GamaoMatch) match = gamao_match_new_from_state (&board, &state, NULL, NULL, FALSE, &error);

    g_assert_no_error (error);
    g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_DOUBLE_OFFERED);
    g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
    g_assert_cmpuint (gamao_cube_get_value (gamao_match_get_cube (match)), ==, 1);
    OK (gamao_match_take (match, NULL));
    g_assert_cmpuint (gamao_cube_get_value (gamao_match_get_cube (match)), ==, 2);
  }
  /* Nothing can start while a resignation waits for an answer. */
  state.double_offered = FALSE;
  state.resignation = 1;
  g_assert_false (gamao_match_can_start_from_state (&state, &why));
  g_assert_nonnull (why);
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GamaoMatch) match = gamao_match_new_from_state (&board, &state, NULL, NULL, FALSE, &error);

    g_assert_null (match);
    g_assert_error (error, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_BAD_POSITION);
  }
}

/* A record's actions, applied to a fresh match, reach the same place;
 * and each has its words. */
static void
test_apply_action (void)
{
  g_autoptr (GamaoMatch) played = gamao_match_new (0, NULL, NULL, GAMAO_RULE_BEAVERS);
  g_autoptr (GamaoMatch) again = gamao_match_new (0, NULL, NULL, GAMAO_RULE_BEAVERS);
  const GamaoMatchRecord *record;
  const GamaoGameRecord *game;
  g_autofree char *id0 = NULL, *id1 = NULL;

  OK (gamao_match_roll_dice (played, 3, 1, NULL));
  OK (gamao_match_play_notation (played, "8/5 6/5", NULL));
  OK (gamao_match_double (played, NULL));
  OK (gamao_match_beaver (played, NULL));
  OK (gamao_match_roll_dice (played, 6, 5, NULL));
  record = gamao_match_get_record (played);
  game = record->games[0];
  OK (gamao_match_roll_dice (again, game->opening[0], game->opening[1], NULL));
  for (gsize i = 0; i < game->n_actions; i++)
    {
      g_autofree char *words = gamao_action_words (&game->actions[i], "Ana");

      OK (gamao_match_apply_action (again, &game->actions[i], NULL));
      g_assert_true (g_str_has_prefix (words, "Ana "));
    }
  id0 = gamao_match_dup_match_id (played);
  id1 = gamao_match_dup_match_id (again);
  g_assert_cmpstr (id0, ==, id1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/queries/pending", test_pending);
  g_test_add_func ("/queries/pending-cube", test_pending_cube);
  g_test_add_func ("/queries/can-beaver", test_can_beaver);
  g_test_add_func ("/queries/result-points", test_result_points);
  g_test_add_func ("/queries/score-after", test_score_after);
  g_test_add_func ("/queries/refusal", test_refusal);
  g_test_add_func ("/queries/under-way", test_under_way);
  g_test_add_func ("/queries/from-state", test_from_state);
  g_test_add_func ("/queries/apply-action", test_apply_action);
  return g_test_run ();
}
