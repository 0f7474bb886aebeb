/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer at the window: it rolls, moves, answers and offers the
 * cube off the main thread; two computers play a match to its end without
 * thinking on the main thread; a new match mid-think applies nothing
 * stale; the hint lists plays and a click plays the best one. With the
 * weights missing, the New Match dialog does not offer the computer. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gamao-ai-service.h"
#include "gamao-hint-popover.h"
#include "gamao-window-private.h"
#include "gamao-new-match-dialog.h"
#include "gamao-scenes.h"
#include "gamao-window-test.h"
#include "ui-test-util.h"
#include "widget-finder.h"


static void
use_fast_animations (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  /* Speed 0 takes the computer's pauses away, so the tests run fast. */
  g_settings_set_double (settings, "animation-speed", 0.0);
}

static GamaoMatch *
new_match (guint length, GamaoPlayerKind kind0, GamaoPlayerKind kind1, int level, guint64 seed)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", kind0, level);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bia", kind1, level);
  GamaoMatch *match = gamao_match_new (length, p0, p1, GAMAO_RULE_CRAWFORD);

  gamao_match_set_dice_seed (match, seed);
  return match;
}

typedef struct
{
  GamaoMatch *match;
  int player;
} Seat;

static gboolean
persons_turn (gpointer data)
{
  Seat *seat = data;
  GamaoMatchPhase state = gamao_match_get_phase (seat->match);

  return state == GAMAO_MATCH_MATCH_OVER || state == GAMAO_MATCH_GAME_OVER
         || gamao_match_get_turn (seat->match) == seat->player;
}

typedef struct
{
  guint rolls, steps, commits, answers;
} Counts;

static void
on_rolled (Counts *counts, int player)
{
  if (player == 1)
    counts->rolls++;
}

static void
on_moved (Counts *counts, int player)
{
  if (player == 1)
    counts->steps++;
}

/* Bia (the computer) took or dropped. */
static void
on_cube_answer (Counts *counts, int player)
{
  if (player == 1)
    counts->answers++;
}

static void
on_committed (Counts *counts, int player)
{
  if (player == 1)
    counts->commits++;
}

