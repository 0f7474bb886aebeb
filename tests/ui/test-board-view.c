/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board widget on its own: what its gestures ask for, given the moves
 * it is told are possible. It decides no rule itself. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gamao-board-view.h"
#include "ui-test-util.h"

typedef struct
{
  GtkWindow *window;
  GamaoBoardView *view;
  int from, to, n_requests;
} Fixture;

static void
on_move_requested (GamaoBoardView *view, int from, int to, Fixture *f)
{
  f->from = from;
  f->to = to;
  f->n_requests++;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  GamaoBoard board;

  f->window = GTK_WINDOW (gtk_window_new ());
  f->view = GAMAO_BOARD_VIEW (gamao_board_view_new ());
  gtk_window_set_child (f->window, GTK_WIDGET (f->view));
  gtk_window_set_default_size (f->window, 700, 540);
  gtk_window_present (f->window);
  gamao_board_init_start (&board);
  gamao_board_view_set_position (f->view, &board, 0);
  g_signal_connect (f->view, "move-requested", G_CALLBACK (on_move_requested), f);
  f->n_requests = 0;
  ui_test_drain ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  ui_test_drain ();
}

/* The moves of an opening 6-1 from the start: 8 may go to 7 or 2, 13 to
 * 12 or 7, 24 to 23 or 18, 6 to 5. */
static void
opening_moves (GamaoBoardMoves *m)
{
  gamao_board_moves_clear (m);
  m->targets[8] = 1u << 7 | 1u << 2;
  m->targets[13] = 1u << 12 | 1u << 7 | 1u << 6;
  m->targets[24] = 1u << 23 | 1u << 18;
  m->targets[6] = 1u << 5;
  m->quick[6] = 5;
}

static void
test_inert_without_moves (Fixture *f, gconstpointer data)
{
  gamao_board_view_click_point (f->view, 8);
  gamao_board_view_drop (f->view, 8, 2);
  g_assert_cmpint (f->n_requests, ==, 0);
  g_assert_cmpint (gamao_board_view_get_selected (f->view), ==, 0);
}

static void
test_click_then_click (Fixture *f, gconstpointer data)
{
  GamaoBoardMoves m;

  opening_moves (&m);
  gamao_board_view_set_moves (f->view, &m);
  /* Two dice could move it: the click only picks it up. */
  gamao_board_view_click_point (f->view, 8);
  g_assert_cmpint (f->n_requests, ==, 0);
  g_assert_cmpint (gamao_board_view_get_selected (f->view), ==, 8);
  /* A place it cannot go drops it without asking. */
  gamao_board_view_click_point (f->view, 4);
  g_assert_cmpint (f->n_requests, ==, 0);
  g_assert_cmpint (gamao_board_view_get_selected (f->view), ==, 0);
  gamao_board_view_click_point (f->view, 8);
  gamao_board_view_click_point (f->view, 2);
  g_assert_cmpint (f->n_requests, ==, 1);
  g_assert_cmpint (f->from, ==, 8);
  g_assert_cmpint (f->to, ==, 2);
}

static void
test_single_click (Fixture *f, gconstpointer data)
{
  GamaoBoardMoves m;

  opening_moves (&m);
  gamao_board_view_set_moves (f->view, &m);
  gamao_board_view_click_point (f->view, 6);
  g_assert_cmpint (f->n_requests, ==, 1);
  g_assert_cmpint (f->from, ==, 6);
  g_assert_cmpint (f->to, ==, 5);
}

static void
test_drop (Fixture *f, gconstpointer data)
{
  GamaoBoardMoves m;

  opening_moves (&m);
  gamao_board_view_set_moves (f->view, &m);
  /* A drop anywhere is the player's wish: the model says whether it may be. */
  gamao_board_view_drop (f->view, 24, 20);
  g_assert_cmpint (f->n_requests, ==, 1);
  g_assert_cmpint (f->to, ==, 20);
  /* Back where it came from is no move. */
  gamao_board_view_drop (f->view, 24, 24);
  g_assert_cmpint (f->n_requests, ==, 1);
  /* A checker with nowhere to go cannot be dragged. */
  gamao_board_view_drop (f->view, 19, 17);
  g_assert_cmpint (f->n_requests, ==, 1);
}

/* The steps of one move fly one after the other from the board as
 * drawn, whatever the match's position already is; a board that shows
 * the other player's turn takes the position given. */
static void
test_fly_step (Fixture *f, gconstpointer data)
{
  GamaoBoard expected, unrelated, shown;

  gamao_board_init_start (&expected);
  gamao_board_apply_step (&expected, 24, 6);
  gamao_board_apply_step (&expected, 13, 2);
  memset (&unrelated, 0, sizeof unrelated);
  gamao_board_view_fly_step (f->view, 0, 24, 18, FALSE, &unrelated);
  gamao_board_view_fly_step (f->view, 0, 13, 11, FALSE, &unrelated);
  g_assert_true (gamao_board_equal (&gamao_board_view_get_frame (f->view)->board, &expected));

  gamao_board_view_set_position (f->view, &expected, 1);
  shown = expected;
  gamao_board_apply_step (&shown, 8, 3);
  gamao_board_view_fly_step (f->view, 0, 8, 5, FALSE, &shown);
  g_assert_cmpint (gamao_board_view_get_on_roll (f->view), ==, 0);
  g_assert_true (gamao_board_equal (&gamao_board_view_get_frame (f->view)->board, &shown));
  ui_test_drain ();
}

