/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main window driving a seeded match the way players do: through its
 * actions, the board's own entry points and the prompts' answers; then
 * the model and the widgets must agree. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gamao-new-match-dialog.h"
#include "gamao-notice.h"
#include "gamao-player-card.h"
#include "gamao-card-words.h"
#include "gamao-scenes.h"
#include "gamao-score-sheet.h"
#include "gamao-window-test.h"
#include "ui-test-util.h"
#include "widget-finder.h"

static void
activate (GamaoWindow *window, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  ui_test_drain ();
}

static const char *
label_text (GamaoWindow *window, const char *name)
{
  GObject *label = gamao_window_get_match_object (window, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

static GamaoPlayerCard *
card_of (GamaoWindow *window, int player)
{
  GObject *card = gamao_window_get_match_object (window,
                                                 player == 0 ? "player0_card" : "player1_card");

  g_assert_true (GAMAO_IS_PLAYER_CARD (card));
  return GAMAO_PLAYER_CARD (card);
}

/* A label of a player's card above the board. */
static const char *
card_text (GamaoWindow *window, int player, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (card_of (window, player)),
                                                  GAMAO_TYPE_PLAYER_CARD, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

typedef struct
{
  GamaoWindow *window;
  GamaoMatch *match;
  GamaoMatchPhase before;
  guint game;
} RollTry;

/* Rolls; whether the match took it (the window refuses while it pauses
 * on a passed turn). */
static gboolean
rolled (gpointer data)
{
  RollTry *t = data;

  activate (t->window, "win.roll");
  return gamao_match_get_phase (t->match) != t->before
         || gamao_match_get_game_number (t->match) != t->game
         || gamao_match_get_dice (t->match, (int[2]){ 0 });
}

static void
roll (GamaoWindow *window, GamaoMatch *match)
{
  RollTry t = { window, match, gamao_match_get_phase (match),
                gamao_match_get_game_number (match) };

  ui_test_poll_until (rolled, &t, 50);
}

/* Plays the turn on the board, a checker at a time, as a player drags
 * them, then finishes it with Enter's action. */
static void
play_turn_on_board (GamaoWindow *window, GamaoMatch *match)
{
  GamaoBoardView *view = gamao_window_get_board_view (window);
  int player = gamao_match_get_turn (match);

  while (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING && !gamao_match_can_commit (match))
    {
      int points[26];
      GamaoTarget targets[GAMAO_MAX_TARGETS];
      GamaoStep steps[4];
      guint n_before = gamao_match_get_steps (match, steps);

      g_assert_cmpuint (gamao_match_get_movable_points (match, points), >, 0);
      g_assert_cmpuint (gamao_match_get_targets (match, points[0], targets), >, 0);
      gamao_board_view_drop (view, points[0], targets[0].to);
      ui_test_drain ();
      g_assert_cmpuint (gamao_match_get_steps (match, steps), >, n_before);
    }
  if (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING)
    {
      activate (window, "win.finish-move");
      g_assert_cmpint (gamao_match_get_turn (match), !=, player);
    }
}

static void
roll_and_play (GamaoWindow *window, GamaoMatch *match)
{
  roll (window, match);
  play_turn_on_board (window, match);
  /* A roll with no play passes at once; the window waits a moment. */
  ui_test_wait_ms (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING ? 0 : 10);
}

static AdwMessageDialog *
prompt (GamaoWindow *window)
{
  AdwMessageDialog *dialog;

  ui_test_drain ();
  dialog = gamao_window_get_prompt (window);
  g_assert_nonnull (dialog);
  return dialog;
}

/* As a click on one of the dialog's buttons: the answer, then it closes. */
static void
answer (GamaoWindow *window, const char *response)
{
  AdwMessageDialog *dialog = prompt (window);

  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
  ui_test_drain ();
}

/* A point ahead of `from` that no die left reaches. */
static int
nowhere (GamaoMatch *match, int from)
{
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  guint n = gamao_match_get_targets (match, from, targets);

  for (int to = from - 1; to >= 1; to--)
    {
      gboolean reached = FALSE;

      for (guint i = 0; i < n; i++)
        reached |= targets[i].to == to;
      if (!reached)
        return to;
    }
  return from == 24 ? 1 : 24;
}

static void
test_first_turns (void)
{
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 42);
  GamaoWindow *window = ui_test_new_window (match);
  GamaoBoardView *view = gamao_window_get_board_view (window);
  GamaoStep steps[4];
  int points[26], first;
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  g_autofree char *before = NULL, *after = NULL;

  g_assert_cmpstr (card_text (window, 0, "name_label"), ==, "Ana");
  g_assert_cmpstr (card_text (window, 1, "score_label"), ==, "0");
  g_assert_cmpstr (card_text (window, 0, "pips_label"), ==, "167 pips");

  roll (window, match);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  first = gamao_match_get_turn (match);

  /* A drop moves a checker, Ctrl+Z's action takes it back. */
  gamao_match_get_movable_points (match, points);
  gamao_match_get_targets (match, points[0], targets);
  gamao_board_view_drop (view, points[0], targets[0].to);
  ui_test_drain ();
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 1);
  activate (window, "win.undo");
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);

  /* A single click on a checker that either die can move moves it by
   * the larger one. */
  {
    int dice[2], larger, clicked = -1;
    guint n = gamao_match_get_movable_points (match, points);

    gamao_match_get_dice (match, dice);
    larger = MAX (dice[0], dice[1]);
    for (guint i = 0; i < n && clicked < 0; i++)
      {
        guint n_targets = gamao_match_get_targets (match, points[i], targets), singles = 0;
        for (guint j = 0; j < n_targets; j++)
          singles += targets[j].n_dice == 1;
        if (singles == 2)
          clicked = points[i];
      }
    g_assert_cmpint (clicked, >, 0);
    gamao_board_view_click_point (view, clicked);
    ui_test_drain ();
    g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 1);
    g_assert_cmpint (steps[0].from, ==, clicked);
    g_assert_cmpint (steps[0].die, ==, larger);
    activate (window, "win.undo");
    g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);
  }

  /* Dropped where the dice cannot take it: refused, nothing moves. */
  before = gamao_match_dup_position_id (match);
  gamao_board_view_drop (view, points[0], nowhere (match, points[0]));
  ui_test_drain ();
  after = gamao_match_dup_position_id (match);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);

  play_turn_on_board (window, match);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1 - first);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  g_assert_cmpint (gamao_board_view_get_on_roll (view), ==, 1 - first);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
