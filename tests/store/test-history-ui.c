/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Widget tests of the history under Xvfb: the list with its filters,
 * delete and undo, the replay's navigation, the statistics, and the
 * offer to continue an unfinished match when the app starts. */
#include "config.h"

#include "gamao-figures.h"

#include <adwaita.h>
#include <string.h>

#include "gamao-board-view.h"
#include "gamao-history-session.h"
#include "gamao-window.h"
#include "gamao-window-test.h"
#include "gamao-wrapped-text.h"
#include "gamao-history-window.h"
#include "gamao-replay-frames.h"
#include "gamao-replay-marks.h"
#include "gamao-kept-decision.h"
#include "gamao-ai-service.h"
#include "gamao-replay-window.h"
#include "gamao-xgid.h"
#include "gamao-score-sheet.h"
#include "gamao-stats-window.h"
#include "gamao-store-analysis.h"
#include "gamao-decision-panel.h"
#include "gamao-rollout-panel.h"
#include "gamao-move-list.h"
#include "gamao-notice.h"
#include "gamao-performance-chart.h"
#include "gamao-replay-summary.h"
#include "gamao-track-window.h"
#include "history-ui-util.h"
#include "widget-finder.h"
#include "store-test-util.h"

static char *dir;
static GamaoStore *store;
static HistoryUiMatches ids;

static void
on_continue_requested (GamaoHistoryWindow *window, gint64 id, GamaoMatch *match, gint64 *asked)
{
  g_assert_true (GAMAO_IS_MATCH (match));
  *asked = id;
}

/* The history window stands on its own: "Continue" reads the match back
 * and hands it to whoever connected, with no game window behind it. */
static void
test_continue_signal (void)
{
  GamaoWindow *main_window = gamao_window_new (NULL);
  GamaoHistorySession *history = gamao_window_get_history (main_window);
  GamaoHistoryWindow *window = gamao_history_window_new (NULL,
                                                         gamao_history_session_get_store (history));
  gint64 asked = 0;

  g_signal_connect (window, "continue-requested", G_CALLBACK (on_continue_requested), &asked);
  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (100);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "history.continue", "x",
                                             ids.unfinished));
  g_assert_cmpint (asked, ==, ids.unfinished);
  gtk_window_destroy (GTK_WINDOW (main_window));
}

static void
test_list (void)
{
  GamaoWindow *main_window = gamao_window_new (NULL);
  GamaoHistorySession *history = gamao_window_get_history (main_window);
  GamaoHistoryWindow *window = gamao_history_window_new (GTK_WINDOW (main_window),
                                                         gamao_history_session_get_store (history));

  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (100);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);
  g_assert_cmpint (history_ui_listed_id (window, 0), ==, ids.unfinished);
  g_assert_cmpint (history_ui_listed_id (window, 3), ==, ids.won);

  gamao_history_window_set_filter (window, "Rui", GAMAO_STORE_FILTER_ALL);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 1);
  gamao_history_window_set_filter (window, "Bia", GAMAO_STORE_FILTER_WON);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 1);
  g_assert_cmpint (history_ui_listed_id (window, 0), ==, ids.won);
  gamao_history_window_set_filter (window, NULL, GAMAO_STORE_FILTER_UNFINISHED);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 2);

  /* Delete, then the notice's Undo (a GamaoNotice: libadwaita 1.2's
   * toasts write to freed memory when a window closes under them). */
  gamao_history_window_set_filter (window, NULL, GAMAO_STORE_FILTER_ALL);
  gtk_widget_activate_action (GTK_WIDGET (window), "history.delete", "x", ids.lost);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 3);
  GamaoNotice *notice = GAMAO_NOTICE (
    gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_HISTORY_WINDOW, "notice"));
  g_assert_cmpstr (gamao_notice_get_text (notice), ==, "Match deleted");
  g_assert_cmpstr (gamao_notice_get_button_label (notice), ==, "_Undo");
  gtk_widget_activate_action (GTK_WIDGET (window), "history.undelete", "x", ids.lost);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);

  /* Export a match to .mat and import the file: a new match, the same
   * games; a broken file adds nothing. */
  g_autofree char *mat_path = g_build_filename (dir, "exported.mat", NULL);
  g_autoptr (GFile) mat = g_file_new_for_path (mat_path);
  g_autoptr (GError) error = NULL;
  g_assert_true (gamao_history_window_export_file (window, ids.won, mat, &error));
  g_assert_true (gamao_history_window_import_file (window, mat, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 5);
  gint64 imported = history_ui_listed_id (window, 0);
  GamaoMatchRecord *a = gamao_store_load (store, ids.won, NULL);
  GamaoMatchRecord *b = gamao_store_load (store, imported, NULL);
  g_assert_true (gamao_match_record_equal (a, b));
  gamao_match_record_unref (a);
  gamao_match_record_unref (b);
  g_assert_true (g_file_set_contents (mat_path, " 5 point match\n\n Game 1\n x : y\n", -1, NULL));
  g_assert_false (gamao_history_window_import_file (window, mat, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (window), "history.delete", "x", imported);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);

  /* A file's day, event and place show in its row (the day with no hour;
   * played in 2009, it is listed last). */
  g_autoptr (GError) dated_error = NULL;
  g_assert_true (g_file_set_contents (mat_path,
                                      "; [Site \"Lisboa\"]\n; [Event \"Clube\"]\n"
                                      "; [EventDate \"2009.01.15\"]\n\n 1 point match\n\n"
                                      " Game 1\n Ana : 0                        Bia : 0\n"
                                      "  1) 31: 8/5 6/5                  42: 8/4 6/4\n"
                                      "  2)  Doubles => 2                 Drops\n"
                                      "      Wins 1 point\n",
                                      -1, NULL));
  g_assert_true (gamao_history_window_import_file (window, mat, &dated_error));
  g_assert_no_error (dated_error);
  GtkLabel *dated = widget_finder_label_showing (GTK_WIDGET (window), " · Clube, Lisboa · ");
  g_assert_nonnull (dated);
  g_autoptr (GDateTime) day = g_date_time_new_local (2009, 1, 15, 0, 0, 0);
  g_autofree char *shown = g_date_time_format (day, "%x · Clube, Lisboa · ");
  g_assert_true (g_str_has_prefix (gtk_label_get_label (dated), shown));
  gtk_widget_activate_action (GTK_WIDGET (window), "history.delete", "x",
                              history_ui_listed_id (window, 4));
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);

  /* The statistics open on the opponent chosen. */
  GamaoStatsWindow *stats = gamao_stats_window_new (GTK_WINDOW (window),
                                                    gamao_history_session_get_store (history), "Bia");
  gtk_window_present (GTK_WINDOW (stats));
  history_ui_wait (100);
  gtk_window_destroy (GTK_WINDOW (stats));
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (main_window));
  history_ui_wait (50);
}

static void
on_analysed (GamaoAnalysisQueue *queue, gint64 id, gboolean kept, gboolean *done)
{
  *done = kept;
}

static gboolean
is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

