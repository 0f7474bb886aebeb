/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-drill-progress.h: the person's progress week by week (issue
 * 29): from the drills, the share answered right and the equity lost per
 * answer; from the analysed matches, the error rate (equity lost per
 * decision). The chart of the mistakes window draws these weeks, and
 * says the same in words. Weeks begin on Monday, by the local date. */
#pragma once

#include "gamao-store-mistakes.h"

#include <glib.h>

G_BEGIN_DECLS

/* The person's decisions the progress counts, the newest first. */
#define GAMAO_PROGRESS_DECISIONS 5000

typedef struct
{
  guint32 monday;             /* the week's Monday, a GDate Julian day */
  guint n_decisions;          /* the person's decisions in matches of that week */
  double decision_loss;       /* their equity lost, EMG */
  guint n_drills;             /* drill answers that week */
  guint n_right;              /* of them, right: a grade of GAMAO_DRILL_GRADE_PASS or more */
  double drill_loss;          /* their equity lost, EMG */
} GamaoProgressWeek;

/* The weeks with a decision or a drill answer in them, oldest first (of
 * GamaoProgressWeek), from `decisions` (in any order) and `answers`. */
GArray *gamao_progress_weeks (const GamaoRecentDecision *decisions, guint n_decisions,
                              const GamaoDrillAnswer *answers, guint n_answers);
/* The same, read from the history for the person of `query`; NULL with
 * `error`. */
GArray *gamao_progress_weeks_of (GamaoStore *store, const GamaoMistakeQuery *query,
                                 GError **error);

/* A week's error rate in matches and equity lost per drill, in mEMG,
 * and its share of drills right (0..1); negative when the week has none. */
double gamao_progress_week_error_rate (const GamaoProgressWeek *week);
double gamao_progress_week_drill_loss (const GamaoProgressWeek *week);
double gamao_progress_week_right_share (const GamaoProgressWeek *week);

/* What the weeks show, in sentences built from their counts (to
 * g_free()): the drills answered and right, the equity lost per drill
 * and the error rate in matches, in the first week and the last. */
char *gamao_progress_summary (const GArray *weeks);

G_END_DECLS
