/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The words a screen reader gets from the window, checked with GTK's own
 * test accessibility backend (the a11y suite checks them again over
 * AT-SPI, as Orca meets them): a keyboard step confirmed, Ctrl+Z saying
 * what it took back, the review keys, a double offered putting the
 * keyboard on Take with the stakes, the cube's new owner, a message
 * dialog's body. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gamao-review-words.h"
#include "gamao-search.h"
#include "gamao-window-test.h"
#include "ui-test-util.h"

static void
assert_board_says (GamaoWindow *window, const char *words)
{
  gtk_test_accessible_assert_property (gamao_window_get_board_view (window),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words);
}

/* Ana on roll with 5-3 (as in test-board-keys): 2 on 24, 5 on 13, 3 on
 * 8, 5 on 6; Bia has a blot on Ana's 10 point. */
static GamaoMatch *
new_match (void)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  GamaoGameStart start = { .on_roll = 0, .cube_value = 1, .cube_owner = GAMAO_CUBE_CENTERED };
  const guint score[2] = { 0, 0 };
  g_autoptr (GError) error = NULL;
  GamaoMatch *match;

  gamao_board_clear (&start.board);
  start.board.checkers[GAMAO_SIDE_ON_ROLL][23] = 2;
  start.board.checkers[GAMAO_SIDE_ON_ROLL][12] = 5;
  start.board.checkers[GAMAO_SIDE_ON_ROLL][7] = 3;
  start.board.checkers[GAMAO_SIDE_ON_ROLL][5] = 5;
  start.board.checkers[GAMAO_SIDE_OPPONENT][14] = 1;
  start.board.checkers[GAMAO_SIDE_OPPONENT][23] = 2;
  start.board.checkers[GAMAO_SIDE_OPPONENT][12] = 4;
  start.board.checkers[GAMAO_SIDE_OPPONENT][7] = 3;
  start.board.checkers[GAMAO_SIDE_OPPONENT][5] = 5;
  match = gamao_match_new_from_position (3, p0, p1, 0, score, FALSE, &start, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_roll_dice (match, 5, 3, &error));
  g_assert_no_error (error);
  return match;
}

/* Each keyboard step is confirmed aloud: a checker picked up and where
 * it may go, put back, a die that cannot move it, the step made, and
 * Ctrl+Z saying what it took back. */
static void
test_keyboard_steps (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoWindow *window = ui_test_new_window (match);

  ui_test_walk_to (window, 13);
  ui_test_press (window, GDK_KEY_Return);
  assert_board_says (window, "Checker in hand, from point 13; it can go to 10, 8, 5");
  ui_test_press (window, GDK_KEY_Escape);
  assert_board_says (window, "Checker put back on point 13");
  ui_test_press (window, GDK_KEY_4);
  assert_board_says (window, "No 4 to play from point 13");
  ui_test_press (window, GDK_KEY_3);
  assert_board_says (window, "13/10*; 5 left");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  ui_test_drain ();
  assert_board_says (window, "Took back 13/10*. You rolled 5-3; play 5 and 3");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* V walks every place, from where the keyboard stands; the topic keys
 * say what only the match knows, the same words twice when asked twice;
 * none of them moves a checker. */
static void
test_review_keys (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoWindow *window = ui_test_new_window (match);
  GamaoBoardView *board = gamao_window_get_board_view (window);
  g_autofree char *pips = gamao_review_words (match, GAMAO_REVIEW_PIPS, 0);
  g_autofree char *position = gamao_review_words (match, GAMAO_REVIEW_POSITION, 0);
  GamaoStep steps[4];

  ui_test_walk_to (window, 13);
  ui_test_press (window, GDK_KEY_v);
  g_assert_true (gamao_board_view_get_reviewing (board));
  assert_board_says (window, "Review: the arrows read every place, V plays again. "
                             "Point 13: 5 light checkers. A checker here can move");
  ui_test_press (window, GDK_KEY_Right);
  assert_board_says (window, "Point 14: empty");
  ui_test_press (window, GDK_KEY_Left);
  ui_test_press (window, GDK_KEY_Left);
  ui_test_press (window, GDK_KEY_Left);
  assert_board_says (window, "Point 11: empty");
  /* Below point 1: the trays and the bar, walked backwards. */
  for (int i = 0; i < 11; i++)
    ui_test_press (window, GDK_KEY_Left);
  assert_board_says (window, "Dark tray: 0 checkers borne off");
  ui_test_press (window, GDK_KEY_Left);
  assert_board_says (window, "Light tray: 0 checkers borne off");
  ui_test_press (window, GDK_KEY_Left);
  assert_board_says (window, "Bar: empty");
  ui_test_press (window, GDK_KEY_p);
  assert_board_says (window, pips);
  ui_test_press (window, GDK_KEY_p);
  assert_board_says (window, pips);
  ui_test_press (window, GDK_KEY_w);
  assert_board_says (window, position);
  ui_test_press (window, GDK_KEY_c);
  assert_board_says (window, "Cube at 1, in the middle");
  ui_test_press (window, GDK_KEY_t);
  assert_board_says (window, "Ana to move, 5 and 3 to play");
  ui_test_press (window, GDK_KEY_i);
  assert_board_says (window, "Ana rolled 5-3; 5 and 3 to play");
  ui_test_press (window, GDK_KEY_v);
  g_assert_false (gamao_board_view_get_reviewing (board));
  assert_board_says (window, "Playing: the arrows move checkers again");
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
board_has_focus (gpointer data)
{
  GamaoWindow *window = data;

  return gtk_root_get_focus (GTK_ROOT (window))
         == GTK_WIDGET (gamao_window_get_board_view (window));
}

static gboolean
button_has_focus (gpointer data)
{
  return GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (data)));
}