column_titled (GamaoScoreSheet *sheet, const char *title)
{
  GtkColumnView *view = GTK_COLUMN_VIEW (
    gtk_widget_get_template_child (GTK_WIDGET (sheet), GAMAO_TYPE_SCORE_SHEET, "column_view"));
  GListModel *columns = gtk_column_view_get_columns (view);

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      if (g_strcmp0 (gtk_column_view_column_get_title (column), title) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_double_take_drop_and_sheet (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 7);
  GamaoBoardView *view = gamao_window_get_board_view (window);
  GamaoCube *cube = gamao_match_get_cube (match);
  GamaoScoreSheet *sheet;
  const char *heading;
  int doubler, taker;
  char score[8];
  g_autofree char *cell = NULL;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  roll (window, match);
  play_turn_on_board (window, match);

  /* The player to roll doubles; the other takes. */
  doubler = gamao_match_get_turn (match);
  taker = 1 - doubler;
  activate (window, "win.double");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_DOUBLE_OFFERED);
  /* Answered below the board, with no dialog over it. */
  ui_test_drain ();
  g_assert_null (gamao_window_get_prompt (window));
  g_assert_true (gamao_decision_bar_get_open (gamao_window_get_decision_bar (window)));
  heading = gamao_decision_bar_get_heading (gamao_window_get_decision_bar (window));
  g_assert_nonnull (strstr (heading, "2"));
  g_assert_nonnull (strstr (gamao_decision_bar_get_body (gamao_window_get_decision_bar (window)),
                            "1 to 2"));
  activate (window, "win.take");
  g_assert_false (gamao_decision_bar_get_open (gamao_window_get_decision_bar (window)));
  g_assert_cmpuint (gamao_cube_get_value (cube), ==, 2);
  g_assert_cmpint (gamao_cube_get_owner (cube), ==, taker);
  g_assert_cmpint (gamao_board_view_get_cube_owner (view), ==, taker);
  g_assert_null (gamao_window_get_prompt (window));

  /* Play on until the taker may redouble; the first doubler drops. */
  for (int turns = 0; turns < 200 && !(gamao_match_get_turn (match) == taker
                                       && gamao_match_get_phase (match)
                                              == GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
       turns++)
    roll_and_play (window, match);
  activate (window, "win.double");
  activate (window, "win.drop");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_GAME_OVER);
  g_assert_cmpuint (gamao_match_get_score (match, taker), ==, 2);
  g_snprintf (score, sizeof score, "%u", 2u);
  g_assert_cmpstr (card_text (window, taker, "score_label"), ==, score);
  heading = adw_message_dialog_get_heading (prompt (window));
  g_assert_nonnull (strstr (heading, taker == 0 ? "Ana" : "Bruno"));

  /* The score sheet follows the match as it goes on. */
  answer (window, "sheet");
  sheet = GAMAO_SCORE_SHEET (gamao_window_get_score_sheet (window));
  g_assert_nonnull (sheet);
  g_assert_cmpuint (gamao_score_sheet_get_n_rows (sheet), ==, 1);
  /* The winner's column: the score before, and the two points won. */
  cell = gamao_score_sheet_dup_cell (sheet, 0, 1 + taker);
  g_assert_cmpstr (cell, ==, "0 +2");
  g_clear_pointer (&cell, g_free);
  cell = gamao_score_sheet_dup_cell (sheet, 0, 2 - taker);
  g_assert_cmpstr (cell, ==, "0");
  g_clear_pointer (&cell, g_free);
  /* How the game ended, not "Single game". */
  cell = gamao_score_sheet_dup_cell (sheet, 0, 4);
  g_assert_cmpstr (cell, ==, "Double dropped");
  g_clear_pointer (&cell, g_free);
  /* Each player's column is headed by their name. */
  g_assert_true (column_titled (sheet, "Ana"));
  g_assert_true (column_titled (sheet, "Bruno"));
  activate (window, "win.next-game");
  g_assert_cmpuint (gamao_score_sheet_get_n_rows (sheet), ==, 2);
  cell = gamao_score_sheet_dup_cell (sheet, 1, 0);
  /* 2-0 in a match to 3: the leader is one point away, the Crawford game. */
  g_assert_cmpstr (cell, ==, "2 (Crawford)");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (
      gamao_window_get_match_object (window, "crawford_label"))));
  g_assert_cmpint (gamao_board_view_get_cube_owner (view), ==, -2);
  /* The header's Double says why not, as the cube does (bound to it). */
  g_assert_nonnull (gamao_cube_get_why_not (gamao_match_get_cube (match)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (
                       gamao_window_get_match_object (window, "double_button"))),
                   ==, gamao_cube_get_why_not (gamao_match_get_cube (match)));

  /* To the end of the match. */
  for (guint i = 0; i < 20000 && gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER; i++)
    {
      if (gamao_window_get_prompt (window))
        answer (window, "close");
      g_assert_true (gamao_scenes_advance (match, i));
      ui_test_drain ();
    }
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  heading = adw_message_dialog_get_heading (prompt (window));
  g_assert_nonnull (strstr (heading, "Match"));
  g_assert_cmpuint (gamao_score_sheet_get_n_rows (sheet),
                    ==, gamao_match_get_game_number (match));
  g_snprintf (score, sizeof score, "%u", gamao_match_get_score (match, 0));
  g_assert_cmpstr (card_text (window, 0, "score_label"), ==, score);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static void