static gboolean
weights_read (gpointer queue)
{
  return gamao_analysis_queue_get_weights (queue) != NULL;
}

/* The row's PR pair, "PR 8.3–12.1", offers no place to break a line
 * inside its figures (Pango breaks after a bare en dash). */
static void
assert_pr_unbroken (GtkWidget *window)
{
  GtkLabel *label = widget_finder_label_showing (window, " · PR ");
  g_assert_nonnull (label);
  const char *text = gtk_label_get_label (label);
  const char *first = strstr (text, " · PR ") + strlen (" · PR ");
  const char *last = first + strcspn (first, " (");
  glong n = g_utf8_strlen (text, -1);
  g_autofree PangoLogAttr *attrs = g_new (PangoLogAttr, n + 1);

  g_assert_nonnull (strstr (first, "–"));
  pango_get_log_attrs (text, -1, -1, pango_language_from_string ("en"), attrs, (int) n + 1);
  for (glong i = g_utf8_pointer_to_offset (text, first) + 1;
       i < g_utf8_pointer_to_offset (text, last); i++)
    g_assert_false (attrs[i].is_line_break);
}

static void
keep_old_analysis (GamaoStore *kept, gint64 id)
{
  GamaoDecision d = { .kind = GAMAO_DECISION_TAKE, .player = 1, .counted = true };
  GamaoAnalysis a = { .plies = 0, .length = 3, .decisions = &d, .n_decisions = 1 };

  a.players[0].rating = a.players[1].rating = "Supernatural";
  g_assert_true (gamao_store_save_analysis (kept, id, &a, "older weights", NULL));
}

/* The statistics chart the analysed match against its opponent, the
 * desk player's PR first. */
static void
assert_charted (GamaoHistorySession *history, gint64 id)
{
  GamaoStore *kept = gamao_history_session_get_store (history);
  GamaoStatsWindow *stats = gamao_stats_window_new (NULL, kept, "Bia");
  GtkDropDown *opponents = GTK_DROP_DOWN (gtk_widget_get_template_child (
    GTK_WIDGET (stats), GAMAO_TYPE_STATS_WINDOW, "opponent_dropdown"));
  GtkLabel *pr = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (stats),
                                                           GAMAO_TYPE_STATS_WINDOW, "pr_label"));
  GamaoStoredAnalysis stored;

  gtk_window_present (GTK_WINDOW (stats));
  history_ui_wait (100);
  g_assert_true (gamao_store_get_analysis (kept, id, &stored, NULL));
  g_autofree char *expected = g_strdup_printf ("1 match. Your PR: average %.1f, last %.1f. ",
                                               stored.players[0].pr, stored.players[0].pr);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (pr), expected));
  /* The breakdown: error rates by kind and cube errors, yours first. */
  const char *breakdown = gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (
    GTK_WIDGET (stats), GAMAO_TYPE_STATS_WINDOW, "breakdown_label")));
  /* In millipoints, the app's unit of error rates (gamao-figures). */
  char mine[GAMAO_FIGURE_SIZE], theirs[GAMAO_FIGURE_SIZE];
  gamao_figure_milli (mine, sizeof mine, stored.players[0].checker_error_rate, FALSE);
  gamao_figure_milli (theirs, sizeof theirs, stored.players[1].checker_error_rate, FALSE);
  g_autofree char *rates
    = g_strdup_printf ("Checker play error rate, per play: %s, %s", mine, theirs);
  g_autofree char *missed = g_strdup_printf ("Missed doubles: %u, %u",
                                             stored.players[0].missed_doubles,
                                             stored.players[1].missed_doubles);
  g_assert_nonnull (strstr (breakdown, rates));
  g_assert_nonnull (strstr (breakdown, missed));
  GListModel *names = gtk_drop_down_get_model (opponents);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names),
                                               gtk_drop_down_get_selected (opponents)),
                   ==, "Bia");
  /* All opponents: the same match. */
  gtk_drop_down_set_selected (opponents, 0);
  history_ui_wait (50);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (pr), expected));
  gtk_window_destroy (GTK_WINDOW (stats));
}

static gboolean
rollout_stopped (gpointer panel)
{
  return !gamao_rollout_panel_is_running (panel);
}

static void
wait_rollout (GamaoRolloutPanel *panel)
{
  ui_test_wait_until (rollout_stopped, panel);
}

/* Three games a play finished (two at least, whatever the two threads
 * still play): Stop then leaves a figure with its standard error. A
 * fixed 300 ms wait was not always two games on a loaded machine. */
static gboolean
two_games_done (gpointer panel)
{
  return gamao_rollout_panel_get_games_done (panel) >= 3;
}

/* The move list has its room back once the window is laid out again. */
static gboolean
moves_have_room (gpointer moves)
{
  return gtk_widget_get_height (moves) >= 180;
}

/* Roll Out on a marked decision: the plays (the one made marked) with
 * their figures ± standard error; Stop ends it early with what was
 * done; another frame drops it. */
static void
assert_rolled_out (GamaoReplayWindow *replay)
{
  GamaoRolloutPanel *panel = gamao_decision_panel_get_rollout (
    GAMAO_DECISION_PANEL (gtk_widget_get_template_child (GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW,
                                                         "decision_panel")));

  /* Two games under memcheck (GAMAO_TEST_SLOW), where this rollout of
   * whole games cost as much as the analysis: still a standard error. */
  guint games = g_getenv ("GAMAO_TEST_SLOW") ? 2 : 4;
  g_autofree char *games_text = g_strdup_printf ("Rollout, %u games each", games);

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  gamao_rollout_panel_set_games (panel, games);
  /* The offer was made with the default games: show the frame again. */
  guint frame = gamao_replay_window_get_frame (replay);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.forward", NULL);
  gamao_replay_window_show_frame (replay, frame);
  gtk_widget_activate_action (GTK_WIDGET (panel), "rollout.start", NULL);
  g_assert_true (gamao_rollout_panel_is_running (panel));
  wait_rollout (panel);
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (panel), games_text));
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (panel), " ± "));
  /* The results scroll in their own panel: the move list keeps its room
   * (it was squeezed to one row). */
  GtkWidget *moves = GTK_WIDGET (gtk_widget_get_template_child (
    GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "move_list"));
  ui_test_poll_until (moves_have_room, moves, 50);
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (panel), "(played)")
                 || widget_finder_shows_text (GTK_WIDGET (panel), "No double"));

  gamao_rollout_panel_set_games (panel, 100000);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.forward", NULL);
  gamao_replay_window_show_frame (replay, frame);
  gtk_widget_activate_action (GTK_WIDGET (panel), "rollout.start", NULL);
  ui_test_wait_until (two_games_done, panel);
  gtk_widget_activate_action (GTK_WIDGET (panel), "rollout.stop", NULL);
  wait_rollout (panel);
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (panel), " ± "));
  g_assert_false (widget_finder_shows_text (GTK_WIDGET (panel), "Rollout, 100000 games each"));

  /* Another frame: the panel follows it. */
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.next-mistake", NULL);
  g_assert_false (widget_finder_shows_text (GTK_WIDGET (panel), " ± "));
  gamao_replay_window_show_frame (replay, frame);
}

