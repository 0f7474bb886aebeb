/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tutor at the table: with it on, a person's bad play is held in the
 * tutor bar before it counts, with what it loses and the computer's
 * play; Take Back gives the turn back, Play Anyway commits it; a good
 * play or roll goes through; with the tutor off nothing is held. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gamao-ai-service.h"
#include "gamao-scenes.h"
#include "gamao-tutor-bar.h"
#include "gamao-tutor.h"
#include "gamao-window-test.h"
#include "ui-test-util.h"

static GamaoEvaluator evaluator;

static GamaoTutorBar *
tutor_bar (GamaoWindow *window)
{
  return GAMAO_TUTOR_BAR (
    gamao_window_get_match_object (window, "tutor_bar"));
}

static void
activate (GamaoWindow *window, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  ui_test_drain ();
}

/* Activates `action` whether or not it is enabled now. */
static void
try_action (GamaoWindow *window, const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  ui_test_drain ();
}

typedef struct
{
  GamaoWindow *window;
  GamaoMatch *match;
  int turn;
} Watch;

static gboolean
bar_open (gpointer data)
{
  Watch *w = data;
  return gamao_tutor_bar_get_open (tutor_bar (w->window));
}

static gboolean
button_has_focus (gpointer data)
{
  return GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (data)));
}

static gboolean
turn_passed (gpointer data)
{
  Watch *w = data;
  return gamao_match_get_turn (w->match) != w->turn
         && gamao_match_get_phase (w->match) != GAMAO_MATCH_MOVING;
}

static gboolean
moving (gpointer data)
{
  Watch *w = data;
  return gamao_match_get_phase (w->match) == GAMAO_MATCH_MOVING;
}

/* The question the tutor would be asked about `play` now. */
static void
question_for (GamaoMatch *match, const GamaoPlay *play, GamaoTutorQuestion *q)
{
  int dice[2];

  memset (q, 0, sizeof *q);
  q->action = GAMAO_TUTOR_PLAY;
  gamao_position_get_board_for (gamao_match_get_position (match), gamao_match_get_on_roll (match),
                                &q->board);
  gamao_match_get_match_state (match, &q->state);
  q->player = gamao_match_get_turn (match);
  gamao_match_get_dice (match, dice);
  q->dice[0] = dice[0];
  q->dice[1] = dice[1];
  q->after = play->after;
}

/* The legal play that loses the most (worst = TRUE) or nothing, judged
 * at 0-ply. */
static GamaoPlay
pick_play (GamaoMatch *match, gboolean worst)
{
  const GamaoPlayList *list = gamao_match_get_legal_plays (match);
  GamaoPlay chosen = list->plays[0];
  float chosen_loss = worst ? -1.0f : 1e9f;

  g_assert_cmpuint (list->n_plays, >, 1);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      GamaoTutorQuestion q;
      GamaoTutorVerdict v;

      question_for (match, &list->plays[i], &q);
      gamao_tutor_judge (&evaluator, &q, 0, &v);
      if (worst ? v.loss > chosen_loss : v.loss < chosen_loss)
        {
          chosen = list->plays[i];
          chosen_loss = v.loss;
        }
    }
  return chosen;
}

static void
make_play (GamaoMatch *match, const GamaoPlay *play)
{
  for (unsigned i = 0; i < play->n_steps; i++)
    g_assert_true (gamao_match_step (match, play->steps[i].from, play->steps[i].die, NULL));
  ui_test_drain ();
  g_assert_true (gamao_match_can_commit (match));
}

static const char *
focus_name (GamaoWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (!focus)
    return "(none)";
  for (GtkWidget *w = focus; w; w = gtk_widget_get_parent (w))
    if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)))
      return gtk_button_get_label (GTK_BUTTON (w));
    else if (GTK_IS_EXPANDER (w))
      return gtk_expander_get_label (GTK_EXPANDER (w));
  return G_OBJECT_TYPE_NAME (focus);
}

/* The keyboard is on the tutor's answer: it goes there once the bar is
 * all in view, so a test waits for it (with the helper's cap). */
static gboolean
take_back_focused (gpointer window)
{
  return g_str_equal (focus_name (window), "Ta_ke Back");
}

/* Tab as the window does it (GtkWindow's move-focus). */
static void
tab (GamaoWindow *window)
{
  if (!gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD))
    gtk_window_set_focus (GTK_WINDOW (window), NULL);
  ui_test_drain ();
}

/* The tutor on at "bad", `w`'s match in its window, the first roll
 * made: returns the worst play, not yet made. */
