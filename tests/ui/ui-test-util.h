/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-util.h: running the main loop from widget tests. */
#pragma once

#include <glib.h>

/* Runs every event that is ready, without waiting. */
void ui_test_drain (void);
/* Runs the main loop for `ms` milliseconds, so that the window's short
 * pauses (a passed turn, an animation) run out, then drains it. */
void ui_test_wait_ms (guint ms);

typedef gboolean (*UiTestCondition) (gpointer data);

/* Runs the main loop until `done` holds; fails the test after 90 s. */
void ui_test_wait_until (UiTestCondition done, gpointer data);
