/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SM-2 (gamao-drill-schedule.h) on a scripted series of answers, each
 * interval and E-Factor checked against Wozniak's formulas worked out
 * by hand, "now" set by the test; and the grades of answers. */
#include "config.h"

#include "gamao-drill-schedule.h"

#include <glib.h>

static GDateTime *
day (int month, int day_of_month)
{
  return g_date_time_new_local (2026, month, day_of_month, 12, 0, 0);
}

static void
test_grades (void)
{
  g_assert_cmpint (gamao_drill_grade (TRUE, 0.0), ==, 5);
  g_assert_cmpint (gamao_drill_grade (FALSE, 0.01), ==, 4);
  /* The doubtful threshold itself is unmarked: strictly above marks. */
  g_assert_cmpint (gamao_drill_grade (FALSE, GAMAO_MARK_DOUBTFUL_EMG), ==, 4);
  g_assert_cmpint (gamao_drill_grade (FALSE, 0.05), ==, 2);
  g_assert_cmpint (gamao_drill_grade (FALSE, 0.10), ==, 1);
  g_assert_cmpint (gamao_drill_grade (FALSE, 0.50), ==, 0);
}

typedef struct
{
  int month, day;       /* when answered */
  int grade;
  guint interval;       /* days, after it */
  double easiness;      /* after it */
  const char *due;
} Step;

/* EF' = EF + 0.1 - (5 - q)(0.08 + (5 - q) 0.02): q 5 adds 0.10, q 4
 * adds 0, q 3 takes 0.14; under 3 it stays. Intervals 1, 6, then the
 * last times EF (before this answer's change), rounded. */
static const Step series[] = {
  { 11, 29, 5, 1, 2.60, "2026-11-30" },
  { 11, 30, 5, 6, 2.70, "2026-12-06" },
  { 12, 6, 4, 16, 2.70, "2026-12-22" },    /* round (6 * 2.7) = 16 */
  { 12, 22, 2, 1, 2.70, "2026-12-23" },    /* wrong: again at one day */
  { 12, 23, 5, 1, 2.80, "2026-12-24" },
  { 12, 24, 3, 6, 2.66, "2026-12-30" },
  { 12, 30, 4, 16, 2.66, "2027-01-15" },   /* round (6 * 2.66) = 15.96 */
  { 12, 31, 0, 1, 2.66, "2027-01-01" },    /* very bad, early: one day */
};

static void
test_series (void)
{
  g_autoptr (GDateTime) first = day (11, 29);
  GamaoDrillCard card;

  gamao_drill_card_init (&card, first);
  g_assert_cmpstr (card.due, ==, "2026-11-29");
  g_assert_cmpfloat (card.easiness, ==, GAMAO_DRILL_EASINESS_START);
  for (gsize i = 0; i < G_N_ELEMENTS (series); i++)
    {
      g_autoptr (GDateTime) now = day (series[i].month, series[i].day);

      g_test_message ("answer %" G_GSIZE_FORMAT, i);
      gamao_drill_card_answer (&card, series[i].grade, now);
      g_assert_cmpuint (card.interval_days, ==, series[i].interval);
      g_assert_cmpfloat_with_epsilon (card.easiness, series[i].easiness, 1e-9);
      g_assert_cmpstr (card.due, ==, series[i].due);
    }
}

/* Grade 3 over and over lowers the E-Factor to 1.3 and no further. */
static void
test_easiness_floor (void)
{
  g_autoptr (GDateTime) now = day (11, 29);
  GamaoDrillCard card;

  gamao_drill_card_init (&card, now);
  for (int i = 0; i < 12; i++)
    gamao_drill_card_answer (&card, 3, now);
  g_assert_cmpfloat (card.easiness, ==, GAMAO_DRILL_EASINESS_MIN);
  g_assert_cmpuint (card.repetitions, ==, 12);
}

static void
test_today (void)
{
  g_autoptr (GDateTime) now = day (2, 3);
  g_autofree char *today = gamao_drill_today (now);

  g_assert_cmpstr (today, ==, "2026-02-03");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drill-schedule/grades", test_grades);
  g_test_add_func ("/drill-schedule/series", test_series);
  g_test_add_func ("/drill-schedule/easiness-floor", test_easiness_floor);
  g_test_add_func ("/drill-schedule/today", test_today);
  return g_test_run ();
}