static GamaoPlay
start_bad_turn (Watch *w)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_string (settings, "tutor", "bad");
  gtk_window_present (GTK_WINDOW (w->window));
  gamao_window_set_match (w->window, w->match);
  ui_test_drain ();
  /* The opening roll is no cube decision: it is never held. */
  activate (w->window, "win.roll");
  ui_test_wait_until (moving, w);
  w->turn = gamao_match_get_turn (w->match);
  return pick_play (w->match, TRUE);
}

static void
test_bad_play (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, GAMAO_RULE_CRAWFORD, 42);
  GamaoTutorBar *bar = tutor_bar (window);
  Watch w = { window, match, -1 };
  GamaoStep steps[4];
  GamaoPlay bad = start_bad_turn (&w);

  /* Done with a bad play: held, the turn still the person's. */
  make_play (match, &bad);
  activate (window, "win.finish-move");
  ui_test_wait_until (bar_open, &w);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  g_assert_cmpint (gamao_match_get_turn (match), ==, w.turn);
  g_assert_true (g_str_has_prefix (gamao_tutor_bar_get_words (bar), "This play: equity \u22120."));
  g_assert_nonnull (strstr (gamao_tutor_bar_get_words (bar), "; the computer prefers "));
  g_test_message ("%s", gamao_tutor_bar_get_words (bar));
  /* The keyboard is on Take Back, read with the warning. */
  ui_test_wait_until (button_has_focus, window);
  gtk_test_accessible_assert_property (gtk_root_get_focus (GTK_ROOT (window)),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       gamao_tutor_bar_get_words (bar));
  /* The status line says what is waiting, not Enter or Ctrl+Z. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gamao_window_get_match_object (window, "status_label"))),
                   ==, "Take it back, or play it anyway");
  /* Nothing else goes on while the tutor holds the play. */
  try_action (window, "win.undo");
  try_action (window, "win.finish-move");
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, bad.n_steps);
  g_assert_cmpint (gamao_match_get_turn (match), ==, w.turn);
  g_assert_true (gamao_tutor_bar_get_open (bar));
  g_assert_false (gamao_tutor_bar_get_why_shown (bar));
  gamao_tutor_bar_show_why (bar);
  g_assert_true (gamao_tutor_bar_get_why_shown (bar));
  g_assert_cmpstr (gamao_tutor_bar_get_why (bar), !=, "");
  g_test_message ("%s", gamao_tutor_bar_get_why (bar));

  /* Take Back: the turn as it began, to play again. */
  activate (window, "win.tutor-take-back");
  g_assert_false (gamao_tutor_bar_get_open (bar));
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  g_assert_cmpint (gamao_match_get_turn (match), ==, w.turn);

  /* The same play again, and Play Anyway: it counts. */
  make_play (match, &bad);
  activate (window, "win.finish-move");
  ui_test_wait_until (bar_open, &w);
  activate (window, "win.tutor-play-anyway");
  g_assert_false (gamao_tutor_bar_get_open (bar));
  ui_test_wait_until (turn_passed, &w);

  /* The other person rolls (a no-double, judged and let through) and
   * plays the best play: nothing is held. */
  w.turn = gamao_match_get_turn (match);
  activate (window, "win.roll");
  ui_test_wait_until (moving, &w);
  g_assert_false (gamao_tutor_bar_get_open (bar));
  GamaoPlay good = pick_play (match, FALSE);
  make_play (match, &good);
  activate (window, "win.finish-move");
  ui_test_wait_until (turn_passed, &w);
  g_assert_false (gamao_tutor_bar_get_open (bar));

  /* Off: the worst play counts at once. */
  g_settings_set_string (settings, "tutor", "off");
  w.turn = gamao_match_get_turn (match);
  activate (window, "win.roll");
  ui_test_wait_until (moving, &w);
  bad = pick_play (match, TRUE);
  make_play (match, &bad);
  activate (window, "win.finish-move");
  g_assert_true (turn_passed (&w));
  g_assert_false (gamao_tutor_bar_get_open (bar));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
phase_left (gpointer data)
{
  Watch *w = data;
  return gamao_match_get_phase (w->match) != (GamaoMatchPhase) w->turn;
}

/* Ana to roll with two checkers against two of Bia's on her ace point,
 * money, both people: doubling is a blunder and dropping the double
 * gives a point away. */
