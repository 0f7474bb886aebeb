/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a screen reader hears on the live board: the person's roll and
 * steps while they move, else the turn just played, a double and its
 * answer. */
#include "config.h"

#include "gamao-board-news.h"

#include <glib.h>

static void
test_news (void)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, ana, bia, GAMAO_RULE_CRAWFORD);
  g_autofree char *none = gamao_board_news (match, FALSE);
  g_autofree char *rolled = NULL, *step = NULL, *played = NULL, *doubled = NULL, *taken = NULL;

  g_assert_null (none);
  /* Ana wins the opening roll with 6-4. */
  g_assert_true (gamao_match_roll_dice (match, 6, 4, NULL));
  rolled = gamao_board_news (match, TRUE);
  g_assert_cmpstr (rolled, ==, "You rolled 6-4; play 6 and 4");
  g_assert_true (gamao_match_move_to (match, 24, 18, NULL));
  step = gamao_board_news (match, TRUE);
  g_assert_cmpstr (step, ==, "24/18; 4 left");
  g_assert_true (gamao_match_move_to (match, 13, 9, NULL));
  g_assert_true (gamao_match_commit_turn (match, NULL));
  played = gamao_board_news (match, FALSE);
  g_assert_cmpstr (played, ==, "Ana played 24/18 13/9");
  g_assert_true (gamao_match_double (match, NULL));
  doubled = gamao_board_news (match, FALSE);
  g_assert_cmpstr (doubled, ==, "Bia doubles to 2");
  g_assert_true (gamao_match_take (match, NULL));
  taken = gamao_board_news (match, FALSE);
  /* The cube's new owner is heard with the answer. */
  g_assert_cmpstr (taken, ==, "Ana takes; Ana owns the cube at 2");
}

/* The computer doubles, the person takes, and the computer's turn comes
 * at once: the board tells the take and the cube's owner with that turn,
 * since it had no time to say them alone. */
static void
test_take_then_computer_turn (void)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bot = gamao_player_new ("Bot", GAMAO_PLAYER_COMPUTER, 0);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, ana, bot, GAMAO_RULE_CRAWFORD);
  g_autofree char *played = NULL, *later = NULL;

  /* Ana wins the opening roll with 6-4 and plays; Bot doubles, Ana takes. */
  g_assert_true (gamao_match_roll_dice (match, 6, 4, NULL));
  g_assert_true (gamao_match_play_notation (match, "24/18 13/9", NULL));
  g_assert_true (gamao_match_double (match, NULL));
  g_assert_true (gamao_match_take (match, NULL));
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
  played = gamao_board_news (match, FALSE);
  g_assert_cmpstr (played, ==, "Ana takes; Ana owns the cube at 2. Bot played 8/5 6/5");
  /* Once Ana has moved on, only the turn after is news. */
  g_assert_true (gamao_match_roll_dice (match, 2, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "13/11 6/5", NULL));
  later = gamao_board_news (match, FALSE);
  g_assert_cmpstr (later, ==, "Ana played 13/11 6/5");
}

/* The game's end is told with the play that ended it. */
static void
test_game_end (void)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  GamaoGameStart start = { .on_roll = 0, .cube_value = 1, .cube_owner = GAMAO_CUBE_CENTERED };
  const guint score[2] = { 0, 0 };
  g_autoptr (GamaoMatch) match = NULL;
  g_autofree char *end = NULL;

  /* Ana's last checker on her 1 point; Bia has borne off none. */
  gamao_board_clear (&start.board);
  start.board.checkers[GAMAO_SIDE_ON_ROLL][0] = 1;
  start.board.checkers[GAMAO_SIDE_OPPONENT][5] = 15;
  match = gamao_match_new_from_position (3, ana, bia, GAMAO_RULE_CRAWFORD, score, FALSE, &start,
                                         NULL);
  g_assert_nonnull (match);
  g_assert_true (gamao_match_roll_dice (match, 2, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "1/off", NULL));
  end = gamao_board_news (match, FALSE);
  g_assert_cmpstr (end, ==, "Ana played 1/off. Ana wins 2 points");
}

/* Ctrl+Z says which step it took back, then the turn as it stands. */
static void
test_took_back (void)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, ana, bia, GAMAO_RULE_CRAWFORD);
  GamaoStep steps[4];
  g_autofree char *first = NULL, *second = NULL;

  g_assert_true (gamao_match_roll_dice (match, 6, 4, NULL));
  g_assert_true (gamao_match_move_to (match, 24, 18, NULL));
  g_assert_true (gamao_match_move_to (match, 13, 9, NULL));
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 2);
  g_assert_true (gamao_match_undo_step (match, NULL));
  first = gamao_board_news_took_back (match, &steps[1]);
  g_assert_cmpstr (first, ==, "Took back 13/9. 24/18; 4 left");
  g_assert_true (gamao_match_undo_step (match, NULL));
  second = gamao_board_news_took_back (match, &steps[0]);
  g_assert_cmpstr (second, ==, "Took back 24/18. You rolled 6-4; play 6 and 4");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-news", test_news);
  g_test_add_func ("/board-news/took-back", test_took_back);
  g_test_add_func ("/board-news/take-then-computer-turn", test_take_then_computer_turn);
  g_test_add_func ("/board-news/game-end", test_game_end);
  return g_test_run ();
}
