/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-drill-schedule.h: when a drilled mistake comes back, by SM-2
 * (P. A. Wozniak, "Optimization of learning", 1990, the SuperMemo 2
 * algorithm), and the grade an answer earns from the equity it lost.
 * "Now" is always an argument, so tests set it; "due" is a local date. */
#pragma once

#include "gamao-store-mistakes.h"

#include <glib.h>

G_BEGIN_DECLS

/* SM-2's first E-Factor and its floor. */
#define GAMAO_DRILL_EASINESS_START 2.5
#define GAMAO_DRILL_EASINESS_MIN 1.3
/* Grades from 3 up count as remembered. */
#define GAMAO_DRILL_GRADE_PASS 3

/* The grade (0..5) of an answer: 5 the best play or decision; 4 a loss
 * of at most the analysis's doubtful threshold (unmarked); 2 doubtful;
 * 1 bad; 0 very bad. `best`: the answer was the best one. */
int gamao_drill_grade (gboolean best, double equity_loss);

/* A card never drilled, due `now`'s local date. */
void gamao_drill_card_init (GamaoDrillCard *card, GDateTime *now);
/* The card after an answer of `grade` at `now`: SM-2's repetitions,
 * interval (1 day, then 6, then the last times the E-Factor, rounded)
 * and E-Factor; a grade under 3 starts it again at one day and leaves
 * the E-Factor as it was. Due: `now`'s local date plus the interval. */
void gamao_drill_card_answer (GamaoDrillCard *card, int grade, GDateTime *now);
/* `now`'s local date, "YYYY-MM-DD" (to g_free()). */
char *gamao_drill_today (GDateTime *now);

G_END_DECLS