test_resign (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, GAMAO_RULE_CRAWFORD, 3);
  int resigner;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  roll (window, match);
  play_turn_on_board (window, match);
  resigner = gamao_match_get_turn (match);
  activate (window, "win.resign");
  answer (window, "gammon");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_RESIGNATION_OFFERED);
  answer (window, "decline");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  activate (window, "win.resign");
  /* The cheapest choice is not styled as a danger; the costly ones are. */
  g_assert_cmpint (adw_message_dialog_get_response_appearance (prompt (window), "single"), ==,
                   ADW_RESPONSE_DEFAULT);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (prompt (window), "gammon"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (prompt (window), "backgammon"),
                   ==, ADW_RESPONSE_DESTRUCTIVE);
  answer (window, "single");
  answer (window, "accept");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_GAME_OVER);
  g_assert_cmpuint (gamao_match_get_score (match, 1 - resigner), ==, 1);
  /* The end of the game says it was resigned. */
  g_autofree char *resigned = g_strdup_printf ("%s resigned, giving up a single game.\n",
                                               resigner == 0 ? "Ana" : "Bruno");
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (prompt (window)), resigned));
  /* The score sheet says the game was resigned, not played out. */
  answer (window, "sheet");
  g_autofree char *how = gamao_score_sheet_dup_cell (
    GAMAO_SCORE_SHEET (gamao_window_get_score_sheet (window)), 0, 4);
  g_assert_cmpstr (how, ==, "Resigned: Single game");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static void