static void
test_cube (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  GamaoGameStart start = { .on_roll = 0, .cube_value = 1, .cube_owner = GAMAO_CUBE_CENTERED };
  const guint score[2] = { 0, 0 };
  g_autoptr (GError) error = NULL;
  GamaoWindow *window = gamao_window_new (NULL);
  GamaoTutorBar *bar = tutor_bar (window);

  g_settings_set_string (settings, "tutor", "very-bad");
  gamao_board_clear (&start.board);
  start.board.checkers[GAMAO_SIDE_ON_ROLL][5] = 1;
  start.board.checkers[GAMAO_SIDE_ON_ROLL][4] = 1;
  start.board.checkers[GAMAO_SIDE_OPPONENT][0] = 2;
  g_autoptr (GamaoMatch) match
    = gamao_match_new_from_position (0, p0, p1, 0, score, FALSE, &start, &error);
  g_assert_no_error (error);
  Watch w = { window, match, GAMAO_MATCH_DOUBLE_OFFERED };
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();

  /* The double is held; taken back, nothing was offered. */
  activate (window, "win.double");
  ui_test_wait_until (bar_open, &w);
  g_test_message ("%s", gamao_tutor_bar_get_words (bar));
  g_assert_true (g_str_has_prefix (gamao_tutor_bar_get_words (bar), "This double: equity \u2212"));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  activate (window, "win.tutor-take-back");
  g_assert_false (gamao_tutor_bar_get_open (bar));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);

  /* Doubled anyway: Bia's drop is held, with the take advice as why. */
  activate (window, "win.double");
  ui_test_wait_until (bar_open, &w);
  activate (window, "win.tutor-play-anyway");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_DOUBLE_OFFERED);
  activate (window, "win.drop");
  ui_test_wait_until (bar_open, &w);
  g_test_message ("%s", gamao_tutor_bar_get_words (bar));
  g_test_message ("%s", gamao_tutor_bar_get_why (bar));
  g_assert_true (g_str_has_prefix (gamao_tutor_bar_get_words (bar), "Dropping: equity \u2212"));
  g_assert_cmpstr (gamao_tutor_bar_get_why (bar), !=, "");
  /* The answer's key leaves the keyboard on the tutor's answer, not on
   * the board behind the bar. */
  ui_test_wait_until (take_back_focused, window);
  g_assert_cmpstr (focus_name (window), ==, "Ta_ke Back");
  activate (window, "win.tutor-take-back");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_DOUBLE_OFFERED);

  /* The take is right: it goes through without a word. */
  activate (window, "win.take");
  ui_test_wait_until (phase_left, &w);
  g_assert_false (gamao_tutor_bar_get_open (bar));
  g_assert_cmpuint (gamao_cube_get_value (gamao_match_get_cube (match)), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* A keyboard player meets the tutor bar: the keyboard lands on its
 * suggested answer, shown, once the bar is open (and stays there), and
 * Tab from the board walks Why, Play Anyway and Take Back in order,
 * whether or not the bar's opening has ended. */
static void
test_keyboard (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, GAMAO_RULE_CRAWFORD, 42);
  GtkWidget *board = GTK_WIDGET (gamao_window_get_match_object (window, "board_view"));
  Watch w = { window, match, -1 };
  const char *order[] = { "_Why?", "Play _Anyway", "Ta_ke Back" };
  GamaoPlay bad = start_bad_turn (&w);

  make_play (match, &bad);
  g_assert_true (gamao_window_handle_game_key (window, GDK_KEY_Return));
  ui_test_wait_until (bar_open, &w);
  ui_test_wait_until (take_back_focused, window);
  g_test_message ("focus on open: %s", focus_name (window));
  g_assert_cmpstr (focus_name (window), ==, "Ta_ke Back");

  /* From the board, at once and after the bar's slide. */
  for (int pass = 0; pass < 2; pass++)
    {
      gtk_widget_grab_focus (board);
      ui_test_drain ();
      g_assert_true (gtk_widget_has_focus (board));
      for (unsigned i = 0; i < G_N_ELEMENTS (order); i++)
        {
          tab (window);
          g_test_message ("pass %d, tab %u: %s", pass, i + 1, focus_name (window));
          g_assert_cmpstr (focus_name (window), ==, order[i]);
        }
      ui_test_wait_ms (600);
    }
  activate (window, "win.tutor-take-back");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

int
main (int argc, char **argv)
{
  /* GTK's test accessibility backend: the words the widgets carry. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights from %s", gamao_data_dir ());
  g_test_add_func ("/tutor/bad-play", test_bad_play);
  g_test_add_func ("/tutor/cube", test_cube);
  g_test_add_func ("/tutor/keyboard", test_keyboard);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
