/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-util.h: running the main loop from widget tests, and the
 * window's keys as its events deliver them. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-window.h"

/* Runs every event that is ready, without waiting. */
void ui_test_drain (void);
/* Runs the main loop for `ms` milliseconds, so that the window's short
 * pauses (a passed turn, an animation) run out, then drains it. Never a
 * wait for something to happen: that is ui_test_wait_until's. */
void ui_test_wait_ms (guint ms);

typedef gboolean (*UiTestCondition) (gpointer data);

/* Runs the main loop until `done` holds; fails the test after 240 s,
 * 1200 s with GAMAO_TEST_SLOW (memcheck, the sanitizers): a cap for a
 * hang, not a measure (no test asserts how long anything took). */
void ui_test_wait_until (UiTestCondition done, gpointer data);
/* The same, asking `done` only every `period_ms` (for a condition that
 * costs a frame's drawing to check). */
void ui_test_poll_until (UiTestCondition done, gpointer data, guint period_ms);
/* Runs the main loop until `widget` has been through `n` frames from now
 * (so at least n - 1 layouts): it must be shown for that. */
void ui_test_wait_frames (GtkWidget *widget, guint n);

/* Draws `widget` as it is on screen into a PNG at `path` (the
 * screenshot programs'). */
gboolean ui_test_save_png (GtkWidget *widget, const char *path);
/* GAMAO_SHOT_SIZE=WxH: another default size than the window's own, such
 * as a phone's 360 pixels (the screenshot programs'). */
void ui_test_shot_size (GtkWindow *window);

/* A window shown with `match` on it, the keyboard on its board. */
GamaoWindow *ui_test_new_window (GamaoMatch *match);
/* A key as the window's events deliver it: the window's game keys are
 * caught first (Enter finishes a complete move), then the board's, which
 * must take it; then drains the loop. */
void ui_test_press (GamaoWindow *window, guint keyval);
/* Right arrows until the board's keyboard stands on `point` (the mover's
 * number), never more than a lap. */
void ui_test_walk_to (GamaoWindow *window, int point);
