/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ui-test-util.h"

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

void
ui_test_wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      g_timeout_add (10, wake, NULL);
      g_main_context_iteration (NULL, TRUE);
    }
  ui_test_drain ();
}

void
ui_test_wait_until (UiTestCondition done, gpointer data)
{
  /* Long enough for a rollout under AddressSanitizer on a loaded
   * machine (90 s was not, once); meson's own timeout stops a real hang. */
  gint64 end = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_timeout_add (10, wake, NULL);
      g_main_context_iteration (NULL, TRUE);
    }
}
