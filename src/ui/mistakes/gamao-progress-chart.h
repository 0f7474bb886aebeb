/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-progress-chart.h: the person's progress week by week
 * (gamao-drill-progress.h) in two plots: above, the share of drills
 * answered right; below, the equity lost per decision in the analysed
 * matches (blue) and per drill answered (orange). Its accessible
 * description says the same in words (gamao_progress_summary()). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_PROGRESS_CHART (gamao_progress_chart_get_type ())
G_DECLARE_FINAL_TYPE (GamaoProgressChart, gamao_progress_chart, GAMAO, PROGRESS_CHART, GtkWidget)

GtkWidget *gamao_progress_chart_new (void);
/* `weeks`: GamaoProgressWeek, oldest first (a reference is kept); NULL
 * or empty draws nothing. */
void gamao_progress_chart_set_weeks (GamaoProgressChart *self, GArray *weeks);
/* What the chart shows, in words, as its accessible description. */
const char *gamao_progress_chart_get_summary (GamaoProgressChart *self);

G_END_DECLS
