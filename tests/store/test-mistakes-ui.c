/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The mistakes library's window on the history of mistakes-test-util:
 * with no analysis it says what to do first; its rows are the
 * person's mistakes ("my-names" holds root), a drop-down filters them,
 * and a row activated asks its owner to open it. */
#include "config.h"

#include <adwaita.h>

#include "gamao-board-view.h"
#include "gamao-decision-panel.h"
#include "gamao-drill-menu.h"
#include "gamao-drill-position.h"
#include "gamao-play-list.h"
#include "gamao-position-id.h"
#include "gamao-progress-chart.h"
#include "gamao-replay-window.h"
#include "gamao-drill-window.h"
#include "gamao-empty-page.h"
#include "gamao-history-window.h"
#include "gamao-match-note.h"
#include "gamao-mistake-row.h"
#include "gamao-mistakes-window.h"
#include "mistakes-test-util.h"
#include "store-test-util.h"
#include "mistakes-ui-util.h"
#include "ui-test-util.h"
#include "widget-finder.h"

#include <string.h>

static char *dir;

static GamaoStore *
fresh_store (const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  GamaoStore *store = gamao_store_open (path, &error);

  g_assert_no_error (error);
  return store;
}

static void
test_no_analysis (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("empty.db");
  GamaoMistakesWindow *window = gamao_mistakes_window_new (NULL, store, NULL);

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_frames (GTK_WIDGET (window), 2);
  g_assert_cmpstr (gamao_mistakes_window_get_page (window), ==, "no-analysis");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_open (GamaoMistakesWindow *window, GamaoMistake *mistake, GamaoMistake **opened)
{
  g_set_object (opened, mistake);
}

static gboolean
rows_shown (gpointer data)
{
  return mistakes_ui_find_type (data, GAMAO_TYPE_MISTAKE_ROW) != NULL;
}

static void
test_library (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("history.db");
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const char *root[] = { "root", NULL };
  gint64 imported, played;
  g_autoptr (GamaoMistake) opened = NULL;

  mistakes_test_fill (store, &imported, &played);
  g_settings_set_strv (settings, "my-names", root);
  GamaoMistakesWindow *window = gamao_mistakes_window_new (NULL, store, settings);
  g_signal_connect (window, "open-requested", G_CALLBACK (on_open), &opened);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 640);
  gtk_window_present (GTK_WINDOW (window));
  GListModel *list = gamao_mistakes_window_get_list (window);
  g_assert_cmpstr (gamao_mistakes_window_get_page (window), ==, "list");
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 5);

  /* (The drop-downs hold list views of their own: the rows are found
   * from the window.) */
  ui_test_wait_until (rows_shown, window);
  GtkWidget *row = mistakes_ui_find_type (GTK_WIDGET (window), GAMAO_TYPE_MISTAKE_ROW);
  GtkWidget *view = gtk_widget_get_ancestor (row, GTK_TYPE_GRID_VIEW);
  g_assert_nonnull (view);

  /* Checker plays only: two rows. */
  GtkWidget *kind = mistakes_ui_find_type (GTK_WIDGET (window), GTK_TYPE_DROP_DOWN);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), 1);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  /* Passes only: the played match's, the costliest of all. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), 5);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  /* Beavers: none, and the page says so. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), 6);
  g_assert_cmpstr (gamao_mistakes_window_get_page (window), ==, "empty");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), 0);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 5);

  g_signal_emit_by_name (view, "activate", 0);
  g_assert_nonnull (opened);
  g_assert_cmpint (gamao_mistake_get_data (opened)->kind, ==, GAMAO_MISTAKE_PASS);
  g_assert_cmpint (gamao_mistake_get_data (opened)->match_id, ==, played);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "my-names");
}

/* A practice window on the fixture history's mistakes of "root",
 * shown. */
static GamaoDrillWindow *
open_drill (GamaoStore *store)
{
  static const char *root[] = { "root", NULL };
  GamaoMistakeQuery query = { .my_names = root };
  GamaoDrillWindow *window = gamao_drill_window_new (NULL, store, &query);

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_frames (GTK_WIDGET (window), 2);
  return window;
}

/* Practice on the same history: cube answers judged and kept (a second
 * window, as after a restart, goes on where the first stopped). */
