/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-decision-rollout.h: "Roll Out" under a marked decision of the
 * replay: rolls out the play made and the better ones (or the cube
 * decision) off the main thread, with a progress bar and a Stop button,
 * and shows each result with its standard error. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-rollout-job.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_DECISION_ROLLOUT (gamao_decision_rollout_get_type ())
G_DECLARE_FINAL_TYPE (GamaoDecisionRollout, gamao_decision_rollout, GAMAO, DECISION_ROLLOUT,
                      GtkBox)

GtkWidget *gamao_decision_rollout_new (void);
/* Offers to roll out `offer` (taken over; NULL: nothing to offer, and
 * the panel hides). `played` is the index of the play made among the
 * offer's plays, -1 for none. A rollout running is dropped. */
void gamao_decision_rollout_set_offer (GamaoDecisionRollout *self, GamaoRolloutJob *offer,
                                       int played);
/* Games per play (324 by default). */
void gamao_decision_rollout_set_games (GamaoDecisionRollout *self, guint games);
guint gamao_decision_rollout_get_games (GamaoDecisionRollout *self);
/* Whether a rollout runs now. */
gboolean gamao_decision_rollout_is_running (GamaoDecisionRollout *self);

G_END_DECLS