static gboolean
words_came (gpointer panel)
{
  return !gamao_decision_panel_is_working (panel);
}

static gboolean
nothing_pending (gpointer panel)
{
  return gamao_decision_panel_get_pending (panel) == 0;
}

/* Until the words of the frame shown have come from their worker. */
static void
wait_words (GamaoDecisionPanel *panel)
{
  ui_test_wait_until (words_came, panel);
}

/* Shows `stale`, lets its worker finish while the main loop waits (as
 * when the reader steps on before the words come), then shows `next`
 * and waits for every worker's answer. */
static void
step_on_before_words (GamaoReplayWindow *replay, GamaoDecisionPanel *panel, guint stale,
                      guint next)
{
  gamao_replay_window_show_frame (replay, stale);
  g_assert_true (gamao_decision_panel_is_working (panel));
  /* Long enough for the words, a few ms (about 100 times more under
   * memcheck); were it too short the test would pass, never fail. */
  g_usleep ((g_getenv ("GAMAO_TEST_SLOW") ? 5000 : 300) * G_TIME_SPAN_MILLISECOND);
  gamao_replay_window_show_frame (replay, next);
  ui_test_wait_until (nothing_pending, panel);
}

/* Words that come for a frame the reader has left are dropped: a
 * marked play's left for a frame with no mistake; a cube decision's,
 * when the match has one, left for a play's. */
static void
assert_stale_dropped (GamaoReplayWindow *replay, GamaoDecisionPanel *panel,
                      GamaoReplayMarks *marks, guint cube)
{
  GtkLabel *why = gamao_decision_panel_get_why_label (panel);
  guint play = gamao_replay_marks_find_mistake (marks, 0, TRUE);

  g_assert_cmpint (gamao_replay_marks_get (marks, play)->kind, ==, GAMAO_DECISION_CHECKER);
  step_on_before_words (replay, panel, play, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (why)));
  g_assert_cmpstr (gtk_label_get_label (why), ==, "");
  if (cube == G_MAXUINT)
    return;
  gamao_replay_window_show_frame (replay, play);
  wait_words (panel);
  g_autofree char *words = g_strdup (gtk_label_get_label (why));
  step_on_before_words (replay, panel, cube, play);
  g_assert_cmpstr (gtk_label_get_label (why), ==, words);
}

/* With Ana at this desk, the words of her own mistakes speak to her and
 * those of Bia's name Bia: each marked decision's words are the kept
 * decision's in that voice. */
static void
assert_words_voice (GamaoStore *kept, gint64 id)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record = gamao_store_load (kept, id, &error);
  g_autoptr (GamaoReplayFrames) frames = gamao_replay_frames_new (record);
  g_autoptr (GamaoReplayMarks) marks
    = gamao_replay_marks_new (frames, gamao_store_list_decisions (kept, id, NULL));
  guint checked = 0, spoken = 0, frame = 0;

  gamao_store_set_desk_player (kept, "Ana");
  GamaoReplayWindow *replay = gamao_replay_window_new (NULL, kept, id, &error);
  g_assert_no_error (error);
  GamaoDecisionPanel *panel = GAMAO_DECISION_PANEL (
    gtk_widget_get_template_child (GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "decision_panel"));
  GtkLabel *why = gamao_decision_panel_get_why_label (panel);
  guint cube = G_MAXUINT;

  while ((frame = gamao_replay_marks_find_mistake (marks, frame, TRUE)) != G_MAXUINT)
    {
      const GamaoStoredDecision *d = gamao_replay_marks_get (marks, frame);
      g_autoptr (GArray) plays = d->kind == GAMAO_DECISION_CHECKER
                                   ? gamao_store_list_plays (kept, id, d->game, d->seq, NULL)
                                   : NULL;
      g_autofree char *expected = gamao_kept_decision_why (
        gamao_ai_service_get_evaluator (NULL), frames, frame, d, plays, d->player == 0 ? NULL : "Bia");
      gamao_replay_window_show_frame (replay, frame);
      /* Worked out off the main thread: nothing shown until they come. */
      g_assert_true (gamao_decision_panel_is_working (panel));
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (why)));
      wait_words (panel);
      g_assert_cmpstr (gtk_label_get_label (why), ==, expected ? expected : "");
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (why)) == (expected != NULL));
      spoken += expected && d->player == 0 && g_regex_match_simple ("\\b[Yy]our?\\b", expected, 0, 0);
      if (d->kind != GAMAO_DECISION_CHECKER && expected)
        cube = frame;
      checked++;
    }
  g_test_message ("%u marked decisions, %u of Ana's spoken to her", checked, spoken);
  g_assert_cmpuint (checked, >, 1);
  g_assert_cmpuint (spoken, >, 0);
  if (cube == G_MAXUINT)
    g_test_message ("no cube decision with words: stale words checked on a play's only");
  assert_stale_dropped (replay, panel, marks, cube);
  gtk_window_destroy (GTK_WINDOW (replay));
  gamao_store_set_desk_player (kept, NULL);
  gamao_match_record_unref (record);
}

/* Copy on a marked decision puts its position's IDs, diagram and the
 * ranked plays (or cube figures) on the clipboard, the choice made
 * marked. */
static void
assert_copied_decision (GamaoReplayWindow *replay)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (replay));
  g_auto (GValue) value = G_VALUE_INIT;

  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.copy", NULL);
  /* Said in the window's own notice, not a libadwaita 1.2 toast (whose
   * skipped animations write to freed memory). */
  GamaoNotice *notice = GAMAO_NOTICE (
    gtk_widget_get_template_child (GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "notice"));
  g_assert_cmpstr (gamao_notice_get_text (notice), ==, "Position copied as text");
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value,
                                                 NULL));
  const char *text = g_value_get_string (&value);
  g_assert_true (g_str_has_prefix (text, "Position ID: "));
  g_assert_nonnull (strstr (text, "\nMatch ID: "));
  g_assert_nonnull (strstr (text, "\nXGID="));
  g_assert_nonnull (strstr (text, "+------------------+---+------------------+"));
  g_assert_true (strstr (text, "\nRolled ") || strstr (text, "\nCube decision"));
  g_assert_true (strstr (text, "\n* played ") || strstr (text, "\n* chosen: "));
}

/* A match analysed on request: the bar shows it while it runs, and the
 * list shows each player's PR after. */

/* A key the window takes in the capture phase, before the focused widget. */
static void
assert_caught_first (GtkWidget *window, const char *key)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (window);
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c)
          || gtk_event_controller_get_propagation_phase (c) != GTK_PHASE_CAPTURE)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)) && !found; j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          found = g_str_equal (trigger, key);
        }
    }
  g_assert_true (found);
}

/* The words' first lines are in sight without scrolling: the panel
 * has the room for them at the window's size (they were below the ranked
 * plays, out of sight while the moves took most of the height). */
