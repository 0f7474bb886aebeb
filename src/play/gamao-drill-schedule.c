/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SM-2, as Wozniak described it in 1990 (see gamao-drill-schedule.h):
 *   I(1) = 1, I(2) = 6, I(n) = I(n-1) * EF for n > 2;
 *   EF' = EF + (0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)), at least 1.3;
 *   q < 3: repetitions start again from I(1), EF unchanged.
 * Its step 7 (repeat the same day every item graded under 4) is left
 * to the drill session, which may offer the position again. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-drill-schedule.h"

#include <math.h>

int
gamao_drill_grade (gboolean best, double equity_loss)
{
  if (best)
    return 5;
  switch (gamao_mark_of_loss ((float) equity_loss))
    {
    case GAMAO_MARK_NONE: return 4;
    case GAMAO_MARK_DOUBTFUL: return 2;
    case GAMAO_MARK_BAD: return 1;
    case GAMAO_MARK_VERY_BAD: return 0;
    }
  return 0;
}

char *
gamao_drill_today (GDateTime *now)
{
  g_autoptr (GDateTime) local = g_date_time_to_local (now);

  return g_date_time_format (local, "%Y-%m-%d");
}

static void
set_due (GamaoDrillCard *card, GDateTime *now, guint days)
{
  g_autoptr (GDateTime) local = g_date_time_to_local (now);
  g_autoptr (GDateTime) due = g_date_time_add_days (local, (int) days);
  g_autofree char *text = g_date_time_format (due, "%Y-%m-%d");

  g_strlcpy (card->due, text, sizeof card->due);
}

void
gamao_drill_card_init (GamaoDrillCard *card, GDateTime *now)
{
  card->repetitions = 0;
  card->interval_days = 0;
  card->easiness = GAMAO_DRILL_EASINESS_START;
  set_due (card, now, 0);
}

void
gamao_drill_card_answer (GamaoDrillCard *card, int grade, GDateTime *now)
{
  g_return_if_fail (grade >= 0 && grade <= 5);

  if (grade < GAMAO_DRILL_GRADE_PASS)
    {
      card->repetitions = 0;
      card->interval_days = 1;
    }
  else
    {
      int q = 5 - grade;

      if (card->repetitions == 0)
        card->interval_days = 1;
      else if (card->repetitions == 1)
        card->interval_days = 6;
      else
        card->interval_days = (guint) lround (card->interval_days * card->easiness);
      card->repetitions++;
      card->easiness = MAX (GAMAO_DRILL_EASINESS_MIN,
                            card->easiness + (0.1 - q * (0.08 + q * 0.02)));
    }
  set_due (card, now, card->interval_days);
}