static void
test_drill (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("drill.db");
  gint64 imported, played;
  GamaoDrillCard card;

  mistakes_test_fill (store, &imported, &played);
  GamaoDrillWindow *window = open_drill (store);
  GamaoMistake *b1 = gamao_drill_window_get_mistake (window);
  g_assert_cmpint (gamao_mistake_get_data (b1)->kind, ==, GAMAO_MISTAKE_PASS);
  g_assert_cmpstr (gamao_drill_window_get_verdict (window), ==, "");
  /* The question says the score (match B's first game, 5 points). */
  g_assert_cmpstr (gamao_drill_window_get_question (window), ==,
                   "You are doubled: take or pass? Score 0–0 in a 5-point match.");
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (window), "_Take"), "clicked");
  g_assert_cmpstr (gamao_drill_window_get_verdict (window), ==, "Right: the best answer.");
  g_assert_true (gamao_store_get_drill_card (store, gamao_mistake_get_data (b1), &card, NULL));
  /* A note written after the answer is kept with the decision. */
  GtkWidget *entry = mistakes_ui_find_type (GTK_WIDGET (window), GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Count the shots before passing.");
  g_autoptr (GamaoMistake) kept = g_object_ref (b1);
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (window), "_Next"), "clicked");
  g_assert_cmpint (gamao_mistake_get_data (gamao_drill_window_get_mistake (window))->kind, ==,
                   GAMAO_MISTAKE_DOUBLE);
  {
    const GamaoMistakeData *d = gamao_mistake_get_data (kept);
    g_autofree char *note = gamao_store_get_decision_note (store, d->match_id, d->game, d->seq,
                                                           NULL);
    g_assert_cmpstr (note, ==, "Count the shots before passing.");
  }
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (window), "_Double"), "clicked");
  g_assert_true (g_str_has_prefix (gamao_drill_window_get_verdict (window), "Not the best: "));
  gtk_window_destroy (GTK_WINDOW (window));

  /* Continued: the two answered are not due today; a3 comes next. */
  window = open_drill (store);
  g_assert_cmpint (gamao_mistake_get_data (gamao_drill_window_get_mistake (window))->kind, ==,
                   GAMAO_MISTAKE_CHECKER);
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  GamaoDrillWindow *window;
  GamaoMistake *mistake;
  char *verdict;
} KeyWait;

static gboolean
answered_or_moved_on (gpointer data)
{
  KeyWait *wait = data;

  return gamao_drill_window_get_mistake (wait->window) != wait->mistake
         || g_strcmp0 (gamao_drill_window_get_verdict (wait->window), wait->verdict) != 0;
}

/* Tab, as the window moves the focus, until the button `label` has it
 * (never more than 30 steps), then Enter, as a button takes it: the
 * button activated. */
static void
tab_and_enter (GtkWindow *window, const char *label)
{
  GtkWidget *button = mistakes_ui_button (GTK_WIDGET (window), label);

  g_assert_nonnull (button);
  for (int i = 0; i < 30 && gtk_root_get_focus (GTK_ROOT (window)) != button; i++)
    if (!gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD))
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD); /* wrapped round */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == button);
  KeyWait wait = { GAMAO_DRILL_WINDOW (window), gamao_drill_window_get_mistake (
                                                  GAMAO_DRILL_WINDOW (window)),
                   g_strdup (gamao_drill_window_get_verdict (GAMAO_DRILL_WINDOW (window))) };
  g_assert_true (gtk_widget_activate (button));
  /* A button activated clicks once its pressed look has shown. */
  ui_test_wait_until (answered_or_moved_on, &wait);
  g_free (wait.verdict);
}

/* Cube answers by the keyboard alone: a wrong pass, Next, a right "no
 * double"; the window closed (stopped) and opened again (continued) at
 * the next mistake, the two answers' schedules kept in the history. */
