/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What is at stake, in words, without a window: names, the match's
 * length, a double's heading and choices, the end of a game, and why a
 * move is refused with the section of the rules that explains it. */
#include "config.h"

#include "gamao-stakes.h"

#include <glib.h>
#include <string.h>

static GamaoMatch *
new_match (guint length, const char *name0, const char *name1)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new (name0, GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new (name1, GAMAO_PLAYER_HUMAN, 0);

  return gamao_match_new (length, p0, p1, GAMAO_RULE_CRAWFORD);
}

static void
test_names_and_length (void)
{
  g_autoptr (GamaoMatch) unnamed = new_match (1, NULL, "");
  g_autoptr (GamaoMatch) named = new_match (7, "Ana", "Bruno");
  g_autoptr (GamaoMatch) session = new_match (0, "Ana", "Bruno");
  g_autofree char *one = gamao_stakes_length_text (unnamed);
  g_autofree char *seven = gamao_stakes_length_text (named);
  g_autofree char *unlimited = gamao_stakes_length_text (session);
  g_autofree char *score = gamao_stakes_score_text (named, 5, 3);

  g_assert_cmpstr (gamao_stakes_player_name (unnamed, 0), ==, "Light");
  g_assert_cmpstr (gamao_stakes_player_name (unnamed, 1), ==, "Dark");
  g_assert_cmpstr (gamao_stakes_player_name (named, 1), ==, "Bruno");
  g_assert_cmpstr (one, ==, "Match to 1 point");
  g_assert_cmpstr (seven, ==, "Match to 7 points");
  g_assert_cmpstr (unlimited, ==, "Unlimited session");
  g_assert_cmpstr (score, ==, "Ana 5, Bruno 3");
}

/* Bruno doubles at the start of his first turn of a 7-point match. */
static void
test_double (void)
{
  g_autoptr (GamaoMatch) match = new_match (7, "Ana", "Bruno");
  g_autofree char *heading = NULL, *body = NULL;

  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
  g_assert_true (gamao_match_double (match, NULL));
  heading = gamao_stakes_double_heading (match);
  body = gamao_stakes_double_body (match);
  g_assert_cmpstr (heading, ==, "Bruno Doubles to 2");
  g_assert_nonnull (strstr (body, "Take: the cube goes from 1 to 2, the game goes on for "
                                  "2 points and Ana owns the cube"));
  g_assert_nonnull (strstr (body, "Drop: Ana gives up this game and 1 point; the score "
                                  "becomes Ana 0, Bruno 1."));
  /* No beaver in a match. */
  g_assert_null (strstr (body, "Beaver"));
}

static void
test_game_over (void)
{
  g_autoptr (GamaoMatch) match = new_match (7, "Ana", "Bruno");
  g_autofree char *gammon = gamao_stakes_game_over_heading (match, 0, GAMAO_RESULT_GAMMON);
  g_autofree char *single = gamao_stakes_game_over_heading (match, 1, GAMAO_RESULT_SINGLE);
  g_autofree char *choice = gamao_stakes_resign_choice (match, GAMAO_RESULT_BACKGAMMON);

  g_assert_cmpstr (gammon, ==, "Ana Wins a Gammon");
  g_assert_cmpstr (single, ==, "Bruno Wins the Game");
  g_assert_cmpstr (choice, ==, "_Backgammon (3 points)");
}

/* A resigned game says who resigned what, before the points scored; a
 * game played out does not mention resigning. */
static void
test_resigned_body (void)
{
  g_autoptr (GamaoMatch) match = new_match (7, "Ana", "Bruno");
  g_autoptr (GamaoMatch) played = new_match (1, "Ana", "Bruno");
  g_autofree char *body = NULL, *plain = NULL;

  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
  g_assert_true (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_GAMMON, NULL));
  g_assert_true (gamao_match_accept_resignation (match, NULL));
  body = gamao_stakes_game_over_body (match, 0, 2);
  g_assert_true (g_str_has_prefix (body, "Bruno resigned, giving up a gammon.\nAna scores 2 points."));
  plain = gamao_stakes_game_over_body (played, 0, 1);
  g_assert_null (strstr (plain, "resigned"));
}

/* Ana opens with 6-5: her back checker may not stop on Bruno's 6-point. */
static void
test_refusal (void)
{
  g_autoptr (GamaoMatch) match = new_match (7, "Ana", "Bruno");
  g_autoptr (GError) blocked = NULL;
  g_autoptr (GError) no_die = NULL;

  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_assert_false (gamao_match_move_to (match, 24, 19, &blocked));
  g_assert_cmpstr (blocked->message, ==, "Point 19 is held by two or more opposing checkers");
  g_assert_cmpstr (gamao_stakes_refusal_section (blocked), ==, "blocked");
  g_assert_false (gamao_match_move_to (match, 13, 10, &no_die));
  g_assert_cmpstr (no_die->message, ==, "No die left moves a checker from 13 to 10");
  g_assert_cmpstr (gamao_stakes_refusal_section (no_die), ==, "moving");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stakes/names-and-length", test_names_and_length);
  g_test_add_func ("/stakes/double", test_double);
  g_test_add_func ("/stakes/game-over", test_game_over);
  g_test_add_func ("/stakes/resigned-body", test_resigned_body);
  g_test_add_func ("/stakes/refusal", test_refusal);
  return g_test_run ();
}
