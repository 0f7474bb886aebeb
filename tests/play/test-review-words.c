/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board's review keys speak: the dice, the pips and the score,
 * the cube, whose turn it is and the whole position, in the listener's
 * point numbers. */
#include "config.h"

#include "gamao-review-words.h"

#include <glib.h>

static GamaoMatch *
new_match (void)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);

  return gamao_match_new (3, ana, bia, GAMAO_RULE_CRAWFORD);
}

static void
assert_words (GamaoMatch *match, GamaoReviewTopic topic, int numbers_for, const char *expected)
{
  g_autofree char *words = gamao_review_words (match, topic, numbers_for);

  g_assert_cmpstr (words, ==, expected);
}

static void
test_review_words (void)
{
  g_autoptr (GamaoMatch) match = new_match ();

  assert_words (match, GAMAO_REVIEW_TURN, 0, "The opening roll: each player rolls one die");
  assert_words (match, GAMAO_REVIEW_DICE, 0, "No dice rolled");
  assert_words (match, GAMAO_REVIEW_CUBE, 0, "Cube at 1, in the middle");
  assert_words (match, GAMAO_REVIEW_PIPS, 0,
                "Pips: Ana 167, Bia 167. Score: Ana 0, Bia 0; Match to 3 points");
  g_assert_true (gamao_match_roll_dice (match, 6, 4, NULL));
  assert_words (match, GAMAO_REVIEW_DICE, 0, "Ana rolled 6-4; 6 and 4 to play");
  assert_words (match, GAMAO_REVIEW_TURN, 0, "Ana to move, 6 and 4 to play");
  g_assert_true (gamao_match_move_to (match, 24, 18, NULL));
  assert_words (match, GAMAO_REVIEW_DICE, 0, "Ana rolled 6-4; 4 to play");
  g_assert_true (gamao_match_move_to (match, 13, 9, NULL));
  assert_words (match, GAMAO_REVIEW_DICE, 0, "Ana rolled 6-4; all played");
  assert_words (match, GAMAO_REVIEW_TURN, 0, "Ana to finish the move");
  /* The whole position, in Ana's numbers, then in Bia's. */
  assert_words (match, GAMAO_REVIEW_POSITION, 0,
                "Ana: 1 on 24, 1 on 18, 4 on 13, 1 on 9, 3 on 8, 5 on 6. "
                "Bia: 5 on 19, 3 on 17, 5 on 12, 2 on 1. "
                "Ana to finish the move. Cube at 1, in the middle. "
                "Score: Ana 0, Bia 0; Match to 3 points");
  g_assert_true (gamao_match_commit_turn (match, NULL));
  assert_words (match, GAMAO_REVIEW_TURN, 1, "Bia to roll or double");
  g_assert_true (gamao_match_double (match, NULL));
  assert_words (match, GAMAO_REVIEW_TURN, 1, "Ana to take or pass the double");
  assert_words (match, GAMAO_REVIEW_CUBE, 1,
                "Cube at 1, in the middle; Bia doubles, Ana to take or pass");
  g_assert_true (gamao_match_take (match, NULL));
  assert_words (match, GAMAO_REVIEW_CUBE, 1, "Cube at 2, owned by Ana");
  assert_words (match, GAMAO_REVIEW_POSITION, 1,
                "Ana: 5 on 19, 3 on 17, 1 on 16, 4 on 12, 1 on 7, 1 on 1. "
                "Bia: 2 on 24, 5 on 13, 3 on 8, 5 on 6. "
                "Bia to roll. Cube at 2, owned by Ana. "
                "Score: Ana 0, Bia 0; Match to 3 points");
}

/* The review keys' letters from a translation: six different lowercase
 * letters none of which plays, or English's. */
static void
test_letters (void)
{
  gunichar letters[6];

  g_assert_true (gamao_review_letters_parse ("vipctw", letters));
  g_assert_true (letters[0] == 'v' && letters[5] == 'w');
  g_assert_true (gamao_review_letters_parse ("véqcxz", letters));
  g_assert_true (letters[1] == 0xe9);
  g_assert_false (gamao_review_letters_parse ("vipct", letters));
  g_assert_false (gamao_review_letters_parse ("vipctww", letters));
  g_assert_false (gamao_review_letters_parse ("vipctv", letters));
  g_assert_false (gamao_review_letters_parse ("Vipctw", letters));
  g_assert_false (gamao_review_letters_parse ("vipctr", letters));
  g_assert_false (gamao_review_letters_parse ("dipctw", letters));
  g_assert_false (gamao_review_letters_parse ("vipch1", letters));
  /* In the tests' language, English's. */
  gamao_review_letters (letters);
  g_assert_true (letters[0] == 'v' && letters[1] == 'i' && letters[2] == 'p' && letters[3] == 'c'
                 && letters[4] == 't' && letters[5] == 'w');
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review-words", test_review_words);
  g_test_add_func ("/review-words/letters", test_letters);
  return g_test_run ();
}
