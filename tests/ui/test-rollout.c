/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rollout button under the computer's advice (the hint popover and
 * the pasted-position view share it): it rolls out every play listed, or
 * no double and double/take before rolling, shows a progress bar, and a
 * Stop keeps what was found. */
#include "config.h"

#include <adwaita.h>

#include "gamao-hint-list.h"
#include "gamao-match-state.h"
#include "ui-test-util.h"
#include "widget-finder.h"

static gboolean
ready (gpointer data)
{
  return gamao_hint_list_is_ready (data);
}

static gboolean
rolled_out (gpointer data)
{
  return gamao_hint_list_get_rollout_games (data) > 0;
}

static gboolean
is_progress_bar_started (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_PROGRESS_BAR (widget) && gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (widget)) > 0;
}

/* The rollout's progress bar has moved: a game was played out. */
static gboolean
made_progress (gpointer list)
{
  return widget_finder_find (list, is_progress_bar_started, NULL) != NULL;
}

/* The rollout ended: its Stop button is gone, the result in its place. */
static gboolean
shows_result (gpointer list)
{
  return gamao_hint_list_get_stop_button (list) == NULL;
}

/* Games per rollout: 12 under the sanitizers (GAMAO_TEST_SLOW, set by
 * build-aux/check), where each is several times slower; the checks do
 * not depend on the number. */
static guint
rollout_games (void)
{
  return g_getenv ("GAMAO_TEST_SLOW") ? 12 : 36;
}

static GamaoHintList *
advice_in_window (GtkWindow *window, int d1, int d2, guint games)
{
  GamaoHintList *list = GAMAO_HINT_LIST (gamao_hint_list_new (FALSE));
  GamaoMatchState state;
  GamaoBoard board;

  gtk_window_set_child (window, GTK_WIDGET (list));
  gtk_window_present (window);
  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 0);
  state.dice[0] = d1;
  state.dice[1] = d2;
  gamao_hint_list_set_rollout_games (list, games);
  gamao_hint_list_ask (list, gamao_ai_job_new_for_position (&board, &state, GAMAO_AI_HINT,
                                                            GAMAO_HINT_LEVEL));
  ui_test_wait_until (ready, list);
  return list;
}

/* With GAMAO_TEST_SHOT=DIR set, the widget as drawn goes to DIR/NAME.png,
 * to look at. */
static void
shot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("GAMAO_TEST_SHOT");

  if (!dir)
    return;
  ui_test_wait_ms (400);
  widget = GTK_WIDGET (gtk_widget_get_root (widget));
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  if (!node)
    return;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr (GdkTexture) texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);
  gdk_texture_save_to_png (texture, path);
}

static void
test_rollout_plays (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GamaoHintList *list = advice_in_window (window, 3, 1, rollout_games ());

  g_assert_cmpuint (gamao_hint_list_get_n_plays (list), >, 1);
  g_assert_nonnull (gamao_hint_list_get_rollout_button (list));
  shot (GTK_WIDGET (list), "rollout-offered");
  g_signal_emit_by_name (gamao_hint_list_get_rollout_button (list), "clicked");
  /* While it runs: a progress bar and a Stop button instead. */
  g_assert_null (gamao_hint_list_get_rollout_button (list));
  g_assert_nonnull (gamao_hint_list_get_stop_button (list));
  shot (GTK_WIDGET (list), "rollout-running");
  ui_test_wait_until (rolled_out, list);
  g_assert_cmpuint (gamao_hint_list_get_rollout_games (list), ==, rollout_games ());
  g_assert_null (gamao_hint_list_get_stop_button (list));
  /* Every figure with its standard error, and how the games were played. */
  g_assert_true (gamao_hint_list_shows (list, "Win "));
  g_assert_true (gamao_hint_list_shows (list, "Lose "));
  /* In the app's one unit (gamao-figures), and with the settings of
   * GamaoAnalysisSettings: 0-ply plays, truncated after 10 plies. */
  g_assert_true (gamao_hint_list_shows (list, "Cubeless: equity "));
  g_assert_true (gamao_hint_list_shows (list, "Cubeful: equity "));
  g_autofree char *how = g_strdup_printf ("rollout: %u games, 0\u2011ply, truncated after 10 plies, "
                                          "cubeful; variance reduction, seed 1, ",
                                          rollout_games ());
  g_assert_true (gamao_hint_list_shows (list, how));
  shot (GTK_WIDGET (list), "rollout-plays");
  gtk_window_destroy (window);
  ui_test_drain ();
}

static void
test_rollout_cube (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GamaoHintList *list = advice_in_window (window, 0, 0, rollout_games ());

  g_assert_cmpuint (gamao_hint_list_get_n_plays (list), ==, 0);
  g_signal_emit_by_name (gamao_hint_list_get_rollout_button (list), "clicked");
  ui_test_wait_until (rolled_out, list);
  g_assert_cmpuint (gamao_hint_list_get_rollout_games (list), ==, rollout_games ());
  g_assert_true (gamao_hint_list_shows (list, "No double"));
  g_assert_true (gamao_hint_list_shows (list, "Win "));
  shot (GTK_WIDGET (list), "rollout-cube");
  gtk_window_destroy (window);
  ui_test_drain ();
}

static void
test_rollout_stop (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GamaoHintList *list = advice_in_window (window, 6, 5, 100000);

  g_signal_emit_by_name (gamao_hint_list_get_rollout_button (list), "clicked");
  /* Stopped once it has played something (a fixed 300 ms could end
   * before the first game on a loaded machine), it shows what it did. */
  ui_test_wait_until (made_progress, list);
  g_signal_emit_by_name (gamao_hint_list_get_stop_button (list), "clicked");
  ui_test_wait_until (shows_result, list);
  g_assert_cmpuint (gamao_hint_list_get_rollout_games (list), <, 100000);

  /* Asking again while a rollout runs drops it without a trace. */
  gamao_hint_list_set_rollout_games (list, 100000);
  gamao_hint_list_clear (list);
  g_assert_cmpuint (gamao_hint_list_get_rollout_games (list), ==, 0);
  gtk_window_destroy (window);
  ui_test_drain ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/rollout/plays", test_rollout_plays);
  g_test_add_func ("/rollout/cube", test_rollout_cube);
  g_test_add_func ("/rollout/stop", test_rollout_stop);
  return g_test_run ();
}
