/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-analysis-settings.h: how deep the app judges and how it rolls
 * out, in one object below the UI: the analysis depth that serves the
 * hint, the tutor, the match analysis and the reports, and the
 * rollouts' games, truncation, plies and cube. The app's default object
 * follows the GSettings keys (analysis-plies, rollout-games,
 * rollout-truncate, rollout-plies, rollout-cubeful); the AI service, the
 * rollout jobs and the analysis queue read it, so no widget reads those
 * keys itself. GTK-free. */
#pragma once

#include <gio/gio.h>

#include "gamao-rollout.h"

G_BEGIN_DECLS

#define GAMAO_ANALYSIS_PLIES_DEFAULT 2
#define GAMAO_ROLLOUT_GAMES_DEFAULT 324
#define GAMAO_ROLLOUT_TRUNCATE_DEFAULT 10

#define GAMAO_TYPE_ANALYSIS_SETTINGS (gamao_analysis_settings_get_type ())
G_DECLARE_FINAL_TYPE (GamaoAnalysisSettings, gamao_analysis_settings, GAMAO, ANALYSIS_SETTINGS,
                      GObject)

/* Properties (read-write): "analysis-plies" (uint 0..3, 2), "rollout-games"
 * (uint 36..46656, 324), "rollout-truncate" (uint 0..100, 10; 0 plays the
 * games to the end), "rollout-plies" (uint 0..2, 0), "rollout-cubeful"
 * (boolean, TRUE). */
GamaoAnalysisSettings *gamao_analysis_settings_new (void);
/* One that follows `settings` (the app's schema) both ways. */
GamaoAnalysisSettings *gamao_analysis_settings_new_for_settings (GSettings *settings);

/* The app's: the first call makes it, following the app's GSettings
 * when its schema is installed, else with the defaults. Main thread. */
GamaoAnalysisSettings *gamao_analysis_settings_get_default (void);
/* Replaces the app's (tests); NULL drops it. */
void gamao_analysis_settings_set_default (GamaoAnalysisSettings *settings);

guint gamao_analysis_settings_get_analysis_plies (GamaoAnalysisSettings *self);
void gamao_analysis_settings_set_analysis_plies (GamaoAnalysisSettings *self, guint plies);
guint gamao_analysis_settings_get_rollout_games (GamaoAnalysisSettings *self);
void gamao_analysis_settings_set_rollout_games (GamaoAnalysisSettings *self, guint games);

/* A rollout's settings as these say: games, truncation, plies, cube. */
void gamao_analysis_settings_fill_rollout (GamaoAnalysisSettings *self,
                                           GamaoRolloutSettings *rollout);

G_END_DECLS
