/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing by keys alone at the window: the arrows, Enter and the dice's
 * numbers choose the die, the keyboard keeps its place after a step,
 * and a play such as 13/10*\/5 is made with no pointer at all. */
#include "config.h"

#include <adwaita.h>

#include "gamao-search.h"
#include "gamao-window-test.h"
#include "ui-test-util.h"

/* Ana (on roll, with d1-d2) and Bia playing from `board`, in a match of
 * `length` points (0: a session). */
static GamaoMatch *
match_from (const GamaoBoard *board, guint length, int d1, int d2)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  GamaoGameStart start = { .on_roll = 0, .cube_value = 1, .cube_owner = GAMAO_CUBE_CENTERED };
  const guint score[2] = { 0, 0 };
  g_autoptr (GError) error = NULL;
  GamaoMatch *match;

  start.board = *board;
  match = gamao_match_new_from_position (length, p0, p1, length ? GAMAO_RULE_CRAWFORD : 0, score,
                                         FALSE, &start, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_roll_dice (match, d1, d2, &error));
  g_assert_no_error (error);
  return match;
}

/* Ana on roll with 5-3: hers are 2 on 24, 5 on 13, 3 on 8, 5 on 6; Bia
 * has a blot on Ana's 10 point, the rest at home and on her 13. */
static GamaoMatch *
new_match (void)
{
  GamaoBoard board;

  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][23] = 2;
  board.checkers[GAMAO_SIDE_ON_ROLL][12] = 5;
  board.checkers[GAMAO_SIDE_ON_ROLL][7] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 5;
  board.checkers[GAMAO_SIDE_OPPONENT][14] = 1; /* Ana's 10 point */
  board.checkers[GAMAO_SIDE_OPPONENT][23] = 2;
  board.checkers[GAMAO_SIDE_OPPONENT][12] = 4;
  board.checkers[GAMAO_SIDE_OPPONENT][7] = 3;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 5;
  return match_from (&board, 0, 5, 3);
}

/* What the play left: Bia's blot on the bar, Ana's checker on her 5
 * point, 4 left on 13, none on 10 or 8 beyond the 3 she had. */
static void
assert_13_10_5 (GamaoMatch *match)
{
  GamaoBoard board;

  gamao_position_get_board_for (gamao_match_get_position (match), 0, &board);
  g_assert_cmpint (board.checkers[GAMAO_SIDE_ON_ROLL][12], ==, 4);
  g_assert_cmpint (board.checkers[GAMAO_SIDE_ON_ROLL][9], ==, 0);
  g_assert_cmpint (board.checkers[GAMAO_SIDE_ON_ROLL][7], ==, 3);
  g_assert_cmpint (board.checkers[GAMAO_SIDE_ON_ROLL][4], ==, 1);
  g_assert_cmpint (board.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR], ==, 1);
}

/* Enter on 13 holds the checker (it may go to 10, 8 or 5), the arrows
 * choose 10, Enter puts it down there hitting; the keyboard stays on
 * 13; the checker on 10 has one place left, so Enter moves it on. */
static void
test_enter_chooses_the_die (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoWindow *window = ui_test_new_window (match);
  GamaoBoardView *board = gamao_window_get_board_view (window);
  GamaoStep steps[4];

  ui_test_walk_to (window, 13);
  ui_test_press (window, GDK_KEY_Return);
  g_assert_cmpint (gamao_board_view_get_selected (board), ==, 13);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);
  /* Escape lets go, on its point; Enter takes it up again. */
  ui_test_press (window, GDK_KEY_Escape);
  g_assert_cmpint (gamao_board_view_get_selected (board), ==, 0);
  g_assert_cmpint (gamao_board_view_get_cursor (board), ==, 13);
  ui_test_press (window, GDK_KEY_Return);
  ui_test_walk_to (window, 10);
  ui_test_press (window, GDK_KEY_Return);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 1);
  g_assert_cmpint (steps[0].from, ==, 13);
  g_assert_cmpint (steps[0].to, ==, 10);
  g_assert_cmpint (gamao_board_view_get_selected (board), ==, 0);
  /* Not back to the first movable checker (24). */
  g_assert_cmpint (gamao_board_view_get_cursor (board), ==, 13);

  ui_test_walk_to (window, 10);
  ui_test_press (window, GDK_KEY_Return);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 2);
  g_assert_cmpint (steps[1].from, ==, 10);
  g_assert_cmpint (steps[1].to, ==, 5);
  /* The move is complete: Enter finishes it. */
  ui_test_press (window, GDK_KEY_Return);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  assert_13_10_5 (match);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* 3 on 13 plays 13/10*, the keyboard stays on 13; 4 on 10 is no die of
 * this roll and moves nothing; 5 on 10 plays 10/5. */
static void
test_number_keys (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoWindow *window = ui_test_new_window (match);
  GamaoBoardView *board = gamao_window_get_board_view (window);
  GamaoStep steps[4];

  ui_test_walk_to (window, 13);
  ui_test_press (window, GDK_KEY_3);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 1);
  g_assert_cmpint (steps[0].to, ==, 10);
  g_assert_cmpint (gamao_board_view_get_cursor (board), ==, 13);
  /* The 3 is played: 3 again moves nothing. */
  ui_test_press (window, GDK_KEY_3);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 1);

  ui_test_walk_to (window, 10);
  ui_test_press (window, GDK_KEY_4);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 1);
  ui_test_press (window, GDK_KEY_KP_5);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 2);
  g_assert_cmpint (steps[1].from, ==, 10);
  g_assert_cmpint (steps[1].to, ==, 5);
  ui_test_press (window, GDK_KEY_Return);
  assert_13_10_5 (match);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* At a game's end Enter starts the next game, as the button beside the
 * status line does: the keyboard never has to leave the board. Ana bears
 * off her last checker with 2-1, which ends the game. */
static void
test_enter_starts_next_game (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = NULL;
  GamaoWindow *window;
  GamaoBoard board;

  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 15;
  match = match_from (&board, 5, 2, 1);
  window = ui_test_new_window (match);
  /* The last checker off ends the game at once: nothing to finish. */
  g_assert_true (gamao_match_play_notation (match, "1/off", &error));
  g_assert_no_error (error);
  ui_test_drain ();
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_GAME_OVER);
  g_assert_cmpuint (gamao_match_get_game_number (match), ==, 1);
  g_assert_true (gamao_window_handle_game_key (window, GDK_KEY_Return));
  ui_test_drain ();
  g_assert_cmpuint (gamao_match_get_game_number (match), ==, 2);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_OPENING_ROLL);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/board-keys/enter-chooses-the-die", test_enter_chooses_the_die);
  g_test_add_func ("/board-keys/number-keys", test_number_keys);
  g_test_add_func ("/board-keys/enter-starts-next-game", test_enter_starts_next_game);
  return g_test_run ();
}