static void
test_drill_by_keys (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("keys.db");
  gint64 imported, played;
  GamaoDrillCard card;

  mistakes_test_fill (store, &imported, &played);
  GamaoDrillWindow *window = open_drill (store);
  g_autoptr (GamaoMistake) b1 = g_object_ref (gamao_drill_window_get_mistake (window));
  g_assert_cmpint (gamao_mistake_get_data (b1)->kind, ==, GAMAO_MISTAKE_PASS);
  tab_and_enter (GTK_WINDOW (window), "_Pass");
  g_assert_true (g_str_has_prefix (gamao_drill_window_get_verdict (window), "Not the best: "));
  tab_and_enter (GTK_WINDOW (window), "_Next");
  g_autoptr (GamaoMistake) a4 = g_object_ref (gamao_drill_window_get_mistake (window));
  g_assert_cmpint (gamao_mistake_get_data (a4)->kind, ==, GAMAO_MISTAKE_DOUBLE);
  tab_and_enter (GTK_WINDOW (window), "_No Double");
  g_assert_cmpstr (gamao_drill_window_get_verdict (window), ==, "Right: the best answer.");
  gtk_window_destroy (GTK_WINDOW (window));

  /* Continued: both kept (the wrong one at grade 0, back tomorrow; the
   * right one a first repetition, also one day), the checker play next. */
  g_assert_true (gamao_store_get_drill_card (store, gamao_mistake_get_data (b1), &card, NULL));
  g_assert_cmpuint (card.interval_days, ==, 1);
  g_assert_cmpuint (card.repetitions, ==, 0);
  g_assert_true (gamao_store_get_drill_card (store, gamao_mistake_get_data (a4), &card, NULL));
  g_assert_cmpuint (card.repetitions, ==, 1);
  window = open_drill (store);
  g_assert_cmpint (gamao_mistake_get_data (gamao_drill_window_get_mistake (window))->kind, ==,
                   GAMAO_MISTAKE_CHECKER);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The empty page offers the drills due today, and says how many. */
static void
test_due_on_empty_page (void)
{
  GtkWidget *page = g_object_ref_sink (g_object_new (GAMAO_TYPE_EMPTY_PAGE, NULL));

  gamao_empty_page_set_drills_due (GAMAO_EMPTY_PAGE (page), 3);
  GtkWidget *button = mistakes_ui_button (page, "_Practise 3 Mistakes Due Today");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.practise");
  gamao_empty_page_set_drills_due (GAMAO_EMPTY_PAGE (page), 0);
  g_assert_false (gtk_widget_get_visible (button));
  g_object_unref (page);
}

/* The primary menu's item says how many are due, and says nothing with
 * none; its action and place are kept. */
static void
test_due_in_menu (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_string (
    "<interface><menu id='m'><section>"
    "<item><attribute name='label'>_History</attribute>"
    "<attribute name='action'>win.history</attribute></item>"
    "<item><attribute name='label'>_Practise Mistakes</attribute>"
    "<attribute name='action'>win.practise</attribute></item>"
    "</section></menu></interface>", -1);
  GMenuModel *menu = G_MENU_MODEL (gtk_builder_get_object (builder, "m"));
  g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  g_autofree char *label = NULL, *action = NULL;

  gamao_drill_menu_set_due (menu, 3);
  g_assert_cmpint (g_menu_model_get_n_items (section), ==, 2);
  g_assert_true (g_menu_model_get_item_attribute (section, 1, "label", "s", &label));
  g_assert_cmpstr (label, ==, "_Practise Mistakes (3 Due)");
  g_assert_true (g_menu_model_get_item_attribute (section, 1, "action", "s", &action));
  g_assert_cmpstr (action, ==, "win.practise");
  g_clear_pointer (&label, g_free);
  gamao_drill_menu_set_due (menu, 0);
  g_assert_true (g_menu_model_get_item_attribute (section, 1, "label", "s", &label));
  g_assert_cmpstr (label, ==, "_Practise Mistakes");
}

static void
on_mistakes (GSimpleAction *action, GVariant *param, gpointer asked)
{
  (*(int *) asked)++;
}

/* The history's "My Mistakes" asks the window behind it for its
 * library (win.mistakes); a history on its own has none to ask. */
static void
test_from_history (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("from-history.db");
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr (GSimpleAction) mistakes = g_simple_action_new ("mistakes", NULL);
  GtkWidget *parent = gtk_window_new ();
  int asked = 0;

  g_signal_connect (mistakes, "activate", G_CALLBACK (on_mistakes), &asked);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (mistakes));
  gtk_widget_insert_action_group (parent, "win", G_ACTION_GROUP (group));
  GamaoHistoryWindow *history = gamao_history_window_new (GTK_WINDOW (parent), store);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.mistakes", NULL));
  g_assert_cmpint (asked, ==, 1);
  gtk_window_destroy (GTK_WINDOW (history));

  GamaoHistoryWindow *alone = gamao_history_window_new (NULL, store);
  gtk_widget_activate_action (GTK_WIDGET (alone), "history.mistakes", NULL);
  g_assert_cmpint (asked, ==, 1);
  gtk_window_destroy (GTK_WINDOW (alone));
  gtk_window_destroy (GTK_WINDOW (parent));
}

