/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ui-test-util.h"

#include <stdio.h>

#include "gamao-window-test.h"

/* Long enough for a rollout under AddressSanitizer on a loaded machine
 * (90 s was not, once), and five times that under memcheck and the
 * sanitizers (GAMAO_TEST_SLOW), where a match's analysis beside two CPU
 * hogs took more than 240 s; meson's own timeout stops a real hang
 * sooner where it is shorter. */
static gint64
cap_us (void)
{
  return (g_getenv ("GAMAO_TEST_SLOW") ? 5 : 1) * 240 * G_TIME_SPAN_SECOND;
}

static gboolean
wake (gpointer data)
{
  return G_SOURCE_REMOVE;
}

void
ui_test_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Runs the main loop for at least `ms`, waking every 10 ms. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  do
    {
      g_timeout_add (MIN (ms, 10), wake, NULL);
      g_main_context_iteration (NULL, TRUE);
    }
  while (g_get_monotonic_time () < end);
}

void
ui_test_wait_ms (guint ms)
{
  if (ms > 0)
    run_for (ms);
  ui_test_drain ();
}

/* Checks `done` after every event the loop dispatches (a state may
 * last one event only), or every `period_ms` when it is not 0. */
static void
wait_until (UiTestCondition done, gpointer data, guint period_ms)
{
  gint64 end = g_get_monotonic_time () + cap_us ();

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      if (period_ms > 0)
        run_for (period_ms);
      else
        {
          g_timeout_add (10, wake, NULL);
          g_main_context_iteration (NULL, TRUE);
        }
    }
}

void
ui_test_poll_until (UiTestCondition done, gpointer data, guint period_ms)
{
  wait_until (done, data, MAX (period_ms, 1));
}

void
ui_test_wait_until (UiTestCondition done, gpointer data)
{
  wait_until (done, data, 0);
}

typedef struct
{
  guint ticks, wanted;
} Frames;

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Frames *frames = data;

  frames->ticks++;
  return G_SOURCE_CONTINUE;
}

static gboolean
frames_seen (gpointer data)
{
  Frames *frames = data;

  return frames->ticks >= frames->wanted;
}

void
ui_test_wait_frames (GtkWidget *widget, guint n)
{
  Frames frames = { 0, n };
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);

  ui_test_wait_until (frames_seen, &frames);
  gtk_widget_remove_tick_callback (widget, id);
}

gboolean
ui_test_save_png (GtkWidget *widget, const char *path)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  return gdk_texture_save_to_png (texture, path);
}

void
ui_test_shot_size (GtkWindow *window)
{
  const char *size = g_getenv ("GAMAO_SHOT_SIZE");
  int width = 0, height = 0;

  if (size && sscanf (size, "%dx%d", &width, &height) == 2)
    gtk_window_set_default_size (window, width, height);
}

GamaoWindow *
ui_test_new_window (GamaoMatch *match)
{
  GamaoWindow *window = gamao_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_drain ();
  gtk_widget_grab_focus (GTK_WIDGET (gamao_window_get_board_view (window)));
  return window;
}

void
ui_test_press (GamaoWindow *window, guint keyval)
{
  GamaoBoardView *board = gamao_window_get_board_view (window);

  if (!gamao_window_handle_game_key (window, keyval))
    g_assert_true (gamao_board_view_handle_key (board, keyval));
  ui_test_drain ();
}

void
ui_test_walk_to (GamaoWindow *window, int point)
{
  GamaoBoardView *board = gamao_window_get_board_view (window);

  for (int i = 0; i < 26 && gamao_board_view_get_cursor (board) != point; i++)
    ui_test_press (window, GDK_KEY_Right);
  g_assert_cmpint (gamao_board_view_get_cursor (board), ==, point);
}
