/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rollout-panel.h: the one rollout UI, under the hint's advice and
 * under a marked decision of the replay: a Roll Out button that plays out
 * the plays shown (or the cube decision) off the main thread, a progress
 * bar with a Stop button that keeps what was found, and the result: each
 * play ranked (gamao_rollout_job_rank) with its figure ± standard error
 * and every figure under it, the play made marked. Only this panel
 * starts a GamaoRolloutJob. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-ai-service.h"
#include "gamao-kept-decision.h"
#include "gamao-rollout-job.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_ROLLOUT_PANEL (gamao_rollout_panel_get_type ())
G_DECLARE_FINAL_TYPE (GamaoRolloutPanel, gamao_rollout_panel, GAMAO, ROLLOUT_PANEL, GtkBox)

GtkWidget *gamao_rollout_panel_new (void);
/* Offers to roll out what an answered GAMAO_AI_HINT `job` shows: its
 * plays, or before rolling the cube decision. A rollout running is
 * dropped, and the panel hides when there is nothing to offer. */
void gamao_rollout_panel_offer_advice (GamaoRolloutPanel *self, const GamaoAiJob *job);
/* Offers to roll out the replayed decision `d` at frame `index` of
 * `frames` (see gamao_kept_decision_rollout), the play made marked;
 * nothing when `d` is NULL or not marked. */
void gamao_rollout_panel_offer_decision (GamaoRolloutPanel *self, GamaoReplayFrames *frames,
                                         guint index, const GamaoStoredDecision *d,
                                         const GArray *plays);
/* Drops the offer, the rollout running and its result, and hides. */
void gamao_rollout_panel_clear (GamaoRolloutPanel *self);
/* Games per play (the "games" property; 0, the default, takes the
 * number of the app's GamaoAnalysisSettings). */
void gamao_rollout_panel_set_games (GamaoRolloutPanel *self, guint games);
guint gamao_rollout_panel_get_games (GamaoRolloutPanel *self);
/* Whether a rollout runs now (the "running" property). */
gboolean gamao_rollout_panel_is_running (GamaoRolloutPanel *self);
/* Games per play the running rollout has finished so far, about (the
 * plays take turns game by game; 0: none runs). */
guint gamao_rollout_panel_get_games_done (GamaoRolloutPanel *self);

/* For tests: the Roll Out button while offered, the Stop button while
 * running (else NULL), and the games per play of the result shown (0:
 * none). */
GtkWidget *gamao_rollout_panel_get_start_button (GamaoRolloutPanel *self);
GtkWidget *gamao_rollout_panel_get_stop_button (GamaoRolloutPanel *self);
guint gamao_rollout_panel_get_result_games (GamaoRolloutPanel *self);

G_END_DECLS
