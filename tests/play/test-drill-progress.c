/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The progress week by week (gamao-drill-progress.h) on decisions and
 * drill answers made for the test: which week each falls in (weeks
 * begin on Monday, by the local date: a Sunday night in São Paulo is
 * already Monday in UTC), the figures per week, and the sentences that
 * say them. */
#include "config.h"

#include "gamao-drill-progress.h"

#include <glib.h>
#include <locale.h>

static gint64
at (int year, int month, int day, int hour)
{
  g_autoptr (GDateTime) t = g_date_time_new_local (year, month, day, hour, 0, 0);

  return g_date_time_to_unix (t);
}

static void
test_weeks (void)
{
  /* 2026-11-23 is a Monday. */
  GamaoRecentDecision decisions[] = {
    { .loss = 0.040, .when = at (2026, 11, 23, 10) },
    { .loss = 0.020, .when = at (2026, 11, 29, 23) }, /* Sunday night: still that week */
    { .loss = 0.010, .when = at (2026, 12, 7, 0) },   /* two weeks on */
  };
  GamaoDrillAnswer answers[] = {
    { at (2026, 11, 30, 8), 5, 0.0 }, /* the week between: drills only */
    { at (2026, 11, 30, 9), 1, 0.120 },
    { at (2026, 12, 8, 9), 4, 0.010 },
    { at (2026, 12, 9, 9), 2, 0.050 },
  };
  g_autoptr (GArray) weeks = gamao_progress_weeks (decisions, G_N_ELEMENTS (decisions), answers,
                                                   G_N_ELEMENTS (answers));
  g_autoptr (GDate) monday = g_date_new_dmy (23, G_DATE_NOVEMBER, 2026);
  const GamaoProgressWeek *w = (const GamaoProgressWeek *) (void *) weeks->data;

  g_assert_cmpuint (weeks->len, ==, 3);
  g_assert_cmpuint (w[0].monday, ==, g_date_get_julian (monday));
  g_assert_cmpuint (w[1].monday, ==, w[0].monday + 7);
  g_assert_cmpuint (w[2].monday, ==, w[0].monday + 14);
  g_assert_cmpuint (w[0].n_decisions, ==, 2);
  g_assert_cmpfloat_with_epsilon (gamao_progress_week_error_rate (&w[0]), 30.0, 1e-9);
  g_assert_cmpfloat (gamao_progress_week_right_share (&w[0]), <, 0.0);
  g_assert_cmpuint (w[1].n_decisions, ==, 0);
  g_assert_cmpfloat (gamao_progress_week_error_rate (&w[1]), <, 0.0);
  g_assert_cmpuint (w[1].n_drills, ==, 2);
  g_assert_cmpuint (w[1].n_right, ==, 1);
  g_assert_cmpfloat_with_epsilon (gamao_progress_week_drill_loss (&w[1]), 60.0, 1e-9);
  /* Grade 4 counts as right (SM-2's pass), grade 2 not. */
  g_assert_cmpuint (w[2].n_drills, ==, 2);
  g_assert_cmpuint (w[2].n_right, ==, 1);
  g_assert_cmpfloat_with_epsilon (gamao_progress_week_right_share (&w[2]), 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (gamao_progress_week_error_rate (&w[2]), 10.0, 1e-9);

  g_autofree char *summary = gamao_progress_summary (weeks);
  g_assert_cmpstr (summary, ==,
                   "4 drills answered, 2 right (50.0%). Right in the first week of drills: "
                   "50.0%; in the last: 50.0%. Equity lost per drill: 60.0 millipoints in the "
                   "first week, 30.0 millipoints in the last. Error rate in your matches: 30.0 "
                   "millipoints per decision in the first week, 10.0 millipoints in the last.");
}

static void
test_one_week_and_none (void)
{
  GamaoDrillAnswer answer = { at (2026, 11, 25, 12), 5, 0.0 };
  g_autoptr (GArray) weeks = gamao_progress_weeks (NULL, 0, &answer, 1);
  g_autoptr (GArray) none = gamao_progress_weeks (NULL, 0, NULL, 0);
  g_autofree char *one = gamao_progress_summary (weeks);
  g_autofree char *nothing = gamao_progress_summary (none);

  g_assert_cmpstr (one, ==,
                   "1 drill answered, 1 right (100.0%). Equity lost per drill: 0.0 millipoints.");
  g_assert_cmpstr (nothing, ==, "No drill answered and no analysed decision yet.");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drill-progress/weeks", test_weeks);
  g_test_add_func ("/drill-progress/one-week-and-none", test_one_week_and_none);
  return g_test_run ();
}