static void
assert_words_in_sight (GamaoDecisionPanel *panel)
{
  GtkWidget *why = GTK_WIDGET (gamao_decision_panel_get_why_label (panel));
  GtkWidget *scroller = GTK_WIDGET (
    gtk_widget_get_template_child (GTK_WIDGET (panel), GAMAO_TYPE_DECISION_PANEL, "scroller"));
  graphene_point_t top;

  /* Laid out with the words that just came. */
  ui_test_wait_frames (why, 2);
  g_assert_true (gtk_widget_compute_point (why, scroller, &GRAPHENE_POINT_INIT (0, 0), &top));
  g_assert_cmpfloat (top.y, >=, 0);
  g_assert_cmpfloat (top.y + MIN (gtk_widget_get_height (why), 60), <=,
                     gtk_widget_get_height (scroller));
  /* And whole, up to the panel's own limit: the match's figures above
   * them once left the words three lines to scroll. */
  g_assert_cmpint (gtk_widget_get_height (scroller), >=,
                   MIN (top.y + gtk_widget_get_height (why),
                        gtk_scrolled_window_get_max_content_height (GTK_SCROLLED_WINDOW (scroller))));
  /* Nor do they make the window taller than a 768 px screen's room
   * (it opens 640 px tall; the figures made it 794 for this match). */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (gtk_widget_get_root (why))), <=, 720);
}

static void
test_analyse (void)
{
  GamaoWindow *main_window = gamao_window_new (NULL);
  GamaoHistorySession *history = gamao_window_get_history (main_window);
  GamaoAnalysisQueue *queue = gamao_history_session_get_analysis_queue (history);
  GamaoHistoryWindow *window = gamao_history_window_new (GTK_WINDOW (main_window),
                                                         gamao_history_session_get_store (history));
  gboolean done = FALSE;
  /* The 3-point match: half the 5-point one's decisions, which is what
   * memcheck spends this test's time on (about 100x slower there). */
  gint64 analysed = ids.lost;

  gamao_history_window_set_analysis_queue (window, queue);
  gamao_analysis_queue_set_plies (queue, 0);
  gamao_analysis_queue_set_paused (queue, FALSE);
  g_signal_connect (queue, "finished", G_CALLBACK (on_analysed), &done);
  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (100);
  gtk_widget_activate_action (GTK_WIDGET (window), "history.analyse", "x", analysed);
  g_assert_cmpint (gamao_analysis_queue_get_current (queue), ==, analysed);
  /* Under valgrind the 0-ply analysis once took more than 30 s in a
   * fresh-clone check; its thread runs at nice 19. */
  ui_test_wait_until (is_true, &done);
  history_ui_wait (50);

  double pr[2];
  for (guint i = 0; i < history_ui_n_listed (window); i++)
    {
      g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (
        gamao_history_window_get_matches (window), i);
      g_assert_cmpint (gamao_match_summary_get_pr (m, pr), ==,
                       gamao_match_summary_get_id (m) == analysed);
    }
  assert_pr_unbroken (GTK_WIDGET (window));
  g_signal_handlers_disconnect_by_data (queue, &done);

  /* The replay marks the mistakes and jumps between them. */
  g_autoptr (GError) error = NULL;
  GamaoReplayWindow *replay = gamao_replay_window_new (NULL, gamao_history_session_get_store (history),
                                                       analysed, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (replay));
  history_ui_wait (100);
  GtkLabel *judgement = GTK_LABEL (gtk_widget_get_template_child (
    GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "analysis_label"));
  g_assert_cmpuint (gamao_replay_window_get_frame (replay), ==, 0);
  /* The first play (after the start and the opening roll): its dice on
   * the mover's side, not on the side of the player now on roll. */
  GamaoBoardView *replay_board = GAMAO_BOARD_VIEW (gtk_widget_get_template_child (
    GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "board_view"));
  g_assert_cmpint (gamao_board_view_get_last_turn_player (replay_board), ==, -1);
  gamao_replay_window_show_frame (replay, 2);
  g_assert_cmpint (gamao_board_view_get_last_turn_player (replay_board), >=, 0);
  g_assert_cmpint (gamao_board_view_get_last_turn_player (replay_board), !=,
                   gamao_board_view_get_on_roll (replay_board));
  gamao_replay_window_show_frame (replay, 0);
  /* The arrows, Home, End and the page keys are caught before the move
   * list, which has the focus and would take them for its own cursor. */
  assert_caught_first (GTK_WIDGET (replay), "Right");
  assert_caught_first (GTK_WIDGET (replay), "Left");
  assert_caught_first (GTK_WIDGET (replay), "Home");
  assert_caught_first (GTK_WIDGET (replay), "Page_Down");
  GamaoReplaySummary *summary = GAMAO_REPLAY_SUMMARY (gtk_widget_get_template_child (
    GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "summary"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (summary)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (
    widget_finder_label_showing (GTK_WIDGET (replay), "Not analysed yet."))));
  g_assert_true (g_str_has_prefix (gamao_replay_summary_get_text (summary), "Ana: PR "));
  g_assert_nonnull (strstr (gamao_replay_summary_get_text (summary), "\nBia: PR "));
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (summary), "Luck-adjusted result"));
  /* The breakdown: error rates by kind, cube errors by kind, each game's luck. */
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (summary), "Cube"));
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (summary), "Wrong passes"));
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (summary), "Luck per roll, game 1"));
  g_assert_nonnull (strstr (gamao_replay_summary_get_text (summary), "; checker play "));
  /* The figures are bare numbers: their titles say the units. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (widget_finder_label_showing (
                              GTK_WIDGET (summary), "Luck per roll"))),
                            "thousandths of a game per roll"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (widget_finder_label_showing (
                              GTK_WIDGET (summary), "Error rate"))),
                            "thousandths of a game"));
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.next-mistake", NULL);
  guint first = gamao_replay_window_get_frame (replay);
  g_assert_cmpuint (first, >, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (judgement)));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (judgement), "warning")
                 || gtk_widget_has_css_class (GTK_WIDGET (judgement), "error"));
  g_assert_nonnull (strstr (gtk_label_get_label (judgement), "better"));
  /* Why, in words, for a checker play: its first words are the better play. */
  GamaoDecisionPanel *decision = GAMAO_DECISION_PANEL (
    gtk_widget_get_template_child (GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "decision_panel"));
  GtkLabel *why = gamao_decision_panel_get_why_label (decision);
  wait_words (decision);
  const char *better = strstr (gtk_label_get_label (judgement), "better: ") + strlen ("better: ");
  const char *end = strstr (better, " ·");
  g_autofree char *better_play = end ? g_strndup (better, (gsize) (end - better)) : g_strdup (better);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (why)));
  /* The ranked plays with their equities, the play made marked. */
  GtkLabel *ranked = gamao_decision_panel_get_plays_label (decision);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ranked)));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (ranked), "Rolled "));
  g_autofree char *best_line = g_strdup_printf ("  1. %s ", better_play);
  g_assert_nonnull (strstr (gtk_label_get_label (ranked), best_line));
  g_assert_nonnull (strstr (gtk_label_get_label (ranked), "\n* played "));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (why), better_play));
  /* Nobody sits at this desk: the words name no "you". */
  g_assert_null (strstr (gtk_label_get_label (why), "you"));
  assert_words_in_sight (decision);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.next-mistake", NULL);
  g_assert_cmpuint (gamao_replay_window_get_frame (replay), >, first);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.previous-mistake", NULL);
  g_assert_cmpuint (gamao_replay_window_get_frame (replay), ==, first);
  assert_copied_decision (replay);
  assert_rolled_out (replay);
  gtk_window_destroy (GTK_WINDOW (replay));
  assert_words_voice (gamao_history_session_get_store (history), analysed);
  assert_charted (history, analysed);
  /* An analysis made with other weights shows as out of date once the
   * queue has read the present version. */
  g_assert_false (widget_finder_shows_text (GTK_WIDGET (window), "(out of date)"));
  keep_old_analysis (gamao_history_session_get_store (history), ids.won);
  gamao_analysis_queue_check_weights (queue, FALSE);
  ui_test_wait_until (weights_read, queue);
  history_ui_wait (50);
  GamaoHistoryWindow *second = gamao_history_window_new (NULL, gamao_history_session_get_store (history));
  gamao_history_window_set_analysis_queue (second, queue);
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (window), "(out of date)"));
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (second), "(out of date)"));
  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (main_window));
  history_ui_wait (50);
}