/* The person's moves: the first legal checker each time. */
static void
play_first_moves (GamaoWindow *window, GamaoMatch *match)
{
  g_autoptr (GError) error = NULL;

  while (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING && !gamao_match_can_commit (match))
    {
      int points[26];
      GamaoTarget targets[GAMAO_MAX_TARGETS];

      g_assert_cmpuint (gamao_match_get_movable_points (match, points), >, 0);
      g_assert_cmpuint (gamao_match_get_targets (match, points[0], targets), >, 0);
      g_assert_true (gamao_match_move_to (match, points[0], targets[0].to, &error));
    }
  if (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.finish-move", NULL));
  ui_test_drain ();
}

/* Ana (a person) against the computer: it rolls and plays legal moves
 * (the match refuses any other), and answers Ana's double itself. */
static void
test_human_against_computer (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = new_match (7, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_COMPUTER,
                                            GAMAO_LEVEL_EXPERT, 11);
  Seat ana = { match, 0 };
  Counts counts = { 0 };
  gboolean doubled = FALSE, answered = FALSE;

  use_fast_animations ();
  g_signal_connect_swapped (match, "dice-rolled", G_CALLBACK (on_rolled), &counts);
  g_signal_connect_swapped (match, "checker-moved", G_CALLBACK (on_moved), &counts);
  g_signal_connect_swapped (match, "turn-committed", G_CALLBACK (on_committed), &counts);
  g_signal_connect_swapped (match, "cube-taken", G_CALLBACK (on_cube_answer), &counts);
  g_signal_connect_swapped (match, "cube-dropped", G_CALLBACK (on_cube_answer), &counts);
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();

  while (gamao_match_get_game_number (match) == 1 && (counts.commits < 3 || !answered))
    {
      ui_test_wait_until (persons_turn, &ana);
      switch (gamao_match_get_phase (match))
        {
        case GAMAO_MATCH_OPENING_ROLL:
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
          break;
        case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
          if (!doubled && gamao_match_can_double (match, NULL))
            {
              doubled = TRUE;
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.double", NULL));
              /* The computer's answer comes by itself: nobody is asked. */
              ui_test_wait_until (persons_turn, &ana);
              ui_test_drain ();
              g_assert_cmpuint (counts.answers, ==, 1);
              g_assert_null (gamao_window_get_prompt (window));
              answered = TRUE;
            }
          else
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
          break;
        case GAMAO_MATCH_MOVING:
          play_first_moves (window, match);
          break;
        case GAMAO_MATCH_DOUBLE_OFFERED:
          /* The computer doubled: Ana answers below the board. */
          ui_test_drain ();
          g_assert_true (gamao_decision_bar_get_open (gamao_window_get_decision_bar (window)));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take", NULL));
          break;
        case GAMAO_MATCH_RESIGNATION_OFFERED:
          g_assert_true (gamao_match_accept_resignation (match, NULL));
          break;
        case GAMAO_MATCH_GAME_OVER:
        case GAMAO_MATCH_MATCH_OVER:
        default:
          answered = TRUE;
          counts.commits = MAX (counts.commits, 3);
          break;
        }
      ui_test_drain ();
    }
  g_assert_true (doubled);
  g_assert_cmpuint (counts.rolls, >, 0);
  g_assert_cmpuint (counts.steps, >, 0);
  g_test_message ("computer: %u rolls, %u checkers moved, %u turns", counts.rolls, counts.steps,
                  counts.commits);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static const char *
status_text (GamaoWindow *window)
{
  GObject *label = gamao_window_get_match_object (window, "status_label");

  return gtk_label_get_label (GTK_LABEL (label));
}

/* A person plays dark (player 1) against the computer: the board keeps
 * the person's point numbers through the computer's turns, and after each of them
 * its play stays in view (dice, marks, the status says what it played)
 * until the person rolls. */
static void
test_last_turn_in_view (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = new_match (3, GAMAO_PLAYER_COMPUTER, GAMAO_PLAYER_HUMAN,
                                            GAMAO_LEVEL_EXPERT, 5);
  GamaoBoardView *view = gamao_window_get_board_view (window);
  Seat person = { match, 1 };
  guint seen = 0;

  use_fast_animations ();
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();
  g_assert_cmpint (gamao_board_view_get_numbers_for (view), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
  while (seen < 3 && gamao_match_get_game_number (match) == 1)
    {
      const GamaoAction *last;

      ui_test_wait_until (persons_turn, &person);
      ui_test_drain ();
      g_assert_cmpint (gamao_board_view_get_numbers_for (view), ==, 1);
      switch (gamao_match_get_phase (match))
        {
        case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
          last = gamao_match_get_last_turn (match, NULL);
          g_assert_nonnull (last);
          g_assert_cmpint (last->player, ==, 0);
          g_assert_cmpint (gamao_board_view_get_last_turn_player (view), ==, 0);
          g_assert_true (strstr (status_text (window), " played ") != NULL
                         || strstr (status_text (window), " and could not ") != NULL);
          seen++;
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
          ui_test_drain ();
          /* The person acted: the computer's turn is no longer shown. */
          g_assert_cmpint (gamao_board_view_get_last_turn_player (view), ==, -1);
          break;
        case GAMAO_MATCH_MOVING:
          play_first_moves (window, match);
          break;
        case GAMAO_MATCH_DOUBLE_OFFERED:
          ui_test_drain ();
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take", NULL));
          break;
        case GAMAO_MATCH_OPENING_ROLL:
        case GAMAO_MATCH_RESIGNATION_OFFERED:
        case GAMAO_MATCH_GAME_OVER:
        case GAMAO_MATCH_MATCH_OVER:
        default:
          seen = 3;
          break;
        }
      ui_test_drain ();
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* Whether the computer (player 1) is to roll in game 1 after a few
 * turns, with the cube its to turn. */
static gboolean
computer_may_double (GamaoMatch *match)
{
  return gamao_match_get_game_number (match) == 1
         && gamao_match_get_phase (match) == GAMAO_MATCH_TO_ROLL_OR_DOUBLE
         && gamao_match_get_turn (match) == 1
         && gamao_game_get_n_actions (gamao_match_get_current_game (match)) >= 8
         && gamao_match_can_double (match, NULL);
}

static gboolean
computer_decided (gpointer data)
{
  return gamao_match_get_phase (data) != GAMAO_MATCH_TO_ROLL_OR_DOUBLE
         || gamao_match_get_turn (data) != 1;
}

static gboolean
computer_moved_on (gpointer data)
{
  return gamao_match_get_phase (data) != GAMAO_MATCH_DOUBLE_OFFERED
         && gamao_match_get_turn (data) == 1;
}

/* Positions played out with arbitrary plays until the computer, well
 * ahead, doubles: Ana is asked in the usual dialog, takes, and the
 * computer goes on with the cube hers. */
static gboolean
advice_came (gpointer data)
{
  return gamao_decision_bar_get_advice (data) != NULL;
}

/* The computer doubles Ana: she answers in the bar below the board and
 * may ask the computer's advice first. */
static void
test_computer_doubles (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  gboolean offered = FALSE;

  use_fast_animations ();
  gtk_window_present (GTK_WINDOW (window));
  for (guint64 seed = 1; seed <= 60 && !offered; seed++)
    {
      g_autoptr (GamaoMatch) match = new_match (7, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_COMPUTER,
                                                GAMAO_LEVEL_EXPERT, seed);
      GamaoDecisionBar *bar;

      for (guint i = 0; i < 400 && !computer_may_double (match); i++)
        if (!gamao_scenes_advance (match, i * 7 + 3) || gamao_match_get_game_number (match) > 1)
          break;
      if (!computer_may_double (match))
        continue;
      gamao_window_set_match (window, match);
      ui_test_wait_until (computer_decided, match);
      if (gamao_match_get_phase (match) != GAMAO_MATCH_DOUBLE_OFFERED)
        continue;
      offered = TRUE;
      g_test_message ("the computer doubled with seed %" G_GUINT64_FORMAT, seed);
      ui_test_drain ();
      /* No dialog over the board: the bar below it, with the advice. */
      g_assert_null (gamao_window_get_prompt (window));
      bar = gamao_window_get_decision_bar (window);
      g_assert_true (gamao_decision_bar_get_open (bar));
      gamao_decision_bar_ask_advice (bar);
      ui_test_wait_until (advice_came, bar);
      g_test_message ("advice: %s", gamao_decision_bar_get_advice (bar));
      g_assert_true (g_str_has_prefix (gamao_decision_bar_get_advice (bar), "Take")
                     || g_str_has_prefix (gamao_decision_bar_get_advice (bar), "Drop"));
      g_assert_nonnull (strstr (gamao_decision_bar_get_advice (bar), "you win"));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take", NULL));
      ui_test_wait_until (computer_moved_on, match);
      g_assert_cmpint (gamao_cube_get_owner (gamao_match_get_cube (match)), ==, 0);
    }
  g_assert_true (offered);
  gamao_window_set_match (window, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

typedef struct
{
  guint taken, beavered;
} CubeAnswers;

static void
on_taken (CubeAnswers *a)
{
  a->taken++;
}

static void
on_beavered (CubeAnswers *a)
{
  a->beavered++;
}

static gboolean
answered (gpointer data)
{
  const CubeAnswers *a = data;
  return a->taken + a->beavered > 0;
}

/* In a money session with beavers, Ana doubles while closed out: a
 * mistake the computer punishes with a beaver (cube at 4, Ana's); with
 * beavers off it only takes. */
static void
test_computer_beavers (void)
{
  GamaoWindow *window = gamao_window_new (NULL);

  use_fast_animations ();
  gtk_window_present (GTK_WINDOW (window));
  for (int beavers = 1; beavers >= 0; beavers--)
    {
      g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
      g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bia", GAMAO_PLAYER_COMPUTER,
                                                     GAMAO_LEVEL_EXPERT);
      GamaoGameStart start = { .on_roll = 0, .cube_value = 1, .cube_owner = GAMAO_CUBE_CENTERED };
      const guint score[2] = { 0, 0 };
      g_autoptr (GError) error = NULL;
      CubeAnswers a = { 0 };

      /* Bia holds her whole home board with Ana's checker on the bar;
       * the board is seen from Ana, who is on roll. */
      GamaoBoard *b = &start.board;
      gamao_board_clear (b);
      for (int i = 0; i < 6; i++)
        b->checkers[GAMAO_SIDE_OPPONENT][i] = 2;
      b->checkers[GAMAO_SIDE_OPPONENT][7] = 3;
      b->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] = 1;
      b->checkers[GAMAO_SIDE_ON_ROLL][5] = 5;
      b->checkers[GAMAO_SIDE_ON_ROLL][4] = 5;
      b->checkers[GAMAO_SIDE_ON_ROLL][3] = 4;
      g_autoptr (GamaoMatch) match = gamao_match_new_from_position (
          0, p0, p1, beavers ? GAMAO_RULE_BEAVERS : 0, score, FALSE, &start, &error);
      g_assert_no_error (error);
      g_signal_connect_swapped (match, "cube-taken", G_CALLBACK (on_taken), &a);
      g_signal_connect_swapped (match, "cube-beavered", G_CALLBACK (on_beavered), &a);
      gamao_window_set_match (window, match);
      ui_test_drain ();
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.double", NULL));
      ui_test_wait_until (answered, &a);
      g_assert_cmpuint (a.beavered, ==, beavers ? 1 : 0);
      g_assert_cmpuint (a.taken, ==, beavers ? 0 : 1);
      g_assert_cmpuint (gamao_cube_get_value (gamao_match_get_cube (match)), ==, beavers ? 4 : 2);
      gamao_window_set_match (window, NULL);
      ui_test_drain ();
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
game_over (gpointer data)
{
  return gamao_match_get_phase (data) == GAMAO_MATCH_GAME_OVER;
}

/* Ana gives up a backgammon at the start, through the Resign dialog: more
 * than the computer could hope for, so it accepts, by itself. */
static void
test_computer_accepts_resignation (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = new_match (7, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_COMPUTER,
                                            GAMAO_LEVEL_EXPERT, 11);
  Seat ana = { match, 0 };

  use_fast_animations ();
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
  ui_test_wait_until (persons_turn, &ana);
  ui_test_drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  adw_message_dialog_response (gamao_window_get_prompt (window), "backgammon");
  ui_test_wait_until (game_over, match);
  g_assert_cmpint (gamao_game_get_winner (gamao_match_get_current_game (match)), ==, 1);
  g_assert_cmpuint (gamao_match_get_score (match, 1), ==, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
match_over (gpointer data)
{
  return gamao_match_get_phase (data) == GAMAO_MATCH_MATCH_OVER;
}

/* Two computers play a 1-point match to its end, and none of their
 * thinking ran on the main thread, so the window kept answering all
 * along however long a search took (on a loaded machine, under memcheck). */
static void
test_computer_against_computer (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = new_match (1, GAMAO_PLAYER_COMPUTER, GAMAO_PLAYER_COMPUTER,
                                            GAMAO_LEVEL_EXPERT, 5);
  guint before = gamao_ai_service_get_main_thread_uses ();
  gint64 start = g_get_monotonic_time ();

  use_fast_animations ();
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_wait_until (match_over, match);
  g_test_message ("match over in %u games, %u turns, %.1f s", gamao_match_get_game_number (match),
                  gamao_game_get_n_actions (gamao_match_get_current_game (match)),
                  (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND);
  g_assert_cmpint (gamao_match_get_winner (match), >=, 0);
  g_assert_cmpuint (gamao_ai_service_get_main_thread_uses (), ==, before);
  ui_test_drain ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
use_evaluator (gpointer data)
{
  *(const GamaoEvaluator **) data = gamao_ai_service_get_evaluator (NULL);
  return G_SOURCE_REMOVE;
}

/* What the test above counts is counted: the evaluator handed out to a
 * callback of the main loop is one use on the main thread, and says so. */
static void
test_main_thread_counted (void)
{
  guint before = gamao_ai_service_get_main_thread_uses ();
  const GamaoEvaluator *evaluator = NULL;

  g_assert_true (gamao_ai_service_check (NULL));
  g_test_expect_message ("gamao-ai-service", G_LOG_LEVEL_CRITICAL, "*on the main thread*");
  g_idle_add (use_evaluator, &evaluator);
  while (!evaluator)
    g_main_context_iteration (NULL, TRUE);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (gamao_ai_service_get_main_thread_uses (), ==, before + 1);
}

static gboolean
thinking_about_a_move (gpointer data)
{
  return gamao_match_get_phase (data) == GAMAO_MATCH_MOVING && gamao_ai_service_get_busy () > 0;
}

static gboolean
nobody_thinking (gpointer data)
{
  return gamao_ai_service_get_busy () == 0;
}

static GamaoNewMatchDialog *
new_match_dialog (void)
{
  GtkWindow *dialog = widget_finder_toplevel (GAMAO_TYPE_NEW_MATCH_DIALOG, FALSE);

  g_assert_nonnull (dialog);
  return GAMAO_NEW_MATCH_DIALOG (dialog);
}

/* A new match while the computer thinks: its answer, when it comes, is
 * for a match that is gone and changes nothing. */
static void
test_new_match_cancels (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) old = new_match (3, GAMAO_PLAYER_COMPUTER, GAMAO_PLAYER_COMPUTER,
                                          GAMAO_LEVEL_WORLD_CLASS, 3);
  g_autofree char *position = NULL, *after = NULL;
  GamaoStep steps[4];
  GamaoMatch *fresh;

  use_fast_animations ();
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, old);
  ui_test_wait_until (thinking_about_a_move, old);
  position = gamao_match_dup_position_id (old);
  /* New Match, Start (the settings keep two persons). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-match", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (new_match_dialog ()), "dialog.start",
                                             NULL));
  fresh = gamao_window_get_match (window);
  g_assert_true (fresh != old);
  ui_test_wait_until (nobody_thinking, NULL);
  ui_test_drain ();
  after = gamao_match_dup_position_id (old);
  g_assert_cmpstr (position, ==, after);
  g_assert_cmpuint (gamao_match_get_steps (old, steps), ==, 0);
  g_assert_cmpint (gamao_match_get_phase (old), ==, GAMAO_MATCH_MOVING);
  g_assert_cmpint (gamao_match_get_phase (fresh), ==, GAMAO_MATCH_OPENING_ROLL);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
hint_ready (gpointer data)
{
  return gamao_hint_popover_is_ready (data);
}

static GamaoHintPopover *
open_hint (GamaoWindow *window)
{
  GObject *button = gamao_window_get_match_object (window, "hint_button");
  GamaoHintPopover *popover = GAMAO_HINT_POPOVER (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  ui_test_wait_until (hint_ready, popover);
  return popover;
}

/* The texts of a play's button: its notation, equity and chances. */
static char *
describe (GtkWidget *button)
{
  GString *text = g_string_new (NULL);
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));
  GtkWidget *top = gtk_widget_get_first_child (box);

  for (GtkWidget *w = gtk_widget_get_first_child (top); w; w = gtk_widget_get_next_sibling (w))
    g_string_append_printf (text, "%s|", gtk_label_get_label (GTK_LABEL (w)));
  g_string_append (text, gtk_label_get_label (GTK_LABEL (gtk_widget_get_next_sibling (top))));
  return g_string_free (text, FALSE);
}

/* The hint before rolling gives the cube advice in plain words; after,
 * the ranked plays with labelled numbers, the one the keyboard is on
 * shown on the board; a click on the first plays it, and it can still be
 * undone until the move is finished. */
static void
test_hint (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = new_match (5, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_HUMAN, 0, 42);
  GamaoHintPopover *popover;
  int player, points[26];
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  g_autofree char *best = NULL, *again = NULL;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
  ui_test_drain ();
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  player = gamao_match_get_turn (match);

  /* A checker moved by hand first: the hint is still for the whole roll,
   * and the same as before it moved. */
  popover = open_hint (window);
  g_assert_cmpuint (gamao_hint_popover_get_n_plays (popover), >, 1);
  best = describe (gamao_hint_popover_get_play_button (popover, 0));
  /* The keyboard is on the best play, and the board shows it. */
  g_assert_true (gtk_widget_has_focus (gamao_hint_popover_get_play_button (popover, 0)));
  /* It stays there when the window asks for the board after the answer
   * came (on X11 the open popover makes the window inactive and active
   * again; a quick answer used to lose the keyboard to the board). */
  gamao_window_focus_board (window);
  ui_test_wait_ms (50);
  g_assert_true (gtk_widget_has_focus (gamao_hint_popover_get_play_button (popover, 0)));
  g_assert_nonnull (gamao_hint_popover_get_preview (popover));
  g_assert_cmpuint (gamao_board_view_get_n_preview (gamao_window_get_board_view (window)), >, 0);
  /* Narrow enough for a 360 px screen: the popover may be squeezed to
   * its minimum there, so no row may need more (the play and its figures
   * wrap rather than push the popover past the screen's edge). */
  int min_width;
  gtk_widget_measure (gtk_popover_get_child (GTK_POPOVER (popover)), GTK_ORIENTATION_HORIZONTAL,
                      -1, &min_width, NULL, NULL, NULL);
  g_test_message ("hint popover minimum width %d", min_width);
  g_assert_cmpint (min_width, <=, 330);
  /* Every number says what it is: the equity, the match, this game,
   * and how deep it looked (gamao-figures). */
  g_assert_nonnull (strstr (best, "equity "));
  g_assert_nonnull (strstr (best, " · match "));
  g_assert_nonnull (strstr (best, "This game: win "));
  g_assert_nonnull (strstr (best, "\u2011ply"));
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_drain ();
  g_assert_cmpuint (gamao_board_view_get_n_preview (gamao_window_get_board_view (window)), ==, 0);
  gamao_match_get_movable_points (match, points);
  g_assert_cmpuint (gamao_match_get_targets (match, points[0], targets), >, 0);
  g_assert_true (gamao_match_move_to (match, points[0], targets[0].to, NULL));
  ui_test_drain ();
  popover = open_hint (window);
  again = describe (gamao_hint_popover_get_play_button (popover, 0));
  g_assert_cmpstr (best, ==, again);
  g_signal_emit_by_name (gamao_hint_popover_get_play_button (popover, 0), "clicked");
  ui_test_drain ();
  /* Played but not finished: it can be taken back like any play. */
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  g_assert_true (gamao_match_can_commit (match));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  ui_test_drain ();
  g_assert_false (gamao_match_can_commit (match));
  popover = open_hint (window);
  g_signal_emit_by_name (gamao_hint_popover_get_play_button (popover, 0), "clicked");
  ui_test_drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.finish-move", NULL));
  ui_test_drain ();
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1 - player);

  /* Before rolling: the cube's advice in plain words, and no plays to click. */
  popover = open_hint (window);
  g_assert_cmpuint (gamao_hint_popover_get_n_plays (popover), ==, 0);
  g_assert_true (gamao_hint_popover_has_words (popover, "Roll without doubling")
                 || gamao_hint_popover_has_words (popover, "Double: ")
                 || gamao_hint_popover_has_words (popover, "Do not double"));
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* GAMAO_WEIGHTS_DIR points nowhere: the computer is not offered, and
 * the dialog says why instead of failing. */
static void
test_missing_weights (void)
{
  GamaoNewMatchDialog *dialog = gamao_new_match_dialog_new (NULL);
  GObject *row = gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                GAMAO_TYPE_NEW_MATCH_DIALOG, "dark_kind_row");
  GObject *label = gtk_widget_get_template_child (
      GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG, "no_computer_label");
  g_autoptr (GError) error = NULL;

  g_assert_false (gamao_ai_service_check (&error));
  g_assert_nonnull (error);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row))), ==,
                    1);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row)));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "weights"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (
      GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG, "no_computer_group"))));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_drain ();
}

