/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Habits (gamao-habits.h) on decisions made for the test: a group is a
 * habit with at least 10 decisions among the last 500 and a mean loss
 * of 1.5 times the overall mean or more; fewer decisions, a smaller
 * mean, or decisions older than the last 500 make none; the costliest
 * come first, in sentences with their numbers. */
#include "config.h"

#include "gamao-figures.h"
#include "gamao-habits.h"

#include <glib.h>
#include <locale.h>
#include <math.h>

static void
add (GArray *decisions, guint n, GamaoMistakeKind kind, GamaoPhase phase, double loss)
{
  for (guint i = 0; i < n; i++)
    {
      GamaoRecentDecision d = { kind, phase, loss, gamao_mark_of_loss ((float) loss) };
      g_array_append_val (decisions, d);
    }
}

static void
test_habits (void)
{
  g_autoptr (GArray) decisions = g_array_new (FALSE, TRUE, sizeof (GamaoRecentDecision));
  GamaoHabit habits[GAMAO_HABITS_MAX];
  char loss[64];

  /* The newest first. A baseline of small errors in contact. */
  add (decisions, 400, GAMAO_MISTAKE_CHECKER, GAMAO_PHASE_CONTACT, 0.01);
  /* Race: 12 wrong passes and 3 right takes: mean 0.16, a habit. */
  add (decisions, 12, GAMAO_MISTAKE_PASS, GAMAO_PHASE_RACE, 0.20);
  add (decisions, 3, GAMAO_MISTAKE_TAKE, GAMAO_PHASE_RACE, 0.0);
  /* Bear-off: costly but only 9 decisions: no habit. */
  add (decisions, 9, GAMAO_MISTAKE_CHECKER, GAMAO_PHASE_BEAR_OFF, 0.50);
  /* Opening: 20 decisions whose mean is under 1.5 times the overall. */
  add (decisions, 20, GAMAO_MISTAKE_CHECKER, GAMAO_PHASE_OPENING, 0.03);
  /* Prime: 12 missed doubles, a habit that costs less than the race's. */
  add (decisions, 12, GAMAO_MISTAKE_NO_DOUBLE, GAMAO_PHASE_PRIME, 0.08);
  add (decisions, 44, GAMAO_MISTAKE_CHECKER, GAMAO_PHASE_CONTACT, 0.01);
  g_assert_cmpuint (decisions->len, ==, GAMAO_HABITS_DECISIONS);
  /* Older than the last 500: not counted, however costly. */
  add (decisions, 50, GAMAO_MISTAKE_CHECKER, GAMAO_PHASE_RACE, 1.0);

  guint n = gamao_habits_find ((const GamaoRecentDecision *) decisions->data, decisions->len,
                               habits, G_N_ELEMENTS (habits));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (habits[0].kind, ==, GAMAO_HABIT_WRONG_PASSES);
  g_assert_cmpint (habits[0].phase, ==, GAMAO_PHASE_RACE);
  g_assert_cmpuint (habits[0].n_decisions, ==, 15);
  g_assert_cmpuint (habits[0].n_mistakes, ==, 12);
  g_assert_cmpfloat_with_epsilon (habits[0].mean_loss, 0.16, 1e-9);
  g_assert_cmpint (habits[1].kind, ==, GAMAO_HABIT_MISSED_DOUBLES);
  g_assert_cmpint (habits[1].phase, ==, GAMAO_PHASE_PRIME);

  gamao_figure_loss (loss, sizeof loss, -0.16, NAN);
  g_autofree char *want = g_strdup_printf (
    "In the race, you pass doubles you should take: 12 of your last 15 take decisions were"
    " mistakes, %s a decision on average.", loss);
  g_autofree char *sentence = gamao_habit_sentence (&habits[0]);
  g_assert_cmpstr (sentence, ==, want);

  /* Only one of them asked for. */
  g_assert_cmpuint (gamao_habits_find ((const GamaoRecentDecision *) decisions->data,
                                       decisions->len, habits, 1), ==, 1);
  g_assert_cmpint (habits[0].kind, ==, GAMAO_HABIT_WRONG_PASSES);
}

/* No decisions, or none lost: no habit. */
static void
test_none (void)
{
  g_autoptr (GArray) decisions = g_array_new (FALSE, TRUE, sizeof (GamaoRecentDecision));
  GamaoHabit habits[GAMAO_HABITS_MAX];

  g_assert_cmpuint (gamao_habits_find (NULL, 0, habits, 3), ==, 0);
  add (decisions, 30, GAMAO_MISTAKE_CHECKER, GAMAO_PHASE_RACE, 0.0);
  g_assert_cmpuint (gamao_habits_find ((const GamaoRecentDecision *) decisions->data,
                                       decisions->len, habits, 3), ==, 0);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/habits/found", test_habits);
  g_test_add_func ("/habits/none", test_none);
  return g_test_run ();
}