test_session_beaver (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (0, GAMAO_RULE_BEAVERS, 5);
  GamaoCube *cube = gamao_match_get_cube (match);
  int taker;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  g_assert_cmpstr (label_text (window, "length_label"), ==, "Unlimited session");
  roll (window, match);
  play_turn_on_board (window, match);
  taker = 1 - gamao_match_get_turn (match);
  activate (window, "win.double");
  /* In a session with beavers the one doubled may beaver. */
  ui_test_drain ();
  g_assert_true (gamao_decision_bar_offers_beaver (gamao_window_get_decision_bar (window)));
  g_assert_nonnull (strstr (gamao_decision_bar_get_body (gamao_window_get_decision_bar (window)),
                            "pays"));
  activate (window, "win.beaver");
  g_assert_cmpuint (gamao_cube_get_value (cube), ==, 4);
  g_assert_cmpint (gamao_cube_get_owner (cube), ==, taker);
  g_assert_cmpint (gamao_board_view_get_cube_owner (gamao_window_get_board_view (window)), ==,
                   taker);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* A money session is ended from the menu, after a question; its result
 * is the score of the games finished, and nothing more can be played. */
static void
test_end_session (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (0, 0, 5);
  g_autoptr (GamaoMatch) points = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 5);

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, points);
  ui_test_drain ();
  /* A match to 3 points ends at 3 points, not when someone asks. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.end-session", NULL);
  ui_test_drain ();
  g_assert_null (gamao_window_get_prompt (window));

  gamao_window_set_match (window, match);
  roll (window, match);
  play_turn_on_board (window, match);
  activate (window, "win.end-session");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (prompt (window)), "does not count"));
  answer (window, "cancel");
  g_assert_cmpint (gamao_match_get_phase (match), !=, GAMAO_MATCH_MATCH_OVER);
  activate (window, "win.end-session");
  answer (window, "end");
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  g_assert_cmpint (gamao_match_get_winner (match), ==, -1);
  g_assert_nonnull (strstr (label_text (window, "status_label"), "The session is over"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  ui_test_drain ();
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static void
on_match_ready (GamaoNewMatchDialog *dialog, GamaoMatch *match, GamaoMatch **out)
{
  *out = g_object_ref (match);
}

/* The window follows the match it is given, and only that one: its
 * handlers (a signal group) and the players' cards (bindings) leave the
 * match it replaces. */
