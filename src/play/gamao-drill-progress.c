/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The person's progress week by week: see gamao-drill-progress.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-drill-progress.h"

#include "gamao-drill-schedule.h"
#include "gamao-figures.h"

#include <glib/gi18n.h>

/* The Julian day of the Monday of `when`'s local week; 0 when `when`
 * is out of range. */
static guint32
monday_of (gint64 when)
{
  g_autoptr (GDateTime) t = g_date_time_new_from_unix_local (when);
  g_autoptr (GDate) date = NULL;

  if (!t)
    return 0;
  date = g_date_new_dmy (g_date_time_get_day_of_month (t), g_date_time_get_month (t),
                         g_date_time_get_year (t));
  return g_date_get_julian (date) - (g_date_get_weekday (date) - G_DATE_MONDAY);
}

/* The week of `when` in `weeks` (kept sorted), added when missing. */
static GamaoProgressWeek *
week_of (GArray *weeks, gint64 when)
{
  guint32 monday = monday_of (when);
  guint i = 0;

  if (monday == 0)
    return NULL;
  while (i < weeks->len && g_array_index (weeks, GamaoProgressWeek, i).monday < monday)
    i++;
  if (i == weeks->len || g_array_index (weeks, GamaoProgressWeek, i).monday != monday)
    {
      GamaoProgressWeek week = { .monday = monday };
      g_array_insert_val (weeks, i, week);
    }
  return &g_array_index (weeks, GamaoProgressWeek, i);
}

GArray *
gamao_progress_weeks (const GamaoRecentDecision *decisions, guint n_decisions,
                      const GamaoDrillAnswer *answers, guint n_answers)
{
  GArray *weeks = g_array_new (FALSE, TRUE, sizeof (GamaoProgressWeek));

  for (guint i = 0; i < n_decisions; i++)
    {
      GamaoProgressWeek *week = week_of (weeks, decisions[i].when);
      if (!week)
        continue;
      week->n_decisions++;
      week->decision_loss += decisions[i].loss;
    }
  for (guint i = 0; i < n_answers; i++)
    {
      GamaoProgressWeek *week = week_of (weeks, answers[i].when);
      if (!week)
        continue;
      week->n_drills++;
      week->n_right += answers[i].grade >= GAMAO_DRILL_GRADE_PASS;
      week->drill_loss += answers[i].equity_loss;
    }
  return weeks;
}

GArray *
gamao_progress_weeks_of (GamaoStore *store, const GamaoMistakeQuery *query, GError **error)
{
  GamaoMistakeQuery mine = { .player = query ? query->player : NULL,
                             .my_names = query ? query->my_names : NULL };
  g_autoptr (GArray) decisions = NULL;
  g_autoptr (GArray) answers = NULL;

  decisions = gamao_store_list_recent_losses (store, &mine, GAMAO_PROGRESS_DECISIONS, error);
  if (!decisions || !(answers = gamao_store_list_drill_answers (store, error)))
    return NULL;
  return gamao_progress_weeks ((const GamaoRecentDecision *) (void *) decisions->data,
                               decisions->len, (const GamaoDrillAnswer *) (void *) answers->data,
                               answers->len);
}

double
gamao_progress_week_error_rate (const GamaoProgressWeek *week)
{
  return week->n_decisions ? 1000.0 * week->decision_loss / week->n_decisions : -1.0;
}

double
gamao_progress_week_drill_loss (const GamaoProgressWeek *week)
{
  return week->n_drills ? 1000.0 * week->drill_loss / week->n_drills : -1.0;
}

double
gamao_progress_week_right_share (const GamaoProgressWeek *week)
{
  return week->n_drills ? (double) week->n_right / week->n_drills : -1.0;
}

/* The first and the last week where `value` is not negative, and how
 * many such weeks there are. */