/* A key on the practice window's board, as its key controller gives it. */
static void
board_key (GamaoBoardView *board, guint keyval)
{
  g_assert_true (gamao_board_view_handle_key (board, keyval));
  ui_test_drain ();
}

/* A checker play by the keyboard alone, on the board the drill shows:
 * the arrows to each step's point (the mover's numbers), the die's
 * number to move; then Tab to Done and Enter. */
static void
play_by_keys (GamaoDrillWindow *window, const GamaoPlay *play)
{
  GamaoBoardView *board = GAMAO_BOARD_VIEW (
    mistakes_ui_find_type (GTK_WIDGET (window), GAMAO_TYPE_BOARD_VIEW));

  gtk_widget_grab_focus (GTK_WIDGET (board));
  for (guint s = 0; s < play->n_steps; s++)
    {
      for (int i = 0; i < 30 && gamao_board_view_get_cursor (board) != play->steps[s].from; i++)
        board_key (board, GDK_KEY_Right);
      g_assert_cmpint (gamao_board_view_get_cursor (board), ==, play->steps[s].from);
      board_key (board, GDK_KEY_0 + play->steps[s].die);
    }
  tab_and_enter (GTK_WINDOW (window), "_Done");
}

/* A checker play by the keyboard alone: a3 (the race, 3-1) after the
 * two cube answers, played with a play the analysis did not keep: it is
 * evaluated at the decision's depth, judged not the best, and kept. */