/* A double offered: the keyboard is on Take, read with the stakes; the
 * answer sends it back to the board, which tells the cube's new owner. */
static void
test_double_offered (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoWindow *window = ui_test_new_window (match);
  GamaoDecisionBar *bar = gamao_window_get_decision_bar (window);
  g_autofree char *stakes = NULL;
  GtkWidget *focus;

  g_assert_true (gamao_match_play_notation (match, "13/10* 13/8", NULL));
  ui_test_drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.double", NULL));
  ui_test_drain ();
  g_assert_true (gamao_decision_bar_get_open (bar));
  /* Once the bar has slid in. */
  ui_test_wait_until (button_has_focus, window);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Take");
  stakes = g_strjoin (". ", gamao_decision_bar_get_heading (bar), gamao_decision_bar_get_body (bar),
                      NULL);
  gtk_test_accessible_assert_property (focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, stakes);
  g_assert_true (gtk_widget_activate (focus));
  ui_test_wait_until (board_has_focus, window);
  assert_board_says (window, "Ana takes; Ana owns the cube at 2");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static AdwMessageDialog *
find_message_dialog (void)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      return l->data;
  return NULL;
}

/* A message dialog is read with its heading and its body. */
static void
test_message_dialog (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoWindow *window = ui_test_new_window (match);
  AdwMessageDialog *dialog;
  GtkWidget *focus;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-details", "(ss)",
                                             "Disk Full", "The history could not be written."));
  ui_test_drain ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  gtk_test_accessible_assert_property (dialog, GTK_ACCESSIBLE_PROPERTY_LABEL, "Disk Full");
  gtk_test_accessible_assert_property (dialog, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "The history could not be written.");
  /* And where the focus lands in it: GTK 4.8 never activates a message
   * dialog over AT-SPI. */
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (GTK_IS_BUTTON (focus));
  gtk_test_accessible_assert_property (focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "The history could not be written.");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

int
main (int argc, char *argv[])
{
  /* GTK's test accessibility backend: the widgets keep their accessible
   * properties to check, with no screen reader's bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/a11y-words/keyboard-steps", test_keyboard_steps);
  g_test_add_func ("/a11y-words/review-keys", test_review_keys);
  g_test_add_func ("/a11y-words/double-offered", test_double_offered);
  g_test_add_func ("/a11y-words/message-dialog", test_message_dialog);
  return g_test_run ();
}