static guint
first_last (const GArray *weeks, double (*value) (const GamaoProgressWeek *), double *first,
            double *last)
{
  guint n = 0;

  for (guint i = 0; i < weeks->len; i++)
    {
      double v = value (&g_array_index (weeks, GamaoProgressWeek, i));
      if (v < 0)
        continue;
      if (n++ == 0)
        *first = v;
      *last = v;
    }
  return n;
}

/* The figure of the first week and of the last where `value` is not
 * negative, in words; how many weeks have it. */
static guint
trend (const GArray *weeks, double (*value) (const GamaoProgressWeek *),
       char first_text[GAMAO_FIGURE_SIZE], char last_text[GAMAO_FIGURE_SIZE])
{
  double first = 0, last = 0;
  guint n = first_last (weeks, value, &first, &last);

  gamao_figure_milli (first_text, GAMAO_FIGURE_SIZE, first, FALSE);
  gamao_figure_milli (last_text, GAMAO_FIGURE_SIZE, last, FALSE);
  return n;
}

static void
add_drills (GString *text, const GArray *weeks)
{
  char share[GAMAO_FIGURE_SIZE], first_share[GAMAO_FIGURE_SIZE], last_share[GAMAO_FIGURE_SIZE];
  guint n = 0, right = 0;
  double first = 0, last = 0;

  for (guint i = 0; i < weeks->len; i++)
    {
      n += g_array_index (weeks, GamaoProgressWeek, i).n_drills;
      right += g_array_index (weeks, GamaoProgressWeek, i).n_right;
    }
  if (n == 0)
    return;
  gamao_figure_percent (share, sizeof share, (double) right / n, FALSE);
  g_string_append_c (text, ' ');
  /* Translators: drills answered, how many of them right, and their
   * share ("12 drills answered, 9 right (75.0%)."). */
  g_string_append_printf (text, ngettext ("%'u drill answered, %'u right (%s).",
                                          "%'u drills answered, %'u right (%s).", n),
                          n, right, share);
  if (first_last (weeks, gamao_progress_week_right_share, &first, &last) > 1)
    {
      gamao_figure_percent (first_share, sizeof first_share, first, FALSE);
      gamao_figure_percent (last_share, sizeof last_share, last, FALSE);
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Right in the first week of drills: %s; in the last: %s."),
                              first_share, last_share);
    }
  guint n_weeks = trend (weeks, gamao_progress_week_drill_loss, first_share, last_share);
  g_string_append_c (text, ' ');
  if (n_weeks == 1)
    /* Translators: millipoints lost per drill answered. */
    g_string_append_printf (text, _("Equity lost per drill: %s."), first_share);
  else
    /* Translators: millipoints lost per drill, the first week and the
     * last. */
    g_string_append_printf (text, _("Equity lost per drill: %s in the first week, %s in the last."),
                            first_share, last_share);
}

char *
gamao_progress_summary (const GArray *weeks)
{
  GString *text;
  char first[GAMAO_FIGURE_SIZE], last[GAMAO_FIGURE_SIZE];
  guint n_weeks;

  if (!weeks || weeks->len == 0)
    return g_strdup (_("No drill answered and no analysed decision yet."));
  text = g_string_new (NULL);
  add_drills (text, weeks);
  n_weeks = trend (weeks, gamao_progress_week_error_rate, first, last);
  if (n_weeks > 0)
    g_string_append_c (text, ' ');
  if (n_weeks == 1)
    /* Translators: the error rate of the person's analysed matches, in
     * millipoints per decision. */
    g_string_append_printf (text, _("Error rate in your matches: %s per decision."), first);
  else if (n_weeks > 1)
    /* Translators: the error rate in the first week of analysed matches
     * and in the last. */
    g_string_append_printf (text,
                            _("Error rate in your matches: %s per decision in the first week, "
                              "%s in the last."),
                            first, last);
  /* Each part began with a space. */
  return g_strstrip (g_string_free (text, FALSE));
}