static guint
frame_of (GamaoReplayWindow *window)
{
  return gamao_replay_window_get_frame (window);
}

static void
test_replay (void)
{
  g_autoptr (GError) error = NULL;
  GamaoReplayWindow *window = gamao_replay_window_new (NULL, store, ids.won, &error);
  GtkDropDown *games;
  GtkAdjustment *slider;
  guint n;

  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (100);
  n = gamao_replay_window_get_n_frames (window);
  g_assert_cmpuint (n, >, 50);
  g_assert_cmpuint (frame_of (window), ==, 0);
  /* Not analysed: the replay says where to ask for it. */
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (window), "Not analysed yet."));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (
    widget_finder_label_showing (GTK_WIDGET (window), "Not analysed yet."))));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (window)) == FALSE);

  gtk_widget_activate_action (GTK_WIDGET (window), "replay.forward", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.forward", NULL);
  g_assert_cmpuint (frame_of (window), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.back", NULL);
  g_assert_cmpuint (frame_of (window), ==, 1);

  /* Issue 32: the person who played the computer sees their own point
   * numbers in every frame, the computer's moves too (they followed the
   * side on roll, so a play of theirs was numbered for the computer). */
  GamaoBoardView *board = GAMAO_BOARD_VIEW (gtk_widget_get_template_child (
    GTK_WIDGET (window), GAMAO_TYPE_REPLAY_WINDOW, "board_view"));
  for (guint i = 0; i < n; i++)
    {
      gamao_replay_window_show_frame (window, i);
      g_assert_cmpint (gamao_board_view_get_numbers_for (board), ==, 0);
    }

  /* The slider runs over the whole match. */
  slider = GTK_ADJUSTMENT (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                          GAMAO_TYPE_REPLAY_WINDOW, "adjustment"));
  g_assert_cmpfloat (gtk_adjustment_get_upper (slider), ==, n - 1);
  gtk_adjustment_set_value (slider, n - 1);
  g_assert_cmpuint (frame_of (window), ==, n - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.forward", NULL);
  g_assert_cmpuint (frame_of (window), ==, n - 1);

  /* Jumping to game 2 shows its start; Home goes back to game 1. */
  games = GTK_DROP_DOWN (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                        GAMAO_TYPE_REPLAY_WINDOW, "game_dropdown"));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (games)), >=, 2);
  gtk_drop_down_set_selected (games, 1);
  guint game2 = frame_of (window);
  g_assert_cmpuint (game2, >, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.game-start", NULL);
  g_assert_cmpuint (frame_of (window), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.game-end", NULL);
  g_assert_cmpuint (frame_of (window), ==, game2 - 1);

  /* The move list holds the current game, its current move selected. */
  GamaoMoveList *moves = GAMAO_MOVE_LIST (gtk_widget_get_template_child (
    GTK_WIDGET (window), GAMAO_TYPE_REPLAY_WINDOW, "move_list"));
  g_assert_cmpuint (gamao_move_list_get_selected (moves), ==, game2 - 1);

  /* The score sheet of the whole match. */
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.score-sheet", NULL);
  GtkWindow *sheet_window = history_ui_wait_for_window (GAMAO_TYPE_SCORE_SHEET);
  g_assert_nonnull (sheet_window);
  GamaoScoreSheet *sheet = GAMAO_SCORE_SHEET (sheet_window);
  g_assert_cmpuint (gamao_score_sheet_get_n_rows (sheet), ==,
                    g_list_model_get_n_items (gtk_drop_down_get_model (games)));
  gtk_window_destroy (GTK_WINDOW (sheet));
  gtk_window_destroy (GTK_WINDOW (window));

  /* A tracked match replays game by game. */
  window = gamao_replay_window_new (NULL, store, ids.tracked, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gamao_replay_window_get_n_frames (window), ==, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* On start the unfinished match is offered, and continuing it puts its
 * very position on the board; what is played next goes into the same
 * match of the history. */
static void
test_resume (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_offer_resume (window);
  history_ui_wait (100);
  dialog = ADW_MESSAGE_DIALOG (widget_finder_toplevel (ADW_TYPE_MESSAGE_DIALOG, TRUE));
  g_assert_nonnull (dialog);
  g_test_message ("%s", adw_message_dialog_get_body (dialog));
  g_autoptr (GamaoMatchSummary) summary = gamao_store_get_summary (store, ids.unfinished, NULL);
  /* The score is never cut at its dash (a word joiner after it): "6–"
   * ended a line of the dialog, "1?" began the next. */
  g_autofree char *question
    = g_strdup_printf ("Continue the 7-point match against Bia, %u–\u2060%u?",
                       gamao_match_summary_get_score (summary, 0),
                       gamao_match_summary_get_score (summary, 1));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, question);
  /* Not now: the empty page offers the way back in plain sight. */
  adw_message_dialog_response (dialog, "later");
  history_ui_wait (100);
  GtkWidget *again = widget_finder_shown_action_button (GTK_WIDGET (window),
                                                        "win.continue-unfinished");
  g_assert_nonnull (again);
  g_assert_null (gamao_window_get_match (window));
  g_assert_true (gtk_widget_activate_action (again, "win.continue-unfinished", NULL));
  history_ui_wait (100);
  g_assert_nonnull (gamao_window_get_match (window));
  g_assert_false (gtk_widget_get_visible (again));

  GamaoMatch *match = gamao_window_get_match (window);
  GamaoMatchRecord *stored = gamao_store_load (store, ids.unfinished, &error);
  g_assert_nonnull (match);
  g_assert_true (gamao_match_record_equal (gamao_match_get_record (match), stored));
  g_assert_cmpint (gamao_player_get_kind (gamao_match_get_player (match, 1)), ==,
                   GAMAO_PLAYER_COMPUTER);
  gamao_match_record_unref (stored);

  /* One more action lands in the same row. */
  if (gamao_match_get_phase (match) == GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    {
      g_assert_true (gamao_match_roll (match, &error));
      /* Written off the main thread, in order. */
      g_assert_true (gamao_store_writer_flush (
        gamao_history_session_get_writer (gamao_window_get_history (window)), 240000));
      stored = gamao_store_load (store, ids.unfinished, &error);
      g_assert_true (gamao_match_record_equal (gamao_match_get_record (match), stored));
      gamao_match_record_unref (stored);
    }

  /* The position copied as gnubg's IDs, and pasted back into a view. */
  g_autofree char *position = gamao_match_dup_position_id (match);
  g_autofree char *match_id = gamao_match_dup_match_id (match);
  g_autofree char *copied = g_strdup_printf ("%s:%s", position, match_id);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-position-id", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-position-id", NULL);
  GamaoReplayWindow *pasted = GAMAO_REPLAY_WINDOW (history_ui_wait_for_window (GAMAO_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (pasted);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (
    GTK_WIDGET (pasted), GAMAO_TYPE_REPLAY_WINDOW, "window_title"));
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, copied);
  g_assert_null (gamao_replay_window_new_for_ids (NULL, "not an id", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  gtk_window_destroy (GTK_WINDOW (pasted));
  history_ui_wait (50);

  /* Copied as eXtreme Gammon's XGID, and pasted back: the same position. */
  GamaoBoard board, pasted_board;
  GamaoMatchState state, pasted_state;
  char xgid[GAMAO_XGID_MAX], why[256];
  g_assert_cmpint (gamao_position_id_decode (position, &board, NULL), ==, GAMAO_ID_OK);
  gamao_match_get_match_state (match, &state);
  gamao_xgid_encode (&board, &state, xgid);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-xgid", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-position-id", NULL);
  pasted = GAMAO_REPLAY_WINDOW (history_ui_wait_for_window (GAMAO_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (pasted);
  title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (
    GTK_WIDGET (pasted), GAMAO_TYPE_REPLAY_WINDOW, "window_title"));
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, xgid);
  g_assert_true (gamao_xgid_decode (xgid, &pasted_board, &pasted_state, why, sizeof why));
  g_assert_true (gamao_board_equal (&board, &pasted_board));
  /* A broken XGID says what is wrong with it. */
  g_assert_null (gamao_replay_window_new_for_ids (
    NULL, "XGID=-b----E-C---eE---c-e----B-:0:0:1:72:0:0:0:7:10", &error));
  g_assert_nonnull (strstr (error->message, "XGID"));
  gtk_window_destroy (GTK_WINDOW (pasted));

  /* Copied as text for a forum: the same IDs, the XGID, the diagram. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-position-text", NULL);
  g_auto (GValue) value = G_VALUE_INIT;
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (
    gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (window))), &value, NULL));
  g_autofree char *id_line = g_strdup_printf ("Position ID: %s\nMatch ID: %s\n%s\n", position,
                                              match_id, xgid);
  g_assert_true (g_str_has_prefix (g_value_get_string (&value), id_line));
  g_assert_nonnull (strstr (g_value_get_string (&value), "+------------------+"));
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

static GtkWidget *
track_child (GamaoTrackWindow *window, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_TRACK_WINDOW,
                                                    name));
}

static void
track_game (GamaoTrackWindow *window, guint winner, guint result, guint cube_index)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (track_child (window, "winner_row")), winner);
  adw_combo_row_set_selected (ADW_COMBO_ROW (track_child (window, "result_row")), result);
  adw_combo_row_set_selected (ADW_COMBO_ROW (track_child (window, "cube_row")), cube_index);
  gtk_widget_activate_action (GTK_WIDGET (window), "track.add-game", NULL);
}

/* A 3-point match on a real board: a gammon to 2-0 makes the next game
 * the Crawford game (no cube there), a backgammon with the cube on 2
 * ends the match. */
static void
test_track (void)
{
  GamaoTrackWindow *window = gamao_track_window_new (NULL, store);
  GtkLabel *status = GTK_LABEL (track_child (window, "status_label"));
  g_autoptr (GamaoMatchSummary) summary = NULL;

  gtk_window_present (GTK_WINDOW (window));
  gtk_editable_set_text (GTK_EDITABLE (track_child (window, "name0_row")), "Zé");
  gtk_editable_set_text (GTK_EDITABLE (track_child (window, "name1_row")), "Lia");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (track_child (window, "length_spin")), 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "track.start", NULL);
  g_assert_cmpint (gamao_track_window_get_match_id (window), >, 0);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (track_child (window, "score_label"))), ==,
                   "Zé 0 – 0 Lia");

  track_game (window, 0, 1, 0);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Game 2 is the Crawford game: no doubling.");
  g_assert_false (gtk_widget_get_sensitive (track_child (window, "cube_row")));
  track_game (window, 1, 0, 0);
  g_assert_true (gtk_widget_get_sensitive (track_child (window, "cube_row")));
  track_game (window, 0, 2, 1);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Zé wins the match 8–1.");
  g_assert_false (gtk_widget_get_sensitive (track_child (window, "entry_group")));

  summary = gamao_store_get_summary (store, gamao_track_window_get_match_id (window), NULL);
  g_assert_cmpint (gamao_match_summary_get_winner (summary), ==, 0);
  g_assert_cmpstr (gamao_match_summary_get_origin (summary), ==, GAMAO_STORE_ORIGIN_TRACKED);
  gtk_widget_activate_action (GTK_WIDGET (window), "track.roll", NULL);
  g_assert_nonnull (adw_action_row_get_subtitle (ADW_ACTION_ROW (track_child (window, "dice_row"))));
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* The app with a damaged history starts with a fresh one, the old file
 * kept beside it, and says so. */
static void
test_damaged (void)
{
  g_autofree char *path = g_build_filename (dir, "damaged.db", NULL);
  g_autofree char *saved = g_strdup (g_getenv ("GAMAO_DB"));
  g_autofree char *kept = NULL;

  g_assert_true (g_file_set_contents (path, "this is not a database", -1, NULL));
  g_setenv ("GAMAO_DB", path, TRUE);
  GamaoWindow *window = gamao_window_new (NULL);
  GamaoHistorySession *history = gamao_window_get_history (window);
  GamaoStore *fresh = gamao_history_session_get_store (history);
  g_setenv ("GAMAO_DB", saved, TRUE);

  g_assert_nonnull (fresh);
  g_assert_nonnull (gamao_store_get_moved_aside (fresh));
  g_assert_true (g_file_get_contents (gamao_store_get_moved_aside (fresh), &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "this is not a database");
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* Whether a label under `widget` shows text containing `part`. */
static void
on_quit (GSimpleAction *action, GVariant *param, gpointer quits)
{
  (*(int *) quits)++;
}

/* The history, the statistics, a replay opened from the history and a
 * pasted position are the application's windows, so its actions and
 * accelerators (Ctrl+Q for app.quit) work there too. */
static void
test_app_accels (void)
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.gamao.TestHistoryUi",
                                                        G_APPLICATION_NON_UNIQUE);
  g_autoptr (GSimpleAction) quit = g_simple_action_new ("quit", NULL);
  g_autoptr (GError) error = NULL;
  int quits = 0;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_signal_connect (quit, "activate", G_CALLBACK (on_quit), &quits);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (quit));
  GtkWindow *parent = GTK_WINDOW (adw_application_window_new (GTK_APPLICATION (app)));
  GamaoHistoryWindow *history = gamao_history_window_new (parent, store);
  GamaoStatsWindow *stats = gamao_stats_window_new (GTK_WINDOW (history), store, NULL);

  g_assert_true (gtk_window_get_application (GTK_WINDOW (history)) == GTK_APPLICATION (app));
  g_assert_true (gtk_window_get_application (GTK_WINDOW (stats)) == GTK_APPLICATION (app));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "app.quit", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (stats), "app.quit", NULL));
  g_assert_cmpint (quits, ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (history), "history.open", "x", ids.won);
  GamaoReplayWindow *replay
    = GAMAO_REPLAY_WINDOW (widget_finder_toplevel (GAMAO_TYPE_REPLAY_WINDOW, FALSE));
  g_assert_nonnull (replay);
  g_assert_true (gtk_window_get_application (GTK_WINDOW (replay)) == GTK_APPLICATION (app));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "app.quit", NULL));
  gtk_window_destroy (GTK_WINDOW (replay));
  GamaoReplayWindow *pasted = gamao_replay_window_new_for_ids (parent, "4HPwATDgc/ABMA", &error);
  g_assert_no_error (error);
  g_assert_true (gtk_window_get_application (GTK_WINDOW (pasted)) == GTK_APPLICATION (app));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pasted), "app.quit", NULL));
  gtk_window_destroy (GTK_WINDOW (pasted));
  g_assert_cmpint (quits, ==, 4);
  gtk_window_destroy (GTK_WINDOW (stats));
  gtk_window_destroy (GTK_WINDOW (history));
  gtk_window_destroy (parent);
  history_ui_wait (50);
}

