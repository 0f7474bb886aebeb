/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Habits from counted decisions: see gamao-habits.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-habits.h"

#include "gamao-figures.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* The groups: the kind of decision (0 checker, 1 cube offer, 2 answer)
 * by phase. */
#define N_KINDS 3

typedef struct
{
  guint n, marked;
  double loss;
  double wrong_loss[2];       /* offer: no double, double; answer: pass, take */
} Group;

static int
group_of (GamaoMistakeKind kind, int *side)
{
  *side = 0;
  switch (kind)
    {
    case GAMAO_MISTAKE_CHECKER: return 0;
    case GAMAO_MISTAKE_NO_DOUBLE: return 1;
    case GAMAO_MISTAKE_DOUBLE: *side = 1; return 1;
    case GAMAO_MISTAKE_PASS: return 2;
    case GAMAO_MISTAKE_TAKE:
    case GAMAO_MISTAKE_BEAVER: *side = 1; return 2;
    case GAMAO_N_MISTAKE_KINDS: break;
    }
  return -1;
}

static GamaoHabitKind
habit_kind (int group, const Group *g)
{
  if (group == 0)
    return GAMAO_HABIT_CHECKER;
  if (group == 1)
    return g->wrong_loss[0] >= g->wrong_loss[1] ? GAMAO_HABIT_MISSED_DOUBLES
                                                : GAMAO_HABIT_EARLY_DOUBLES;
  return g->wrong_loss[0] >= g->wrong_loss[1] ? GAMAO_HABIT_WRONG_PASSES
                                              : GAMAO_HABIT_WRONG_TAKES;
}

static int
by_total_loss (gconstpointer a, gconstpointer b)
{
  double x = ((const GamaoHabit *) a)->total_loss, y = ((const GamaoHabit *) b)->total_loss;

  return (x < y) - (x > y);
}

guint
gamao_habits_find (const GamaoRecentDecision *decisions, guint n_decisions, GamaoHabit *habits,
                   guint max)
{
  Group groups[N_KINDS][GAMAO_N_PHASES];
  GamaoHabit found[N_KINDS * GAMAO_N_PHASES];
  guint n = MIN (n_decisions, GAMAO_HABITS_DECISIONS), n_found = 0, counted = 0;
  double total = 0;

  memset (groups, 0, sizeof groups);
  for (guint i = 0; i < n; i++)
    {
      const GamaoRecentDecision *d = &decisions[i];
      int side, k = group_of (d->kind, &side);
      Group *g;

      if (k < 0 || (guint) d->phase >= GAMAO_N_PHASES)
        continue;
      g = &groups[k][d->phase];
      g->n++;
      g->marked += d->mark != GAMAO_MARK_NONE;
      g->loss += d->loss;
      g->wrong_loss[side] += d->loss;
      total += d->loss;
      counted++;
    }
  if (counted == 0 || total <= 0)
    return 0;
  for (int k = 0; k < N_KINDS; k++)
    for (int p = 0; p < GAMAO_N_PHASES; p++)
      {
        const Group *g = &groups[k][p];

        if (g->n < GAMAO_HABITS_MIN_GROUP
            || g->loss / g->n < GAMAO_HABITS_FACTOR * (total / counted))
          continue;
        found[n_found++] = (GamaoHabit) { habit_kind (k, g), (GamaoPhase) p, g->n, g->marked,
                                          g->loss / g->n, g->loss };
      }
  qsort (found, n_found, sizeof *found, by_total_loss);
  n_found = MIN (n_found, max);
  memcpy (habits, found, n_found * sizeof *found);
  return n_found;
}

/* "In the race" and the like: where the habit shows. */
static const char *
phase_clause (GamaoPhase phase)
{
  switch (phase)
    {
    case GAMAO_PHASE_BEAR_OFF: return _("In the bear-off");
    case GAMAO_PHASE_RACE: return _("In the race");
    case GAMAO_PHASE_OPENING: return _("In the opening");
    case GAMAO_PHASE_BACK_GAME: return _("In back games");
    case GAMAO_PHASE_PRIME: return _("In prime positions");
    case GAMAO_PHASE_CONTACT: return _("In other contact positions");
    case GAMAO_N_PHASES: break;
    }
  return "";
}

/* Each case a printf of its own: the compiler checks every format
 * ngettext gives. */
#define SAY(one, other)                                                                        \
  g_strdup_printf (ngettext (one, other, h->n_decisions), where, h->n_mistakes, h->n_decisions, \
                   loss)

char *
gamao_habit_sentence (const GamaoHabit *h)
{
  const char *where;
  char loss[64];

  g_return_val_if_fail (h != NULL, NULL);
  where = phase_clause (h->phase);
  gamao_figure_loss (loss, sizeof loss, -h->mean_loss, NAN);
  /* Translators: each sentence gets where (“In the race”), how many of
   * the person's last decisions of this kind were mistakes, how many
   * decisions those were, and the equity lost per decision on average
   * (“equity −0.210”). */
  switch (h->kind)
    {
    case GAMAO_HABIT_CHECKER:
      return SAY ("%s, your checker plays cost you most: %u of your last %u was a mistake, %s a play on average.",
                  "%s, your checker plays cost you most: %u of your last %u were mistakes, %s a play on average.");
    case GAMAO_HABIT_MISSED_DOUBLES:
      return SAY ("%s, you keep the cube when you should double: %u of your last %u cube decision was a mistake, %s a decision on average.",
                  "%s, you keep the cube when you should double: %u of your last %u cube decisions were mistakes, %s a decision on average.");
    case GAMAO_HABIT_EARLY_DOUBLES:
      return SAY ("%s, you double too soon: %u of your last %u cube decision was a mistake, %s a decision on average.",
                  "%s, you double too soon: %u of your last %u cube decisions were mistakes, %s a decision on average.");
    case GAMAO_HABIT_WRONG_PASSES:
      return SAY ("%s, you pass doubles you should take: %u of your last %u take decision was a mistake, %s a decision on average.",
                  "%s, you pass doubles you should take: %u of your last %u take decisions were mistakes, %s a decision on average.");
    case GAMAO_HABIT_WRONG_TAKES:
      return SAY ("%s, you take doubles you should pass: %u of your last %u take decision was a mistake, %s a decision on average.",
                  "%s, you take doubles you should pass: %u of your last %u take decisions were mistakes, %s a decision on average.");
    }
  return g_strdup ("");
}