static void
test_checker_drill_by_keys (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("checker-keys.db");
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  gint64 imported, played;
  GamaoDrillCard card;
  GamaoBoard before;

  mistakes_test_fill (store, &imported, &played);
  GamaoDrillWindow *window = open_drill (store);
  tab_and_enter (GTK_WINDOW (window), "_Take");
  tab_and_enter (GTK_WINDOW (window), "_Next");
  tab_and_enter (GTK_WINDOW (window), "_No Double");
  tab_and_enter (GTK_WINDOW (window), "_Next");
  g_autoptr (GamaoMistake) a3 = g_object_ref (gamao_drill_window_get_mistake (window));
  const GamaoMistakeData *d = gamao_mistake_get_data (a3);
  g_assert_cmpint (d->kind, ==, GAMAO_MISTAKE_CHECKER);
  g_assert_cmpfloat_with_epsilon (d->cost, 0.10, 1e-6);
  g_assert_cmpint (gamao_position_id_decode (d->position, &before, NULL), ==, GAMAO_ID_OK);
  gamao_play_list_generate (list, &before, d->dice[0], d->dice[1]);
  /* The analysis kept the first two. */
  g_assert_cmpuint (list->n_plays, >=, 3);
  play_by_keys (window, &list->plays[2]);
  g_assert_true (g_str_has_prefix (gamao_drill_window_get_verdict (window), "Not the best: "));
  g_assert_true (gamao_store_get_drill_card (store, d, &card, NULL));
  g_assert_cmpuint (card.interval_days, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  g_free (list);
}

/* A money session with beavers: the Beaver button shows, and by keys it
 * is the best answer. */
static void
test_beaver_by_keys (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("beaver.db");

  mistakes_test_fill_beaver (store);
  GamaoDrillWindow *window = open_drill (store);
  g_assert_cmpint (gamao_mistake_get_data (gamao_drill_window_get_mistake (window))->kind, ==,
                   GAMAO_MISTAKE_PASS);
  g_assert_true (gtk_widget_get_visible (mistakes_ui_button (GTK_WIDGET (window), "_Beaver")));
  tab_and_enter (GTK_WINDOW (window), "_Beaver");
  g_assert_cmpstr (gamao_drill_window_get_verdict (window), ==, "Right: the best answer.");
  gtk_window_destroy (GTK_WINDOW (window));

  /* Where beavers are not allowed, no Beaver button. */
  g_autoptr (GamaoStore) match = fresh_store ("no-beaver.db");
  gint64 imported, played;
  mistakes_test_fill (match, &imported, &played);
  window = open_drill (match);
  g_assert_false (gtk_widget_get_visible (mistakes_ui_button (GTK_WIDGET (window), "_Beaver")));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The library's progress: hidden with nothing to show; after a drill
 * answer, the chart's words count it and the matches' error rate. */
static void
test_progress (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("progress.db");
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const char *root[] = { "root", NULL };
  gint64 imported, played;

  GamaoMistakesWindow *empty = gamao_mistakes_window_new (NULL, store, settings);
  /* (A collapsed expander holds its child out of the tree.) */
  GtkWidget *expander = mistakes_ui_find_type (GTK_WIDGET (empty), GTK_TYPE_EXPANDER);
  g_assert_nonnull (expander);
  g_assert_false (gtk_widget_get_visible (expander));
  gtk_window_destroy (GTK_WINDOW (empty));

  mistakes_test_fill (store, &imported, &played);
  g_settings_set_strv (settings, "my-names", root);
  GamaoDrillWindow *drill = open_drill (store);
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (drill), "_Take"), "clicked");
  gtk_window_destroy (GTK_WINDOW (drill));
  GamaoMistakesWindow *window = gamao_mistakes_window_new (NULL, store, settings);
  expander = mistakes_ui_find_type (GTK_WIDGET (window), GTK_TYPE_EXPANDER);
  g_assert_true (gtk_widget_get_visible (expander));
  GtkWidget *chart = gtk_expander_get_child (GTK_EXPANDER (expander));
  g_assert_true (GAMAO_IS_PROGRESS_CHART (chart));
  const char *summary = gamao_progress_chart_get_summary (GAMAO_PROGRESS_CHART (chart));
  g_assert_true (g_str_has_prefix (summary, "1 drill answered, 1 right (100.0%)."));
  g_assert_nonnull (strstr (summary, "Error rate in your matches: "));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "my-names");
}

static gboolean
panel_idle (gpointer data)
{
  return gamao_decision_panel_get_pending (data) == 0;
}

/* The replay's decision panel shows the note of the decision shown, and
 * keeps it when edited (on Enter, and when the reader steps on). */
static void
test_note_in_replay (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("notes.db");
  g_autoptr (GError) error = NULL;
  gint64 imported, played;

  mistakes_test_fill (store, &imported, &played);
  GamaoMatchRecord *record = gamao_store_load (store, imported, &error);
  g_autoptr (GamaoReplayFrames) frames = gamao_replay_frames_new (record);
  g_autoptr (GArray) decisions = gamao_store_list_decisions (store, imported, &error);
  const GamaoStoredDecision *a3 = NULL;
  for (guint i = 0; i < decisions->len; i++)
    if (G_APPROX_VALUE (g_array_index (decisions, GamaoStoredDecision, i).equity_loss, 0.10, 1e-6))
      a3 = &g_array_index (decisions, GamaoStoredDecision, i);
  g_assert_nonnull (a3);
  g_assert_true (gamao_store_set_decision_note (store, imported, a3->game, a3->seq,
                                                "Bear in before you bear off.", &error));
  GamaoMistakeData at = { .game = a3->game, .seq = a3->seq, .kind = GAMAO_MISTAKE_CHECKER };
  gint index = gamao_drill_position_replay_frame (record, &at);
  g_assert_cmpint (index, >, 0);

  GtkWidget *window = gtk_window_new ();
  GamaoDecisionPanel *panel = g_object_new (GAMAO_TYPE_DECISION_PANEL, NULL);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_present (GTK_WINDOW (window));
  GtkEditable *note = gamao_decision_panel_get_note (panel);
  gamao_decision_panel_show (panel, store, imported, frames, index, a3, NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (note)));
  g_assert_cmpstr (gtk_editable_get_text (note), ==, "Bear in before you bear off.");
  /* Edited and Enter: kept. */
  gtk_editable_set_text (note, "Bear in first.");
  g_signal_emit_by_name (note, "activate");
  g_autofree char *kept = gamao_store_get_decision_note (store, imported, a3->game, a3->seq, NULL);
  g_assert_cmpstr (kept, ==, "Bear in first.");
  /* Edited and the reader steps to the start (no decision, no note):
   * kept, and the entry hides. */
  gtk_editable_set_text (note, "");
  gamao_decision_panel_show (panel, store, imported, frames, 0, NULL, NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (note)));
  g_autofree char *removed = gamao_store_get_decision_note (store, imported, a3->game, a3->seq,
                                                            NULL);
  g_assert_null (removed);
  ui_test_wait_until (panel_idle, panel);
  gtk_window_destroy (GTK_WINDOW (window));
  gamao_match_record_unref (record);
}