/* With matches in the history, the window without a match does not say
 * "No Match Yet" (it did behind the offer to continue one). */
static void
test_empty_page (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  GObject *title = gamao_window_get_empty_object (window, "title");
  GObject *description = gamao_window_get_empty_object (window, "description");
  GObject *history = gamao_window_get_empty_object (window, "history_button");

  gamao_history_session_get_store (gamao_window_get_history (window));
  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (50);
  g_assert_cmpstr (gamao_wrapped_text_get_text (GAMAO_WRAPPED_TEXT (title)), ==,
                   "No Match in Progress");
  g_assert_nonnull (strstr (gamao_wrapped_text_get_text (GAMAO_WRAPPED_TEXT (description)),
                            "matches are kept in the history"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (history)));
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* Files brought from the desktop (command line, "Open with", a drop):
 * every good one imported in one go, and the refused ones named with
 * their line. Export writes .sgf for a .sgf name. */
static void
test_open_files (void)
{
  GamaoWindow *main_window = gamao_window_new (NULL);
  GamaoHistorySession *history = gamao_window_get_history (main_window);
  GamaoHistoryWindow *window = gamao_history_window_new (GTK_WINDOW (main_window),
                                                         gamao_history_session_get_store (history));
  g_autoptr (GError) error = NULL;
  g_autofree char *sgf_path = g_build_filename (dir, "exported.sgf", NULL);
  g_autofree char *mat_path = g_build_filename (dir, "exported.txt", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "broken.mat", NULL);
  g_autofree char *text = NULL;
  GFile *files[3] = { g_file_new_for_path (sgf_path), g_file_new_for_path (mat_path),
                      g_file_new_for_path (bad_path) };

  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (100);
  guint before = history_ui_n_listed (window);
  g_assert_true (gamao_history_window_export_file (window, ids.won, files[0], &error));
  g_assert_true (gamao_history_window_export_file (window, ids.won, files[1], &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (sgf_path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "(;FF[4]GM[6]"));
  g_assert_true (g_file_set_contents (bad_path, " 5 point match\n\n Game 1\n x : y\n", -1, NULL));

  g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  g_assert_cmpuint (gamao_store_import_files (store, files, 3, failures), ==, 2);
  g_assert_cmpuint (failures->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (failures, 0), "broken.mat: Line 4: "));
  g_autofree char *summary = gamao_store_import_summary (2, failures);
  g_assert_nonnull (strstr (summary, "2 matches imported"));
  g_assert_nonnull (strstr (summary, "broken.mat: Line 4"));

  /* Through the window, as a drop or the command line does it. */
  gamao_history_session_import_files (history, files, 2);
  /* On the writer's thread: the window stays live meanwhile. */
  g_assert_true (gamao_history_session_get_importing (history));
  g_assert_true (gamao_store_writer_flush (gamao_history_session_get_writer (history), 240000));
  g_assert_false (gamao_history_session_get_importing (history));
  gamao_history_window_reload (window);
  gamao_history_window_set_filter (window, NULL, GAMAO_STORE_FILTER_ALL);
  g_assert_cmpuint (history_ui_n_listed (window), ==, before + 4);
  GamaoMatchRecord *a = gamao_store_load (store, ids.won, NULL);
  GamaoMatchRecord *b = gamao_store_load (store, history_ui_listed_id (window, 0), NULL);
  g_assert_true (gamao_match_record_equal (a, b));
  gamao_match_record_unref (a);
  gamao_match_record_unref (b);
  for (guint i = 0; i < 4; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "history.delete", "x",
                                history_ui_listed_id (window, 0));
  g_assert_cmpuint (history_ui_n_listed (window), ==, before);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    g_object_unref (files[i]);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (main_window));
  history_ui_wait (50);
}

