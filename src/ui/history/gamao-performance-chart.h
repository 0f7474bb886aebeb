/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-performance-chart.h: one figure of the analysed matches over
 * time (each player's PR, or their luck per roll), a point per match,
 * the desk player in blue and the opponent in orange. Its accessible
 * description says the same in words. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  GAMAO_PERFORMANCE_PR,
  GAMAO_PERFORMANCE_LUCK,
} GamaoPerformanceFigure;

#define GAMAO_TYPE_PERFORMANCE_FIGURE (gamao_performance_figure_get_type ())
GType gamao_performance_figure_get_type (void);

#define GAMAO_TYPE_PERFORMANCE_CHART (gamao_performance_chart_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPerformanceChart, gamao_performance_chart, GAMAO, PERFORMANCE_CHART,
                      GtkWidget)

/* Property "figure" (GamaoPerformanceFigure, construct-only; nicks
 * "pr" and "luck" in .ui files). */
GtkWidget *gamao_performance_chart_new (GamaoPerformanceFigure figure);
/* `matches`: GamaoStoreAnalysedMatch, oldest first (a reference is
 * kept); NULL or empty draws nothing. */
void gamao_performance_chart_set_matches (GamaoPerformanceChart *self, GArray *matches);
/* The dates written under the axis when the chart is `width` pixels
 * wide: one string per match, NULL where none is written (so that they
 * never crowd each other). */
GPtrArray *gamao_performance_chart_dup_date_labels (GamaoPerformanceChart *self, int width);
/* What the chart shows, in words, as its accessible description. */
const char *gamao_performance_chart_get_summary (GamaoPerformanceChart *self);

G_END_DECLS