static void
test_follows_replaced_match (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) old = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 42);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, GAMAO_RULE_CRAWFORD, 7);
  g_autofree char *status = NULL;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, old);
  ui_test_drain ();
  gamao_window_set_match (window, match);
  ui_test_drain ();
  status = g_strdup (label_text (window, "status_label"));
  g_assert_true (gamao_match_roll_dice (old, 6, 5, NULL));
  g_assert_true (gamao_match_play_notation (old, "24/13", NULL));
  ui_test_drain ();
  g_assert_cmpstr (label_text (window, "status_label"), ==, status);
  g_assert_cmpstr (card_text (window, 0, "pips_label"), ==, "167 pips");
  /* At the opening roll both roll: neither card is marked. */
  g_assert_false (gamao_player_card_get_acting (card_of (window, 0)));
  g_assert_false (gamao_player_card_get_acting (card_of (window, 1)));

  roll (window, match);
  g_assert_cmpstr (label_text (window, "status_label"), !=, status);
  g_assert_true (gamao_player_card_get_acting (card_of (window, gamao_match_get_turn (match))));
  g_assert_false (
    gamao_player_card_get_acting (card_of (window, 1 - gamao_match_get_turn (match))));
  g_assert_true (gtk_widget_has_css_class (
    GTK_WIDGET (card_of (window, gamao_match_get_turn (match))), "active"));
  /* A screen reader reads the card as the one sentence made below the
   * UI (tests/play/test-card-words.c checks its words). */
  {
    int turn = gamao_match_get_turn (match);
    g_autofree char *words = gamao_card_words (match, turn);

    g_assert_true (g_str_has_suffix (words, ", on roll"));
    gtk_test_accessible_assert_property (card_of (window, turn), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         words);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static void
test_new_match_dialog (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  GamaoNewMatchDialog *dialog = gamao_new_match_dialog_new (GTK_WINDOW (window));
  g_autoptr (GamaoMatch) match = NULL;
  g_autoptr (GamaoMatch) started = NULL;
  GObject *length, *session, *light;

  length = gtk_widget_get_template_child (GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG,
                                          "length_spin");
  session = gtk_widget_get_template_child (GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG,
                                           "session_switch");
  light = gtk_widget_get_template_child (GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG,
                                         "light_name_row");
  /* The defaults: a match to 7 with the Crawford rule. */
  match = gamao_new_match_dialog_build_match (dialog);
  g_assert_cmpuint (gamao_match_get_length (match), ==, 7);
  g_assert_cmpuint (gamao_match_get_rules (match), ==, GAMAO_RULE_CRAWFORD);
  g_clear_object (&match);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (length), 11);
  gtk_editable_set_text (GTK_EDITABLE (light), "Carla");
  g_signal_connect (dialog, "match-ready", G_CALLBACK (on_match_ready), &started);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL);
  g_assert_nonnull (started);
  g_assert_cmpuint (gamao_match_get_length (started), ==, 11);
  g_assert_cmpstr (gamao_player_get_name (gamao_match_get_player (started, 0)), ==, "Carla");

  /* Remembered: the next dialog starts from the same choices. */
  dialog = gamao_new_match_dialog_new (GTK_WINDOW (window));
  session = gtk_widget_get_template_child (GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG,
                                           "session_switch");
  match = gamao_new_match_dialog_build_match (dialog);
  g_assert_cmpuint (gamao_match_get_length (match), ==, 11);
  g_assert_cmpstr (gamao_player_get_name (gamao_match_get_player (match, 0)), ==, "Carla");
  g_clear_object (&match);

  /* A session leaves Crawford out and may take Jacoby. */
  gtk_switch_set_active (GTK_SWITCH (session), TRUE);
  gtk_switch_set_active (GTK_SWITCH (gtk_widget_get_template_child (
                             GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG, "jacoby_switch")),
                         TRUE);
  match = gamao_new_match_dialog_build_match (dialog);
  g_assert_cmpuint (gamao_match_get_length (match), ==, 0);
  g_assert_cmpuint (gamao_match_get_rules (match), ==, GAMAO_RULE_JACOBY);
  g_clear_object (&match);
  /* Closed without starting: the choices bound to the settings are not
   * kept (the dialog's settings are delayed until Start). */
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_drain ();
  {
    g_autoptr (GSettings) settings = g_settings_new (APP_ID);
    g_autofree char *name = g_settings_get_string (settings, "light-player-name");

    g_assert_false (g_settings_get_boolean (settings, "jacoby"));
    g_assert_cmpint (g_settings_get_int (settings, "match-length"), ==, 11);
    g_assert_cmpstr (name, ==, "Carla");
  }
  dialog = gamao_new_match_dialog_new (GTK_WINDOW (window));
  match = gamao_new_match_dialog_build_match (dialog);
  g_assert_cmpuint (gamao_match_get_length (match), ==, 11);
  g_assert_cmpuint (gamao_match_get_rules (match), ==, GAMAO_RULE_CRAWFORD);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static GtkWidget *
focus_of (GamaoWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static GtkWidget *
header_bar (GamaoWindow *window)
{
  GObject *bar = gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_WINDOW,
                                                "header_bar");

  g_assert_true (GTK_IS_WIDGET (bar));
  return GTK_WIDGET (bar);
}

/* Puts the keyboard on the header bar's first button, as Tab would. */
static void
focus_header (GamaoWindow *window)
{
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  g_assert_true (gtk_widget_child_focus (header_bar (window), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), header_bar (window)));
}

static guint
n_toplevels (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);

      n += gtk_widget_get_visible (w);
    }
  return n;
}

/* The window's messages are GamaoNotices, not libadwaita 1.2 toasts
 * (which write to freed memory when the window closes during their
 * animation): a refused move says why, with a button to the rules'
 * section; a message with details opens them in a dialog. */