static void
test_play_step_and_coords (Fixture *f, gconstpointer data)
{
  GamaoBoard board;
  double x6, y6, x19, y19;

  gamao_board_init_start (&board);
  gamao_board_apply_step (&board, 24, 6);
  gamao_board_view_play_step (f->view, &board, 0, 24, 18, FALSE);
  ui_test_drain ();
  g_assert_true (gamao_board_view_point_coords (f->view, 6, &x6, &y6));
  g_assert_true (gamao_board_view_point_coords (f->view, 18, &x19, &y19));
  /* Player 0's six point is at the bottom right, the 18 point top left of it. */
  g_assert_cmpfloat (y6, >, y19);
  gamao_board_view_set_home_side (f->view, GAMAO_HOME_LEFT);
  ui_test_drain ();
  {
    double xl, yl;

    g_assert_true (gamao_board_view_point_coords (f->view, 6, &xl, &yl));
    g_assert_cmpfloat (xl, <, x6);
  }
}

static void
test_cube_and_view_of_player_1 (Fixture *f, gconstpointer data)
{
  GamaoBoard board;
  double x_a, y_a, x_b, y_b;

  gamao_board_view_set_cube (f->view, 2, 1, TRUE);
  g_assert_cmpint (gamao_board_view_get_cube_owner (f->view), ==, 1);
  gamao_board_view_set_cube (f->view, 1, -1, FALSE);
  g_assert_cmpint (gamao_board_view_get_cube_owner (f->view), ==, -2);

  /* Player 1's ace point is where player 0's 24 point is. */
  gamao_board_init_start (&board);
  g_assert_true (gamao_board_view_point_coords (f->view, 24, &x_a, &y_a));
  gamao_board_view_set_position (f->view, &board, 1);
  ui_test_drain ();
  g_assert_true (gamao_board_view_point_coords (f->view, 1, &x_b, &y_b));
  g_assert_cmpfloat (x_a, ==, x_b);
  g_assert_cmpint (gamao_board_view_get_on_roll (f->view), ==, 1);
}

/* A frame sets everything it holds at once; the same position again
 * keeps a checker held (a new one would drop it). */
static void
test_frame (Fixture *f, gconstpointer data)
{
  g_auto (GamaoBoardFrame) frame = { 0 };
  GamaoBoardMoves moves;
  static const GamaoStep steps[2] = { { 13, 7, 6, FALSE }, { 8, 4, 4, TRUE } };
  static const int dice[2] = { 6, 4 };

  opening_moves (&moves);
  gamao_board_view_set_moves (f->view, &moves);
  gamao_board_view_click_point (f->view, 8);
  g_assert_cmpint (gamao_board_view_get_selected (f->view), ==, 8);

  gamao_board_frame_init (&frame);
  gamao_board_frame_set_cube (&frame, 1, -1, TRUE); /* the Crawford game */
  gamao_board_frame_set_last_turn (&frame, 1, dice, steps, 2);
  frame.numbers_for = 1;
  frame.caption = g_strdup ("Bia plays 6-4");
  gamao_board_view_set_frame (f->view, &frame);
  g_assert_cmpint (gamao_board_view_get_selected (f->view), ==, 8);
  g_assert_cmpint (gamao_board_view_get_cube_owner (f->view), ==, -2);
  g_assert_cmpint (gamao_board_view_get_numbers_for (f->view), ==, 1);
  g_assert_cmpint (gamao_board_view_get_last_turn_player (f->view), ==, 1);
  g_assert_true (gamao_board_frame_equal (gamao_board_view_get_frame (f->view), &frame));
  g_assert_true (gamao_board_view_get_frame (f->view)->caption != frame.caption);

  frame.on_roll = 1;
  gamao_board_view_set_frame (f->view, &frame);
  g_assert_cmpint (gamao_board_view_get_selected (f->view), ==, 0);
  g_assert_cmpint (gamao_board_view_get_on_roll (f->view), ==, 1);
  /* The old setters still change one part of it. */
  gamao_board_view_set_numbering (f->view, 0);
  g_assert_cmpint (gamao_board_view_get_numbers_for (f->view), ==, 0);
}

static const char *
part_label (Fixture *f, guint part)
{
  return gamao_board_part_get_label (gamao_board_view_get_part (f->view, part));
}

static const char *
part_description (Fixture *f, guint part)
{
  return gamao_board_part_get_description (gamao_board_view_get_part (f->view, part));
}

/* A screen reader finds every point, the bar, the trays, the dice, the
 * cube and the checker in hand, each with words that follow the board,
 * in the numbering on show; the parts lie over their places and take no
 * input away from the board. */
