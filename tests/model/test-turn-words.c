/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A turn in words (the status line's and the screen reader's), and the
 * model's query for the turn the other player has just played. */
#include "config.h"

#include <string.h>

#include "gamao-match.h"
#include "gamao-turn-words.h"

/* What an array nobody wrote to may hold. */
static const int GARBAGE[4] = { 1029685312, -790135520, 77, -1 };

static void
test_dice_words_none_left (void)
{
  /* All dice played, the turn not yet committed: the status used to
   * print dice[0] of an array that was never written. */
  g_autofree char *words = gamao_dice_words (GARBAGE, 0);

  g_assert_null (words);
}

/* A person's turn step by step, as a screen reader hears it: every
 * stage's words differ from the last. */
static void
test_progress_words (void)
{
  const int roll[2] = { 4, 6 };
  const int both[2] = { 6, 4 }, four[1] = { 4 };
  const GamaoStep steps[2] = { { 13, 7, 6, false }, { 8, 4, 4, false } };
  g_autofree char *rolled = gamao_turn_progress_words (roll, NULL, 0, both, 2);
  g_autofree char *one = gamao_turn_progress_words (roll, steps, 1, four, 1);
  g_autofree char *all = gamao_turn_progress_words (roll, steps, 2, NULL, 0);

  g_assert_cmpstr (rolled, ==, "You rolled 6-4; play 6 and 4");
  g_assert_cmpstr (one, ==, "13/7; 4 left");
  g_assert_cmpstr (all, ==, "13/7 8/4; all played, Enter finishes");
}

static void
test_dice_words (void)
{
  const struct
  {
    int dice[4];
    guint n;
    const char *words;
  } cases[] = {
    { { 5 }, 1, "5" },
    { { 6, 4 }, 2, "6 and 4" },
    { { 4, 6 }, 2, "6 and 4" },
    { { 3, 3 }, 2, "two 3s" },
    { { 5, 5, 5 }, 3, "three 5s" },
    { { 2, 2, 2, 2 }, 4, "four 2s" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = gamao_dice_words (cases[i].dice, cases[i].n);

      g_assert_cmpstr (words, ==, cases[i].words);
    }
}

static void
test_roll_words (void)
{
  g_autofree char *a = gamao_roll_words ((int[2]){ 1, 3 });
  g_autofree char *b = gamao_roll_words ((int[2]){ 6, 6 });

  g_assert_cmpstr (a, ==, "3-1");
  g_assert_cmpstr (b, ==, "6-6");
}

static GamaoMatch *
new_match (void)
{
  g_autoptr (GamaoPlayer) light = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) dark = gamao_player_new ("Rui", GAMAO_PLAYER_HUMAN, 0);

  return gamao_match_new (3, light, dark, GAMAO_RULE_CRAWFORD);
}

static void
test_last_play (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  g_autoptr (GError) error = NULL;
  const GamaoAction *last;
  g_autofree char *words = NULL;
  gboolean stuck = TRUE;

  g_assert_null (gamao_match_get_last_turn (match, NULL));
  g_assert_true (gamao_match_roll_dice (match, 3, 1, &error));
  g_assert_no_error (error);
  g_assert_null (gamao_match_get_last_turn (match, NULL));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", &error));
  g_assert_no_error (error);

  last = gamao_match_get_last_turn (match, &stuck);
  g_assert_nonnull (last);
  g_assert_cmpint (last->kind, ==, GAMAO_ACTION_PLAY);
  g_assert_cmpint (last->player, ==, 0);
  g_assert_false (stuck);
  words = gamao_last_turn_words (last, "Ana", stuck);
  g_assert_cmpstr (words, ==, "Ana played 8/5 6/5");

  /* Rui acts: the play is no longer the news. */
  g_assert_true (gamao_match_roll_dice (match, 6, 5, &error));
  g_assert_no_error (error);
  g_assert_null (gamao_match_get_last_turn (match, NULL));
}

/* Rui (player 1) has a checker on the bar against Ana's closed board. */
static void
closed_board (GamaoGameStart *start)
{
  memset (start, 0, sizeof *start);
  /* Player 0 as side 1, as a record's board is. */
  for (int i = 0; i < 6; i++)
    start->board.checkers[GAMAO_SIDE_ON_ROLL][i] = 2;
  start->board.checkers[GAMAO_SIDE_ON_ROLL][12] = 3;
  start->board.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] = 1;
  start->board.checkers[GAMAO_SIDE_OPPONENT][5] = 14;
  start->on_roll = 1;
  start->cube_value = 1;
  start->cube_owner = GAMAO_CUBE_CENTERED;
}

static void
test_last_pass (void)
{
  g_autoptr (GamaoPlayer) light = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) dark = gamao_player_new ("Rui", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  GamaoGameStart start;
  const GamaoAction *last;
  g_autofree char *words = NULL;
  g_autofree char *words_free = NULL;
  gboolean stuck = FALSE;

  closed_board (&start);
  match = gamao_match_new_from_position (3, light, dark, GAMAO_RULE_CRAWFORD,
                                         (guint[2]){ 0, 0 }, FALSE, &start, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_roll_dice (match, 6, 4, &error));
  g_assert_no_error (error);

  last = gamao_match_get_last_turn (match, &stuck);
  g_assert_nonnull (last);
  g_assert_cmpint (last->kind, ==, GAMAO_ACTION_PASS);
  g_assert_cmpint (last->player, ==, 1);
  g_assert_true (stuck);
  words = gamao_last_turn_words (last, "Rui", stuck);
  g_assert_cmpstr (words, ==, "Rui rolled 6-4 and could not enter");
  words_free = gamao_last_turn_words (last, "Rui", FALSE);
  g_assert_cmpstr (words_free, ==, "Rui rolled 6-4 and could not move");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/turn-words/dice/none-left", test_dice_words_none_left);
  g_test_add_func ("/turn-words/progress", test_progress_words);
  g_test_add_func ("/turn-words/dice", test_dice_words);
  g_test_add_func ("/turn-words/roll", test_roll_words);
  g_test_add_func ("/turn-words/last-play", test_last_play);
  g_test_add_func ("/turn-words/last-pass", test_last_pass);
  return g_test_run ();
}
