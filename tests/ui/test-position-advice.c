/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A position pasted as gnubg's IDs comes with the computer's advice: the
 * ranked plays when the Match ID holds dice, the cube before rolling
 * when it does not, and a plain message when the weights are missing
 * (GAMAO_TEST_NO_WEIGHTS set, with GAMAO_WEIGHTS_DIR pointing nowhere). */
#include "config.h"

#include <adwaita.h>

#include "gamao-board-view.h"
#include "gamao-history-session.h"
#include "gamao-match-state.h"
#include "gamao-notation.h"
#include "gamao-position-id.h"
#include "gamao-replay-frames.h"
#include "gamao-replay-window.h"
#include "gamao-window.h"
#include "gamao-xgid.h"
#include "ui-test-util.h"
#include "widget-finder.h"

/* The starting position, seen from the player on roll. */
#define START_POSITION "4HPwATDgc/ABMA"

static GamaoReplayWindow *
find_position_view (void)
{
  return GAMAO_REPLAY_WINDOW (widget_finder_toplevel (GAMAO_TYPE_REPLAY_WINDOW, FALSE));
}

static gboolean
view_open (gpointer data)
{
  return find_position_view () != NULL;
}

/* Answered: advice shown, or the message in its place. */
static gboolean
advice_done (gpointer data)
{
  GamaoHintList *advice = data;

  return gamao_hint_list_is_ready (advice)
         || !g_str_equal (gamao_hint_list_get_heading (advice), "Thinking…");
}

/* "PositionID:MatchID" of the starting position in a 5-point match, 2-1,
 * Light on roll, with `dice` (0-0 before rolling). */
static char *
ids_text (int die0, int die1)
{
  GamaoMatchState state;
  char match_id[GAMAO_MATCH_ID_LEN + 1];

  gamao_match_state_init (&state, 5);
  state.game_state = GAMAO_GAME_PLAYING;
  state.on_roll = state.turn = 0;
  state.score[0] = 2;
  state.score[1] = 1;
  state.dice[0] = die0;
  state.dice[1] = die1;
  gamao_match_id_encode (&state, match_id);
  return g_strdup_printf ("%s:%s", START_POSITION, match_id);
}

/* Pastes `text` into the game window and waits for the advice. */
static GamaoHintList *
paste (GamaoWindow *window, const char *text)
{
  GamaoReplayWindow *view;
  GamaoHintList *advice;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-position-id",
                                             NULL));
  ui_test_wait_until (view_open, NULL);
  view = find_position_view ();
  advice = gamao_replay_window_get_advice (view);
  g_assert_nonnull (advice);
  ui_test_wait_until (advice_done, advice);
  return advice;
}

static void
close_views (void)
{
  GamaoReplayWindow *view;

  while ((view = find_position_view ()))
    gtk_window_destroy (GTK_WINDOW (view));
}