static void
test_notices (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, GAMAO_RULE_CRAWFORD, 1);
  GamaoNotice *notice;
  guint windows;

  gamao_window_set_match (window, match);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_drain ();
  notice = GAMAO_NOTICE (gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_WINDOW,
                                                        "notice"));
  g_assert_null (gamao_notice_get_text (notice));
  /* 6-5 from the start: the 5 from the back lands on the opponent's
   * 6-point, which is blocked. */
  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_signal_emit_by_name (gamao_window_get_match_object (window, "board_view"), "move-requested", 24,
                         19);
  ui_test_drain ();
  g_assert_nonnull (gamao_notice_get_text (notice));
  g_assert_cmpstr (gamao_notice_get_button_label (notice), ==, "Why?");

  windows = n_toplevels ();
  gamao_window_toast_details (window, "Two files were refused", "Refused files", "a.mat: empty");
  ui_test_drain ();
  g_assert_cmpstr (gamao_notice_get_text (notice), ==, "Two files were refused");
  g_assert_cmpstr (gamao_notice_get_button_label (notice), ==, "_Details");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-details", "(ss)",
                                             "Refused files", "a.mat: empty"));
  ui_test_drain ();
  g_assert_cmpuint (n_toplevels (), ==, windows + 1);
  /* Closing the window with a notice on screen is safe. */
  gamao_window_toast (window, "Bye");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}


/* The game's keys: Space rolls even from a header button; when rolling
 * is not possible it never presses that button (the New Match dialog
 * mid-turn) but sends the keyboard back to the board. Tab reaches the
 * board first; closing the hint gives the keyboard back to the board. */
static void
test_keys_and_focus (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 42);
  GtkWidget *board = GTK_WIDGET (gamao_window_get_board_view (window));
  guint windows;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();
  g_assert_true (focus_of (window) == board);
  /* Screen readers: the status line is a live region, the board a group
   * of parts they can read one by one. */
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (
                       gamao_window_get_match_object (window, "status_label"))),
                   ==, GTK_ACCESSIBLE_ROLE_STATUS);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (board)), ==,
                   GTK_ACCESSIBLE_ROLE_GROUP);

  /* Tab from nowhere: the board, not the first header button. */
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  g_assert_true (focus_of (window) == board);
  /* Back from the board: the header bar; forward from its end: the board again. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), header_bar (window)));
  for (int i = 0; i < 20 && focus_of (window) != board; i++)
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  g_assert_true (focus_of (window) == board);

  /* Space on a header button rolls when a roll is due. */
  focus_header (window);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_OPENING_ROLL);
  while (gamao_match_get_phase (match) == GAMAO_MATCH_OPENING_ROLL)
    g_assert_true (gamao_window_handle_game_key (window, GDK_KEY_space));
  ui_test_drain ();
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);

  /* Mid-turn: Space on a header button does nothing to that button. */
  focus_header (window);
  windows = n_toplevels ();
  g_assert_true (gamao_window_handle_game_key (window, GDK_KEY_space));
  ui_test_drain ();
  g_assert_cmpuint (n_toplevels (), ==, windows);
  g_assert_true (focus_of (window) == board);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  /* On the board, Space is the board's own (pick up a checker). */
  g_assert_false (gamao_window_handle_game_key (window, GDK_KEY_space));

  /* The hint popover closes (Escape): the keyboard is on the board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  ui_test_drain ();
  focus_header (window);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (gamao_window_get_match_object (window, "hint_button")));
  ui_test_drain ();
  g_assert_true (focus_of (window) == board);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static GtkWidget *
window_child (GamaoWindow *window, const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_WINDOW, name);

  g_assert_true (GTK_IS_WIDGET (child));
  return GTK_WIDGET (child);
}

static GtkWidget *
match_child (GamaoWindow *window, const char *name)
{
  GObject *child = gamao_window_get_match_object (window, name);

  g_assert_true (GTK_IS_WIDGET (child));
  return GTK_WIDGET (child);
}

/* The game buttons' squeezer keeps a page per width; a screen reader
 * finds only the page on show, so no button is read twice. */
static void
assert_pages_read_once (GamaoWindow *window)
{
  AdwSqueezer *squeezer = ADW_SQUEEZER (match_child (window, "actions_squeezer"));
  GtkWidget *shown = adw_squeezer_get_visible_child (squeezer);
  guint n = 0;

  g_assert_nonnull (shown);
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (squeezer)); page;
       page = gtk_widget_get_next_sibling (page), n++)
    gtk_test_accessible_assert_state (page, GTK_ACCESSIBLE_STATE_HIDDEN, page != shown);
  g_assert_cmpuint (n, ==, 3);
}

/* What the first frame does without: with no match the window has no
 * match page and its header bar no game buttons (Undo, Roll, Double,
 * Resign, Hint): they are built when a match is first shown. The main
 * menu is made when it first opens; then it is the window's menu, and
 * its closing gives the keyboard back to the board. */