static void
test_accessible_parts (Fixture *f, gconstpointer data)
{
  GamaoBoardMoves moves;
  GamaoBoardPart *part;
  GamaoStep steps[2] = { { 13, 7, 6, FALSE }, { 8, 7, 1, FALSE } };
  graphene_rect_t bounds;
  double x, y;

  /* Player 0's 6-point is slot 5; player 1's 13-point is player 0's 12. */
  g_assert_cmpstr (part_label (f, 5), ==, "Point 6: 5 light checkers");
  g_assert_cmpstr (part_label (f, 11), ==, "Point 12: 5 dark checkers");
  g_assert_cmpstr (part_label (f, 2), ==, "Point 3: empty");
  g_assert_cmpstr (part_label (f, GAMAO_BOARD_PART_BAR), ==, "Bar: empty");
  g_assert_cmpstr (part_label (f, GAMAO_BOARD_PART_TRAY0), ==, "Light tray: 0 checkers borne off");
  g_assert_cmpstr (part_label (f, GAMAO_BOARD_PART_CUBE), ==, "Cube at 1, in the middle");
  g_assert_cmpstr (part_label (f, GAMAO_BOARD_PART_DICE), ==, "Dice: not rolled");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gamao_board_view_get_part (f->view,
                                                                              GAMAO_BOARD_PART_HAND))));
  /* Over its place: the 6-point's part holds that point's checker. */
  part = gamao_board_view_get_part (f->view, 5);
  g_assert_true (gamao_board_view_point_coords (f->view, 6, &x, &y));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (part), GTK_WIDGET (f->view), &bounds));
  g_assert_true (graphene_rect_contains_point (&bounds, &GRAPHENE_POINT_INIT (x, y)));
  g_assert_false (gtk_widget_get_can_target (GTK_WIDGET (part)));
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (part)));

  /* The numbers of the player on roll: dark's view of the same points. */
  gamao_board_view_set_numbering (f->view, 1);
  g_assert_cmpstr (part_label (f, 5), ==, "Point 19: 5 light checkers");
  gamao_board_view_set_numbering (f->view, -1);

  gamao_board_view_set_dice (f->view, (int[2]){ 6, 4 }, (int[2]){ 6, 4 }, 2);
  g_assert_cmpstr (part_label (f, GAMAO_BOARD_PART_DICE), ==, "Dice: 6 and 4 to play");
  opening_moves (&moves);
  gamao_board_view_set_moves (f->view, &moves);
  g_assert_cmpstr (part_description (f, 7), ==, "A checker here can move");
  gamao_board_view_click_point (f->view, 8);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gamao_board_view_get_part (f->view,
                                                                             GAMAO_BOARD_PART_HAND))));
  g_assert_cmpstr (part_label (f, GAMAO_BOARD_PART_HAND), ==, "Checker in hand, from point 8");
  g_assert_cmpstr (part_description (f, 6), ==, "The checker in hand can go here");

  /* The other player's last turn, 13/7 8/7 in its own numbers. */
  gamao_board_view_set_moves (f->view, NULL);
  gamao_board_view_set_cube (f->view, 2, 1, TRUE);
  gamao_board_view_set_last_turn (f->view, 1, (int[2]){ 1, 6 }, steps, 2);
  g_assert_cmpstr (part_label (f, GAMAO_BOARD_PART_CUBE), ==, "Cube at 2, the dark player's");
  g_assert_cmpstr (part_description (f, GAMAO_BOARD_PART_DICE), ==, "Dark's last roll: 6-1");
  g_assert_cmpstr (part_description (f, 17), ==, "Last turn: a checker came here");
  g_assert_cmpstr (part_description (f, 11), ==, "Last turn: a checker left from here");
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/board-view/accessible-parts", Fixture, NULL, fixture_set_up,
              test_accessible_parts, fixture_tear_down);
  g_test_add ("/board-view/inert", Fixture, NULL, fixture_set_up, test_inert_without_moves,
              fixture_tear_down);
  g_test_add ("/board-view/click-then-click", Fixture, NULL, fixture_set_up,
              test_click_then_click, fixture_tear_down);
  g_test_add ("/board-view/single-click", Fixture, NULL, fixture_set_up, test_single_click,
              fixture_tear_down);
  g_test_add ("/board-view/drop", Fixture, NULL, fixture_set_up, test_drop, fixture_tear_down);
  g_test_add ("/board-view/fly-step", Fixture, NULL, fixture_set_up, test_fly_step,
              fixture_tear_down);
  g_test_add ("/board-view/play-step", Fixture, NULL, fixture_set_up, test_play_step_and_coords,
              fixture_tear_down);
  g_test_add ("/board-view/cube-and-sides", Fixture, NULL, fixture_set_up,
              test_cube_and_view_of_player_1, fixture_tear_down);
  g_test_add ("/board-view/frame", Fixture, NULL, fixture_set_up, test_frame, fixture_tear_down);
  return g_test_run ();
}
