/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Draws the history windows into PNGs, to look at them:
 *
 *   history-screenshot OUT_DIR [light|dark]
 *
 * writes history.png, replay.png, stats.png and resume.png from a small
 * seeded history in OUT_DIR/history.db. The language is the
 * environment's (LANGUAGE=pt_BR …; GAMAO_LOCALEDIR for the build tree's
 * catalogues). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "shot-util.h"

#include "gamao-history-session.h"
#include "gamao-window.h"
#include "gamao-history-window.h"
#include "gamao-replay-window.h"
#include "gamao-decision-panel.h"
#include "gamao-rollout-panel.h"
#include "gamao-move-list.h"
#include "gamao-notice.h"
#include "gamao-performance-chart.h"
#include "gamao-replay-summary.h"
#include "gamao-stats-window.h"
#include "gamao-store-analysis.h"
#include "gamao-track-window.h"
#include "history-ui-util.h"
#include "widget-finder.h"

static void
save_clipboard (GtkWidget *widget, const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (widget));
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  if (content && gdk_content_provider_get_value (content, &value, NULL))
    g_file_set_contents (path, g_value_get_string (&value), -1, NULL);
  g_print ("%s\n", path);
}

static void
keep_old_analysis (GamaoStore *store, gint64 id)
{
  GamaoDecision d = { .kind = GAMAO_DECISION_TAKE, .player = 1, .counted = true };
  GamaoAnalysis a = { .plies = 2, .length = 5, .decisions = &d, .n_decisions = 1 };

  a.players[0].rating = a.players[1].rating = "Expert";
  a.players[0].pr = 6.2f;
  a.players[1].pr = 7.9f;
  gamao_store_save_analysis (store, id, &a, "0 games", NULL);
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");
  g_autofree char *db = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = NULL;
  HistoryUiMatches ids;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc < 2)
    {
      g_printerr ("usage: %s OUT_DIR [light|dark]\n", argv[0]);
      return 2;
    }
  gtk_init ();
  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      argc > 2 && g_str_equal (argv[2], "dark")
                                        ? ADW_COLOR_SCHEME_FORCE_DARK
                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* The app's own style sheet, as GamaoApplication loads it. */
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/gamao/Gamao/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_mkdir_with_parents (argv[1], 0755);
  db = g_build_filename (argv[1], "history.db", NULL);
  g_remove (db);
  g_setenv ("GAMAO_DB", db, TRUE);
  store = gamao_store_open (db, &error);
  if (!store)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  history_ui_fill (store, &ids);

  GamaoWindow *main_window = gamao_window_new (NULL);
  GamaoHistorySession *session = gamao_window_get_history (main_window);
  gtk_window_present (GTK_WINDOW (main_window));
  gamao_window_offer_resume (main_window);
  history_ui_wait (700);
  shot_save (GTK_WIDGET (widget_finder_toplevel (ADW_TYPE_MESSAGE_DIALOG, FALSE)), argv[1], "resume.png");
  gtk_window_destroy (GTK_WINDOW (widget_finder_toplevel (ADW_TYPE_MESSAGE_DIALOG, FALSE)));

  GamaoHistoryWindow *history = gamao_history_window_new (GTK_WINDOW (main_window), store);
  GamaoAnalysisQueue *queue = gamao_history_session_get_analysis_queue (session);
  gamao_history_window_set_analysis_queue (history, queue);
  gtk_window_present (GTK_WINDOW (history));
  history_ui_wait (700);
  /* With the weights at hand: the won match analysed (its PR in the
   * list), then the lost one caught while it is analysed. */
  if (g_getenv ("GAMAO_WEIGHTS_DIR"))
    {
      gamao_analysis_queue_set_plies (queue, 0);
      gamao_analysis_queue_add (queue, ids.won);
      for (int i = 0; i < 400 && gamao_analysis_queue_get_current (queue); i++)
        history_ui_wait (50);
      gamao_analysis_queue_set_plies (queue, 2);
      gamao_analysis_queue_add (queue, ids.lost);
      history_ui_wait (1500);
      shot_save (GTK_WIDGET (history), argv[1], "history-analysing.png");
      gamao_analysis_queue_stop (queue);
      for (int i = 0; i < 400 && gamao_analysis_queue_get_current (queue); i++)
        history_ui_wait (50);
      /* Both analysed, for the statistics' chart. */
      gamao_analysis_queue_set_plies (queue, 0);
      gamao_analysis_queue_add (queue, ids.lost);
      for (int i = 0; i < 400 && gamao_analysis_queue_get_current (queue); i++)
        history_ui_wait (50);
      /* The won match as if analysed with older weights: out of date. */
      keep_old_analysis (store, ids.won);
      gamao_analysis_queue_check_weights (queue, FALSE);
      for (int i = 0; i < 400 && !gamao_analysis_queue_get_weights (queue); i++)
        history_ui_wait (50);
      GamaoHistoryWindow *fresh = gamao_history_window_new (GTK_WINDOW (main_window), store);
      gamao_history_window_set_analysis_queue (fresh, queue);
      gtk_window_present (GTK_WINDOW (fresh));
      history_ui_wait (700);
      shot_save (GTK_WIDGET (fresh), argv[1], "history-out-of-date.png");
      gtk_window_destroy (GTK_WINDOW (fresh));
      gamao_analysis_queue_set_plies (queue, 0);
      gamao_analysis_queue_add (queue, ids.won);
      for (int i = 0; i < 400 && gamao_analysis_queue_get_current (queue); i++)
        history_ui_wait (50);
      history_ui_wait (700);
    }
  shot_save (GTK_WIDGET (history), argv[1], "history.png");
  gtk_widget_activate_action (GTK_WIDGET (history), "history.delete", "x", ids.lost);
  history_ui_wait (700);
  shot_save (GTK_WIDGET (history), argv[1], "history-deleted.png");

  GamaoReplayWindow *replay = gamao_replay_window_new (NULL, store, ids.won, &error);
  gtk_window_present (GTK_WINDOW (replay));
  history_ui_wait (300);
  /* A moment with the cube in play, if the match has one. */
  gamao_replay_window_show_frame (replay, 37);
  history_ui_wait (900);
  shot_save (GTK_WIDGET (replay), argv[1], "replay.png");
  /* The first mistake the analysis marked, when there is one. */
  gamao_replay_window_show_frame (replay, 0);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.next-mistake", NULL);
  history_ui_wait (900);
  shot_save (GTK_WIDGET (replay), argv[1], "replay-mistake.png");
  /* The same at a phone's width. */
  int replay_width, replay_height;
  gtk_window_get_default_size (GTK_WINDOW (replay), &replay_width, &replay_height);
  gtk_window_set_default_size (GTK_WINDOW (replay), 360, replay_height);
  history_ui_wait (900);
  shot_save (GTK_WIDGET (replay), argv[1], "replay-mistake-narrow.png");
  gtk_window_set_default_size (GTK_WINDOW (replay), replay_width, replay_height);
  history_ui_wait (900);
  /* Copy: the toast, and the text as it goes to a forum. */
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.copy", NULL);
  history_ui_wait (300);
  shot_save (GTK_WIDGET (replay), argv[1], "replay-copied.png");
  save_clipboard (GTK_WIDGET (replay), argv[1], "copied.txt");
  /* Roll Out on the mistake: a short rollout, then its figures. */
  GamaoRolloutPanel *panel = gamao_decision_panel_get_rollout (
    GAMAO_DECISION_PANEL (gtk_widget_get_template_child (GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW,
                                                         "decision_panel")));
  guint mistake = gamao_replay_window_get_frame (replay);
  gamao_rollout_panel_set_games (panel, 72);
  gamao_replay_window_show_frame (replay, mistake + 1);
  gamao_replay_window_show_frame (replay, mistake);
  history_ui_wait (300);
  shot_save (GTK_WIDGET (replay), argv[1], "replay-rollout-offer.png");
  gtk_widget_activate_action (GTK_WIDGET (panel), "rollout.start", NULL);
  history_ui_wait (400);
  shot_save (GTK_WIDGET (replay), argv[1], "replay-rollout-running.png");
  for (int i = 0; i < 1200 && gamao_rollout_panel_is_running (panel); i++)
    history_ui_wait (50);
  history_ui_wait (300);
  shot_save (GTK_WIDGET (replay), argv[1], "replay-rollout.png");
  /* A marked cube decision, when the match has one: its words. */
  GtkLabel *judgement = GTK_LABEL (gtk_widget_get_template_child (
    GTK_WIDGET (replay), GAMAO_TYPE_REPLAY_WINDOW, "analysis_label"));
  for (guint i = 0, last = G_MAXUINT; i < 200 && last != gamao_replay_window_get_frame (replay); i++)
    {
      last = gamao_replay_window_get_frame (replay);
      gtk_widget_activate_action (GTK_WIDGET (replay), "replay.next-mistake", NULL);
      if (!g_regex_match_simple ("[0-9]+/", gtk_label_get_label (judgement), 0, 0))
        {
          history_ui_wait (600);
          shot_save (GTK_WIDGET (replay), argv[1], "replay-cube.png");
          break;
        }
    }

  GamaoStatsWindow *stats = gamao_stats_window_new (GTK_WINDOW (history), store, "Bia");
  gtk_window_present (GTK_WINDOW (stats));
  history_ui_wait (700);
  shot_save (GTK_WIDGET (stats), argv[1], "stats.png");

  /* The chart with a month of matches: the dates under its axis. */
  GtkWidget *chart_window = gtk_window_new ();
  GtkWidget *chart = gamao_performance_chart_new (GAMAO_PERFORMANCE_PR);
  g_autoptr (GArray) month = g_array_new (FALSE, TRUE, sizeof (GamaoStoreAnalysedMatch));
  for (guint i = 0; i < 24; i++)
    {
      GamaoStoreAnalysedMatch m = { .id = i + 1, .when = 1772366400 + (gint64) i * 130000,
                                    .players = { { .pr = 6.0f + (float) (i * 7 % 5) },
                                                 { .pr = 9.0f - (float) (i * 3 % 4) } } };
      g_array_append_val (month, m);
    }
  gamao_performance_chart_set_matches (GAMAO_PERFORMANCE_CHART (chart), month);
  gtk_window_set_child (GTK_WINDOW (chart_window), chart);
  gtk_window_set_default_size (GTK_WINDOW (chart_window), 460, 200);
  gtk_window_present (GTK_WINDOW (chart_window));
  history_ui_wait (500);
  shot_save (chart_window, argv[1], "chart-dates.png");
  gtk_window_destroy (GTK_WINDOW (chart_window));

  GamaoTrackWindow *track = gamao_track_window_new (NULL, store);
  static const guint games[][3] = { { 0, 0, 0 }, { 1, 1, 1 }, { 0, 0, 2 } };
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (
                           GTK_WIDGET (track), GAMAO_TYPE_TRACK_WINDOW, "name0_row")),
                         "Ana");
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (
                           GTK_WIDGET (track), GAMAO_TYPE_TRACK_WINDOW, "name1_row")),
                         "Rui");
  gtk_window_present (GTK_WINDOW (track));
  history_ui_wait (500);
  shot_save (GTK_WIDGET (track), argv[1], "track-setup.png");
  gtk_widget_activate_action (GTK_WIDGET (track), "track.start", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (
                                    GTK_WIDGET (track), GAMAO_TYPE_TRACK_WINDOW, "winner_row")),
                                  games[i][0]);
      adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (
                                    GTK_WIDGET (track), GAMAO_TYPE_TRACK_WINDOW, "result_row")),
                                  games[i][1]);
      adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (
                                    GTK_WIDGET (track), GAMAO_TYPE_TRACK_WINDOW, "cube_row")),
                                  games[i][2]);
      gtk_widget_activate_action (GTK_WIDGET (track), "track.add-game", NULL);
    }
  gtk_widget_activate_action (GTK_WIDGET (track), "track.roll", NULL);
  history_ui_wait (700);
  shot_save (GTK_WIDGET (track), argv[1], "track.png");

  /* A position pasted as gnubg IDs: the unfinished match's. */
  GamaoMatchRecord *record = gamao_store_load (store, ids.unfinished, &error);
  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (record, &error);
  g_autofree char *position = gamao_match_dup_position_id (match);
  g_autofree char *match_id = gamao_match_dup_match_id (match);
  g_autofree char *text = g_strdup_printf ("%s:%s", position, match_id);
  GamaoReplayWindow *pasted = gamao_replay_window_new_for_ids (NULL, text, &error);
  gamao_match_record_unref (record);
  gtk_window_present (GTK_WINDOW (pasted));
  history_ui_wait (900);
  shot_save (GTK_WIDGET (pasted), argv[1], "position.png");
  return 0;
}
