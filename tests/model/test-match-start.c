/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A match that starts from a position instead of the opening roll: it
 * plays on by the rules, scores from the given score, replays from its
 * record, and refuses positions the rules cannot reach. */
#include "config.h"

#include <string.h>

#include "gamao-match.h"

/* Light (player 0) bears off its last two checkers from its 1-point;
 * Dark has one checker off and the rest on its own 6-point, so Dark
 * loses a single game. The cube is on 2, Light's. */
static void
race_start (GamaoGameStart *start)
{
  memset (start, 0, sizeof *start);
  start->board.checkers[GAMAO_SIDE_ON_ROLL][0] = 2;
  start->board.checkers[GAMAO_SIDE_OPPONENT][5] = 14;
  start->on_roll = 0;
  start->cube_value = 2;
  start->cube_owner = 0;
}

static GamaoMatch *
new_match (const guint score[2], gboolean crawford, const GamaoGameStart *start,
           GError **error)
{
  g_autoptr (GamaoPlayer) light = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) dark = gamao_player_new ("Rui", GAMAO_PLAYER_HUMAN, 0);

  return gamao_match_new_from_position (5, light, dark, GAMAO_RULE_CRAWFORD, score, crawford,
                                        start, error);
}

static void
test_play_on (void)
{
  const guint score[2] = { 1, 2 };
  GamaoGameStart start;
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = NULL;
  g_autoptr (GamaoMatch) again = NULL;
  GamaoMatchState state;

  race_start (&start);
  match = new_match (score, FALSE, &start, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  gamao_match_get_match_state (match, &state);
  g_assert_cmpuint (state.cube_value, ==, 2);
  g_assert_cmpint (state.cube_owner, ==, 0);
  g_assert_cmpuint (gamao_match_get_pip_count (match, 0), ==, 2);

  /* A roll, a play that bears off: Light wins the cube's 2 points. */
  g_assert_true (gamao_match_roll_dice (match, 6, 5, &error));
  g_assert_true (gamao_match_play_notation (match, "1/off(2)", &error));
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_GAME_OVER);
  g_assert_cmpuint (gamao_match_get_score (match, 0), ==, 3);
  g_assert_cmpuint (gamao_match_get_score (match, 1), ==, 2);

  /* The record replays to the same match, starting position included. */
  again = gamao_match_new_from_record (gamao_match_get_record (match), &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_record_equal (gamao_match_get_record (match),
                                           gamao_match_get_record (again)));
  g_assert_true (gamao_match_get_record (again)->games[0]->has_start);
  g_assert_cmpuint (gamao_match_get_score (again, 0), ==, 3);

  /* The next game is an ordinary one, from the opening roll. */
  g_assert_true (gamao_match_next_game (match, &error));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_OPENING_ROLL);
  g_assert_false (gamao_match_get_record (match)->games[1]->has_start);
}

/* 4-2 in a 5-point match: the Crawford game forbids doubling, and the
 * game after it is no Crawford game again. */
static void
test_crawford (void)
{
  const guint score[2] = { 4, 2 };
  GamaoGameStart start;
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = NULL;

  race_start (&start);
  start.cube_value = 1;
  start.cube_owner = GAMAO_CUBE_CENTERED;
  start.on_roll = 1;
  match = new_match (score, TRUE, &start, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_get_crawford_game (match));
  g_assert_false (gamao_match_can_double (match, NULL));
  g_assert_true (gamao_match_roll_dice (match, 2, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
}

static void
expect_refused (const guint score[2], gboolean crawford, const GamaoGameStart *start)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = new_match (score, crawford, start, &error);

  g_assert_null (match);
  g_assert_error (error, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_BAD_POSITION);
}

static void
test_refused (void)
{
  const guint score[2] = { 1, 2 };
  const guint won[2] = { 5, 2 };
  GamaoGameStart start;

  race_start (&start);
  start.cube_value = 3;
  expect_refused (score, FALSE, &start);
  race_start (&start);
  start.cube_owner = GAMAO_CUBE_CENTERED;
  expect_refused (score, FALSE, &start);
  race_start (&start);
  expect_refused (won, FALSE, &start);
  race_start (&start);
  start.cube_value = 1;
  start.cube_owner = GAMAO_CUBE_CENTERED;
  expect_refused (score, TRUE, &start);
  race_start (&start);
  start.board.checkers[GAMAO_SIDE_ON_ROLL][0] = 0;
  expect_refused (score, FALSE, &start);
  race_start (&start);
  start.board.checkers[GAMAO_SIDE_ON_ROLL][0] = 16;
  expect_refused (score, FALSE, &start);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-start/play-on", test_play_on);
  g_test_add_func ("/match-start/crawford", test_crawford);
  g_test_add_func ("/match-start/refused", test_refused);
  return g_test_run ();
}
