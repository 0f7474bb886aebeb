/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study-panel.h: the study figures of a position (pip counts,
 * Keith and Thorp counts, take point, gammon values at once; the EPC and
 * the temperature map from a GamaoStudyJob off the main thread, with
 * progress and Stop). The map is a 6×6 grid, one square per roll, each
 * naming its best play and equity, coloured on a scale that colour-blind
 * players can read. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-setup-position.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_STUDY_PANEL (gamao_study_panel_get_type ())
G_DECLARE_FINAL_TYPE (GamaoStudyPanel, gamao_study_panel, GAMAO, STUDY_PANEL, GtkBox)

GtkWidget *gamao_study_panel_new (void);
/* The position to study, or NULL when there is none (an invalid setup);
 * a map being worked out for another position is stopped. */
void gamao_study_panel_set_position (GamaoStudyPanel *self, const GamaoSetupPosition *pos);
/* Starts the temperature map at `plies` (the button does, at 2). */
void gamao_study_panel_start_map (GamaoStudyPanel *self, guint plies);
/* Whether a map is being worked out. */
gboolean gamao_study_panel_is_busy (GamaoStudyPanel *self);
/* The figures' text, and square (d1, d2)'s ("6-5: 24/13, +0.059"), for tests. */
const char *gamao_study_panel_get_figures (GamaoStudyPanel *self);
const char *gamao_study_panel_get_square (GamaoStudyPanel *self, int d1, int d2);

G_END_DECLS