static void
test_empty_window_and_menu (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 42);
  GtkMenuButton *menu = GTK_MENU_BUTTON (window_child (window, "menu_button"));
  GtkStack *stack = GTK_STACK (window_child (window, "stack"));
  GtkWidget *board;
  GtkPopover *popover;

  gtk_window_present (GTK_WINDOW (window));
  ui_test_drain ();
  g_assert_null (gtk_stack_get_child_by_name (stack, "match"));
  g_assert_null (gtk_menu_button_get_popover (menu));

  gamao_window_set_match (window, match);
  ui_test_drain ();
  board = GTK_WIDGET (gamao_window_get_board_view (window));
  g_assert_true (gtk_widget_is_ancestor (board, gtk_stack_get_child_by_name (stack, "match")));
  g_assert_true (gtk_widget_get_mapped (match_child (window, "undo_button")));
  g_assert_true (gtk_widget_get_mapped (match_child (window, "actions_squeezer")));
  assert_pages_read_once (window);
  g_assert_true (focus_of (window) == board);

  gtk_menu_button_popup (menu);
  ui_test_drain ();
  popover = gtk_menu_button_get_popover (menu);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_menu_button_get_menu_model (menu)
                 == G_MENU_MODEL (gtk_widget_get_template_child (
                     GTK_WIDGET (window), GAMAO_TYPE_WINDOW, "primary_menu")));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_menu_button_popdown (menu);
  ui_test_drain ();
  g_assert_true (focus_of (window) == board);
  /* Opened again, the same popover. */
  gtk_menu_button_popup (menu);
  ui_test_drain ();
  g_assert_true (gtk_menu_button_get_popover (menu) == popover);
  gtk_menu_button_popdown (menu);

  gamao_window_set_match (window, NULL);
  ui_test_drain ();
  g_assert_false (gtk_widget_get_visible (match_child (window, "undo_button")));
  g_assert_false (gtk_widget_get_visible (match_child (window, "game_buttons")));
  g_assert_false (gtk_widget_get_visible (gtk_stack_get_child_by_name (stack, "match")));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
is_narrow (gpointer data)
{
  return gamao_window_is_narrow (data);
}

static gboolean
is_wide (gpointer data)
{
  return !gamao_window_is_narrow (data);
}

/* A phone-sized window: the window fits 360 px, the header bar keeps
 * only Roll and the other game buttons go below the board; the hint
 * still opens there. */
static void
test_narrow_window (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 42);
  int minimum, natural;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();
  /* The window's content, without the frame the window manager draws
   * around it (or GTK's own resize border when there is no compositor). */
  gtk_widget_measure (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                 GAMAO_TYPE_WINDOW,
                                                                 "overlay")),
                      GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_test_message ("narrowest window content: %d px", minimum);
  g_assert_cmpint (minimum, <=, 360);
  ui_test_wait_until (is_narrow, window);
  roll (window, match);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  ui_test_drain ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
      gamao_window_get_match_object (window, "hint_button_bar"))))));

  /* Wide again: the buttons go back to the header bar. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  ui_test_wait_until (is_wide, window);
  /* The hint closed with its button; it opens again from the header's. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
      gamao_window_get_match_object (window, "hint_button_bar"))))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  ui_test_drain ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
      gamao_window_get_match_object (window, "hint_button"))))));
  g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
      gamao_window_get_match_object (window, "hint_button_bar"))));
  /* The window goes with the hint open: the popover goes with it (left
   * alive, unrealized, GTK's tooltip timer once aimed at it after the
   * window was gone: a Gdk-CRITICAL under memcheck). */
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
      gamao_window_get_match_object (window, "hint_button"))));
  g_object_add_weak_pointer (G_OBJECT (popover), (gpointer *) &popover);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
  g_assert_null (popover);
}

/* How many of the widget's pixels, drawn as the window draws it, are the
 * accent's blue (blue well above red). */