static void
test_advice (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autofree char *rolled = ids_text (3, 1);
  g_autofree char *before = ids_text (0, 0);
  gboolean no_weights = g_getenv ("GAMAO_TEST_NO_WEIGHTS") != NULL;
  GamaoHintList *advice;
  char best[64];

  gamao_history_session_get_store (gamao_window_get_history (window));
  gtk_window_present (GTK_WINDOW (window));

  /* 3-1 at the start: 8/5 6/5 is the best of several plays. */
  advice = paste (window, rolled);
  if (no_weights)
    {
      g_assert_false (gamao_hint_list_is_ready (advice));
      g_assert_cmpstr (gamao_hint_list_get_heading (advice), ==, "No advice");
      g_assert_cmpuint (gamao_hint_list_get_n_plays (advice), ==, 0);
    }
  else
    {
      g_assert_true (gamao_hint_list_is_ready (advice));
      g_assert_cmpstr (gamao_hint_list_get_heading (advice), ==, "Best plays for 3-1");
      g_assert_cmpuint (gamao_hint_list_get_n_plays (advice), >, 1);
      g_assert_false (GTK_IS_BUTTON (gamao_hint_list_get_play_widget (advice, 0)));
      gamao_notation_write (gamao_hint_list_get_play (advice, 0), best, sizeof best);
      g_assert_cmpstr (best, ==, "8/5 6/5");
    }
  close_views ();

  /* No dice: what to do with the cube, and no plays. */
  advice = paste (window, before);
  g_assert_cmpuint (gamao_hint_list_get_n_plays (advice), ==, 0);
  if (no_weights)
    g_assert_cmpstr (gamao_hint_list_get_heading (advice), ==, "No advice");
  else
    g_assert_cmpstr (gamao_hint_list_get_heading (advice), ==, "Before rolling: the cube");
  close_views ();
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Dark on roll with 3-1 at 2-1 of a 5-point match, Dark owning the cube
 * at 2; Light has played 6/5 already, so the board is not symmetric. */
static char *
dark_ids (void)
{
  GamaoMatchState state;
  GamaoBoard board = { 0 };
  char position[GAMAO_POSITION_ID_LEN + 1];
  char match_id[GAMAO_MATCH_ID_LEN + 1];

  gamao_board_init_start (&board);
  board.checkers[GAMAO_SIDE_OPPONENT][5]--;
  board.checkers[GAMAO_SIDE_OPPONENT][4]++;
  gamao_position_id_encode (&board, position);
  gamao_match_state_init (&state, 5);
  state.game_state = GAMAO_GAME_PLAYING;
  state.on_roll = state.turn = 1;
  state.score[0] = 2;
  state.score[1] = 1;
  state.cube_value = 2;
  state.cube_owner = 1;
  state.dice[0] = 3;
  state.dice[1] = 1;
  gamao_match_id_encode (&state, match_id);
  return g_strdup_printf ("%s:%s", position, match_id);
}

/* "Play from here" makes the pasted position the game window's match:
 * the board shows it, and Dark plays its 3-1 on the board. */
static void
test_play_from_here (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *ids = dark_ids ();
  g_autofree char *position = NULL;
  GamaoBoardView *view;
  GamaoMatchState state;
  GamaoStep steps[4];
  GamaoMatch *match;

  g_settings_set_string (settings, "light-player-kind", "human");
  g_settings_set_string (settings, "dark-player-kind", "human");
  gamao_history_session_get_store (gamao_window_get_history (window));
  gtk_window_present (GTK_WINDOW (window));
  paste (window, ids);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_position_view ()),
                                             "replay.play-from-here", NULL));
  ui_test_drain ();
  g_assert_null (find_position_view ());

  match = gamao_window_get_match (window);
  g_assert_nonnull (match);
  position = gamao_match_dup_position_id (match);
  g_assert_true (g_str_has_prefix (ids, position));
  gamao_match_get_match_state (match, &state);
  g_assert_cmpint (state.on_roll, ==, 1);
  g_assert_cmpuint (state.score[0], ==, 2);
  g_assert_cmpuint (state.score[1], ==, 1);
  g_assert_cmpuint (state.cube_value, ==, 2);
  g_assert_cmpint (state.cube_owner, ==, 1);
  g_assert_cmpint (state.dice[0] + state.dice[1], ==, 4);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  view = gamao_window_get_board_view (window);
  g_assert_cmpint (gamao_board_view_get_on_roll (view), ==, 1);
  g_assert_cmpint (gamao_board_view_get_cube_owner (view), ==, 1);

  gamao_board_view_drop (view, 8, 5);
  ui_test_drain ();
  gamao_board_view_drop (view, 6, 5);
  ui_test_drain ();
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.finish-move", NULL));
  ui_test_drain ();
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);

  /* Replayed from the history, the game begins at the pasted position:
   * the start, Dark's roll, Dark's play. */
  GamaoReplayFrames *frames = gamao_replay_frames_new (gamao_match_get_record (match));
  const GamaoReplayFrame *first;
  GamaoBoard pasted;
  g_assert_null (frames->error);
  g_assert_cmpuint (gamao_replay_frames_get_n (frames), ==, 3);
  first = gamao_replay_frames_get (frames, 0);
  g_assert_cmpint (first->view.on_roll, ==, 1);
  g_assert_cmpint (gamao_position_id_decode (position, &pasted, NULL), ==, GAMAO_ID_OK);
  g_assert_true (gamao_board_equal (&first->view.board, &pasted));
  gamao_replay_frames_free (frames);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An XGID with a double waiting for its answer can be played from: the
 * match starts with the double offered, Light to take or drop it. */
static void
test_play_from_double (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GamaoMatchState state;
  GamaoBoard board;
  char xgid[GAMAO_XGID_MAX];
  GamaoMatch *match;

  g_settings_set_string (settings, "light-player-kind", "human");
  g_settings_set_string (settings, "dark-player-kind", "human");
  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 7);
  state.game_state = GAMAO_GAME_PLAYING;
  state.on_roll = 1;
  state.turn = 0;
  state.double_offered = TRUE;
  gamao_xgid_encode (&board, &state, xgid);
  gamao_history_session_get_store (gamao_window_get_history (window));
  gtk_window_present (GTK_WINDOW (window));
  paste (window, xgid);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_position_view ()),
                                             "replay.play-from-here", NULL));
  ui_test_drain ();
  match = gamao_window_get_match (window);
  g_assert_nonnull (match);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_DOUBLE_OFFERED);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/position-advice/paste", test_advice);
  g_test_add_func ("/position-advice/play-from-here", test_play_from_here);
  g_test_add_func ("/position-advice/play-from-double", test_play_from_double);
  return g_test_run ();
}