static gboolean
is_match_note (GtkWidget *widget, gconstpointer data)
{
  return GAMAO_IS_MATCH_NOTE (widget);
}

static void
assert_match_note (GamaoStore *store, gint64 id, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *kept = gamao_store_get_match_note (store, id, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (kept, ==, expected);
}

/* The replay's note on the match (issue 29): shown as kept in the
 * history, and kept when written, on Enter, when the focus leaves it and
 * when the window closes; blank removes it. */
static void
test_match_note_in_replay (void)
{
  g_autoptr (GamaoStore) store = fresh_store ("match-note.db");
  g_autoptr (GError) error = NULL;
  gint64 imported, played;

  mistakes_test_fill (store, &imported, &played);
  g_assert_true (gamao_store_set_notes (store, imported, "Played at the club.", &error));
  GamaoReplayWindow *window = gamao_replay_window_new (NULL, store, imported, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  GtkWidget *note = widget_finder_find (GTK_WIDGET (window), is_match_note, NULL);
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (note)), ==, "Played at the club.");

  gtk_editable_set_text (GTK_EDITABLE (note), "Doubled too early in game 2.");
  g_signal_emit_by_name (note, "activate");
  assert_match_note (store, imported, "Doubled too early in game 2.");

  g_assert_true (gtk_widget_grab_focus (note));
  gtk_editable_set_text (GTK_EDITABLE (note), "Left by the focus.");
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  assert_match_note (store, imported, "Left by the focus.");

  gtk_editable_set_text (GTK_EDITABLE (note), "  Kept on close.  ");
  gtk_window_destroy (GTK_WINDOW (window));
  assert_match_note (store, imported, "Kept on close.");

  /* Blank removes it, and the next replay shows it empty. */
  window = gamao_replay_window_new (NULL, store, imported, &error);
  note = widget_finder_find (GTK_WIDGET (window), is_match_note, NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (note)), ==, "Kept on close.");
  gtk_editable_set_text (GTK_EDITABLE (note), " ");
  g_signal_emit_by_name (note, "activate");
  assert_match_note (store, imported, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  dir = store_test_make_dir ();
  g_test_add_func ("/mistakes-ui/no-analysis", test_no_analysis);
  g_test_add_func ("/mistakes-ui/library", test_library);
  g_test_add_func ("/mistakes-ui/drill", test_drill);
  g_test_add_func ("/mistakes-ui/due-on-empty-page", test_due_on_empty_page);
  g_test_add_func ("/mistakes-ui/due-in-menu", test_due_in_menu);
  g_test_add_func ("/mistakes-ui/drill-by-keys", test_drill_by_keys);
  g_test_add_func ("/mistakes-ui/from-history", test_from_history);
  g_test_add_func ("/mistakes-ui/checker-drill-by-keys", test_checker_drill_by_keys);
  g_test_add_func ("/mistakes-ui/beaver-by-keys", test_beaver_by_keys);
  g_test_add_func ("/mistakes-ui/progress", test_progress);
  g_test_add_func ("/mistakes-ui/note-in-replay", test_note_in_replay);
  g_test_add_func ("/mistakes-ui/match-note-in-replay", test_match_note_in_replay);
  status = g_test_run ();
  store_test_remove_dir (dir);
  return status;
}