static guint
blue_pixels (GtkWidget *widget)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  guint blue = 0;

  g_assert_cmpint (w, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr (GdkTexture) texture = gsk_renderer_render_texture (renderer, node,
                                                                &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsize stride = (gsize) w * 4;
  g_autofree guchar *data = g_malloc (stride * (gsize) h);

  /* Premultiplied B, G, R, A in memory. */
  gdk_texture_download (texture, data, stride);
  for (gsize i = 0; i < stride * (gsize) h; i += 4)
    blue += data[i] > data[i + 2] + 40;
  return blue;
}

/* Roll is the accent's blue while it can be pressed, and not a faded
 * blue once it cannot (Adwaita only dims a disabled suggested button). */
typedef struct
{
  GtkWidget *button;
  gboolean want_blue;
  guint blue;
} BlueWait;

static gboolean
blue_as_wanted (gpointer data)
{
  BlueWait *w = data;

  w->blue = blue_pixels (w->button);
  return w->want_blue ? w->blue > 100 : w->blue == 0;
}

/* The button's blue pixels once its colour has settled: the style is
 * brought up to date at a frame and Adwaita eases a button's colours
 * over a few more, later still on a loaded machine (a fixed 100 ms wait
 * failed 1 run in 3 under load). Waits for blue to come (`want_blue`)
 * or go, up to ui_test_poll_until's cap. */
static guint
blue_pixels_settled (GtkWidget *button, gboolean want_blue)
{
  BlueWait w = { button, want_blue, 0 };

  ui_test_poll_until (blue_as_wanted, &w, 50);
  return w.blue;
}

static void
test_roll_button_colour (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, GAMAO_RULE_CRAWFORD, 3);
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  GtkWidget *button;

  gtk_css_provider_load_from_resource (css, "/io/github/gamao/Gamao/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();
  button = widget_finder_shown_action_button (GTK_WIDGET (window), "win.roll");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_cmpuint (blue_pixels_settled (button, TRUE), >, 100);
  roll (window, match);
  g_assert_false (gtk_widget_is_sensitive (button));
  g_assert_cmpuint (blue_pixels_settled (button, FALSE), ==, 0);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* The window catches up with its match once per request it handles: a
 * roll, each checker moved on the board, the finished move; not once
 * per notification. */
static void
test_one_update_per_request (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (3, GAMAO_RULE_CRAWFORD, 42);
  GamaoBoardView *view = gamao_window_get_board_view (window);
  guint before, requests = 0, notified = 0;

  gtk_window_present (GTK_WINDOW (window));
  /* The window's match is a property, notified when it changes. */
  g_signal_connect_swapped (window, "notify::match", G_CALLBACK (count_notify), &notified);
  g_object_set (window, "match", match, NULL);
  g_object_set (window, "match", match, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (gamao_window_get_match (window) == match);
  ui_test_drain ();
  before = gamao_window_get_update_count ();
  activate (window, "win.roll");
  requests++;
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  g_assert_cmpuint (gamao_window_get_update_count () - before, ==, requests);
  while (!gamao_match_can_commit (match))
    {
      int points[26];
      GamaoTarget targets[GAMAO_MAX_TARGETS];

      g_assert_cmpuint (gamao_match_get_movable_points (match, points), >, 0);
      g_assert_cmpuint (gamao_match_get_targets (match, points[0], targets), >, 0);
      gamao_board_view_drop (view, points[0], targets[0].to);
      ui_test_drain ();
      requests++;
      g_assert_cmpuint (gamao_window_get_update_count () - before, ==, requests);
    }
  activate (window, "win.finish-move");
  requests++;
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  g_assert_cmpuint (gamao_window_get_update_count () - before, ==, requests);
  g_test_message ("%u requests, %u updates", requests, gamao_window_get_update_count () - before);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

int
main (int argc, char *argv[])
{
  /* GTK's test accessibility backend: the widgets keep their accessible
   * states (GTK_A11Y=none would give them none to check), with no
   * screen reader's bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/window/first-turns", test_first_turns);
  g_test_add_func ("/window/keys-and-focus", test_keys_and_focus);
  g_test_add_func ("/window/narrow", test_narrow_window);
  g_test_add_func ("/window/empty-and-menu", test_empty_window_and_menu);
  g_test_add_func ("/window/double-take-drop-and-sheet", test_double_take_drop_and_sheet);
  g_test_add_func ("/window/resign", test_resign);
  g_test_add_func ("/window/session-beaver", test_session_beaver);
  g_test_add_func ("/window/new-match-dialog", test_new_match_dialog);
  g_test_add_func ("/window/follows-replaced-match", test_follows_replaced_match);
  g_test_add_func ("/window/end-session", test_end_session);
  g_test_add_func ("/window/roll-button-colour", test_roll_button_colour);
  g_test_add_func ("/window/notices", test_notices);
  g_test_add_func ("/window/one-update-per-request", test_one_update_per_request);
  return g_test_run ();
}