/* Paste Position ID with nothing on the clipboard says so in plain
 * words, not GDK's "Format text/plain not supported". */
static gboolean
says_no_text (gpointer window)
{
  return widget_finder_shows_text (window, "There is no text on the clipboard");
}

static void
test_paste_no_text (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autoptr (GBytes) png = g_bytes_new_static ("\x89PNG", 4);
  g_autoptr (GdkContentProvider) image = gdk_content_provider_new_for_bytes ("image/png", png);

  gamao_history_session_get_store (gamao_window_get_history (window));
  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (50);
  g_assert_true (gdk_clipboard_set_content (clipboard, image));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-position-id", NULL);
  /* The clipboard is read asynchronously: under memcheck on a busy
   * machine the answer takes more than the 300 ms once waited here. */
  ui_test_poll_until (says_no_text, window, 50);
  g_assert_false (widget_finder_shows_text (GTK_WIDGET (window), "not supported"));
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* The statistics are counted from the side of the person chosen as
 * "you", and the choice is remembered. */
static void
test_desk_player (void)
{
  GamaoWindow *main_window = gamao_window_new (NULL);
  GamaoHistorySession *history = gamao_window_get_history (main_window);
  GamaoStore *kept = gamao_history_session_get_store (history);
  GamaoStatsWindow *window = gamao_stats_window_new (GTK_WINDOW (main_window), kept, NULL);
  GtkDropDown *row = GTK_DROP_DOWN (
    gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_STATS_WINDOW, "desk_dropdown"));
  GListModel *names = gtk_drop_down_get_model (row);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  guint rui = GTK_INVALID_LIST_POSITION;

  gtk_window_present (GTK_WINDOW (window));
  history_ui_wait (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (row), ==, 0);
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Rui"))
      rui = i;
  g_assert_cmpuint (rui, !=, GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (row, rui);
  history_ui_wait (50);
  g_assert_cmpstr (gamao_store_get_desk_player (kept), ==, "Rui");
  g_autofree char *remembered = g_settings_get_string (settings, "desk-player");
  g_assert_cmpstr (remembered, ==, "Rui");
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (window), "Rui ("));
  gtk_drop_down_set_selected (row, 0);
  history_ui_wait (50);
  g_assert_null (gamao_store_get_desk_player (kept));
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (main_window));
  history_ui_wait (50);
}