static GObject *
dialog_child (GamaoNewMatchDialog *dialog, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG, name);
}

static GamaoPlayerKind
seat_kind (GamaoNewMatchDialog *dialog, int seat)
{
  g_autoptr (GamaoMatch) match = gamao_new_match_dialog_build_match (dialog);

  return gamao_player_get_kind (gamao_match_get_player (match, seat));
}

/* Playing the computer is the first choice, as easy as two people: one
 * click each, and the last choice comes back. */
static void
test_new_match_opponent (void)
{
  GamaoNewMatchDialog *dialog = gamao_new_match_dialog_new (NULL);
  GtkToggleButton *computer = GTK_TOGGLE_BUTTON (dialog_child (dialog, "computer_toggle"));
  GtkToggleButton *people = GTK_TOGGLE_BUTTON (dialog_child (dialog, "people_toggle"));

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog_child (dialog, "opponent_group"))));
  g_assert_true (gtk_toggle_button_get_active (computer));
  g_assert_cmpint (seat_kind (dialog, 0), ==, GAMAO_PLAYER_HUMAN);
  g_assert_cmpint (seat_kind (dialog, 1), ==, GAMAO_PLAYER_COMPUTER);

  gtk_toggle_button_set_active (people, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, "dark_name_row")), "Bruno");
  g_assert_true (gtk_toggle_button_get_active (people));
  g_assert_false (gtk_toggle_button_get_active (computer));
  g_assert_cmpint (seat_kind (dialog, 1), ==, GAMAO_PLAYER_HUMAN);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL);

  /* Remembered; and the rows and the buttons agree. */
  dialog = gamao_new_match_dialog_new (NULL);
  people = GTK_TOGGLE_BUTTON (dialog_child (dialog, "people_toggle"));
  computer = GTK_TOGGLE_BUTTON (dialog_child (dialog, "computer_toggle"));
  g_assert_true (gtk_toggle_button_get_active (people));
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "dark_kind_row")), 1);
  g_assert_true (gtk_toggle_button_get_active (computer));
  /* Two computers: neither of the usual tables. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "light_kind_row")), 1);
  g_assert_false (gtk_toggle_button_get_active (computer));
  g_assert_false (gtk_toggle_button_get_active (people));
  gtk_toggle_button_set_active (computer, TRUE);
  g_assert_cmpint (seat_kind (dialog, 0), ==, GAMAO_PLAYER_HUMAN);
  g_assert_cmpint (seat_kind (dialog, 1), ==, GAMAO_PLAYER_COMPUTER);
  /* Bruno was the person on the dark side, not the computer's name. */
  {
    g_autoptr (GamaoMatch) match = gamao_new_match_dialog_build_match (dialog);
    g_assert_cmpstr (gamao_player_get_name (gamao_match_get_player (match, 1)), ==,
                     "Computer (Expert)");
  }
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL);
  ui_test_drain ();
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* meson runs this program twice: with the build's weights, and with
   * none at all. */
  if (g_getenv ("GAMAO_TEST_NO_WEIGHTS"))
    g_test_add_func ("/computer/missing-weights", test_missing_weights);
  else
    {
      g_test_add_func ("/computer/human-against-computer", test_human_against_computer);
      g_test_add_func ("/computer/last-turn-in-view", test_last_turn_in_view);
      g_test_add_func ("/computer/computer-doubles", test_computer_doubles);
      g_test_add_func ("/computer/computer-beavers", test_computer_beavers);
      g_test_add_func ("/computer/computer-accepts-resignation",
                       test_computer_accepts_resignation);
      g_test_add_func ("/computer/computer-against-computer", test_computer_against_computer);
      g_test_add_func ("/computer/main-thread-counted", test_main_thread_counted);
      g_test_add_func ("/computer/new-match-cancels", test_new_match_cancels);
      g_test_add_func ("/computer/hint", test_hint);
      g_test_add_func ("/computer/new-match-opponent", test_new_match_opponent);
    }
  return g_test_run ();
}