/* A roll reads with the higher die first wherever it is shown (gnubg's
 * order): the opening 1 for Light and 3 for Dark is Dark's 3-1. */
static void
test_dice_order (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GamaoReplayFrames) frames = NULL;
  g_autoptr (GError) error = NULL;
  gboolean seen = FALSE;

  g_assert_true (gamao_match_roll_dice (match, 1, 3, &error));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", &error));
  g_assert_no_error (error);
  frames = gamao_replay_frames_new (gamao_match_get_record (match));
  for (guint i = 0; i < gamao_replay_frames_get_n (frames); i++)
    {
      const char *text = gamao_replay_frames_get (frames, i)->text;

      g_test_message ("%s", text);
      g_assert_null (strstr (text, "1-3"));
      g_assert_null (strstr (text, "13:"));
      seen = seen || strstr (text, "plays 3-1: 8/5 6/5") != NULL;
    }
  g_assert_true (seen);
}

/* The statistics chart writes the matches' dates under its axis: the
 * first always, the last when it fits, never two closer than their
 * width; day and month within one year, the whole date across years. */
static guint
count_dates (GPtrArray *labels)
{
  guint n = 0;

  for (guint i = 0; i < labels->len; i++)
    n += g_ptr_array_index (labels, i) != NULL;
  return n;
}

static GArray *
matches_every (gint64 from, gint64 every, guint n)
{
  GArray *matches = g_array_new (FALSE, TRUE, sizeof (GamaoStoreAnalysedMatch));

  for (guint i = 0; i < n; i++)
    {
      GamaoStoreAnalysedMatch m = { .id = i + 1, .when = from + (gint64) i * every };
      g_array_append_val (matches, m);
    }
  return matches;
}

static void
test_chart_dates (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *chart = gamao_performance_chart_new (GAMAO_PERFORMANCE_PR);
  /* 2026-03-01 12:00 UTC, then a day apart: one year. */
  g_autoptr (GArray) days = matches_every (1772366400, 86400, 30);
  g_autoptr (GDateTime) first = g_date_time_new_from_unix_local (1772366400);
  g_autoptr (GDateTime) last = g_date_time_add_days (first, 29);
  g_autofree char *first_text = g_date_time_format (first, "%b %-d");
  g_autofree char *last_text = g_date_time_format (last, "%b %-d");

  gtk_window_set_child (GTK_WINDOW (window), chart);
  gamao_performance_chart_set_matches (GAMAO_PERFORMANCE_CHART (chart), days);
  g_autoptr (GPtrArray) narrow = gamao_performance_chart_dup_date_labels (
    GAMAO_PERFORMANCE_CHART (chart), 400);
  g_assert_cmpuint (narrow->len, ==, 30);
  g_assert_cmpstr (g_ptr_array_index (narrow, 0), ==, first_text);
  g_assert_cmpstr (g_ptr_array_index (narrow, 29), ==, last_text);
  g_assert_cmpuint (count_dates (narrow), >, 2);
  g_assert_cmpuint (count_dates (narrow), <, 30);
  /* No two closer than a label's width: "Mar 30" is about 40 pixels. */
  PangoLayout *layout = gtk_widget_create_pango_layout (chart, last_text);
  int w, h, previous = 0;
  pango_layout_get_pixel_size (layout, &w, &h);
  g_object_unref (layout);
  for (int i = 1; i < 30; i++)
    if (g_ptr_array_index (narrow, i))
      {
        g_assert_cmpfloat ((i - previous) * (400.0 - 50.0) / 29.0, >=, w);
        previous = i;
      }
  /* Wide enough for every date. */
  g_autoptr (GPtrArray) wide = gamao_performance_chart_dup_date_labels (
    GAMAO_PERFORMANCE_CHART (chart), 3000);
  g_assert_cmpuint (count_dates (wide), ==, 30);

  /* A year apart: the whole date. */
  g_autoptr (GArray) years = matches_every (1772366400, 366 * 86400, 3);
  gamao_performance_chart_set_matches (GAMAO_PERFORMANCE_CHART (chart), years);
  g_autoptr (GPtrArray) dated = gamao_performance_chart_dup_date_labels (
    GAMAO_PERFORMANCE_CHART (chart), 600);
  g_autofree char *whole = g_date_time_format (first, "%x");
  g_assert_cmpstr (g_ptr_array_index (dated, 0), ==, whole);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  dir = store_test_make_dir ();
  path = g_build_filename (dir, "history.db", NULL);
  g_setenv ("GAMAO_DB", path, TRUE);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  history_ui_fill (store, &ids);

  g_test_add_func ("/history-ui/list", test_list);
  g_test_add_func ("/history-ui/app-accels", test_app_accels);
  g_test_add_func ("/history-ui/continue-signal", test_continue_signal);
  g_test_add_func ("/history-ui/replay", test_replay);
  g_test_add_func ("/history-ui/resume", test_resume);
  g_test_add_func ("/history-ui/track", test_track);
  g_test_add_func ("/history-ui/damaged", test_damaged);
  g_test_add_func ("/history-ui/empty-page", test_empty_page);
  g_test_add_func ("/history-ui/paste-no-text", test_paste_no_text);
  g_test_add_func ("/history-ui/open-files", test_open_files);
  g_test_add_func ("/history-ui/desk-player", test_desk_player);
  g_test_add_func ("/history-ui/dice-order", test_dice_order);
  g_test_add_func ("/history-ui/analyse", test_analyse);
  g_test_add_func ("/history-ui/chart-dates", test_chart_dates);
  status = g_test_run ();
  g_clear_object (&store);
  store_test_remove_dir (dir);
  g_free (dir);
  return status;
}
