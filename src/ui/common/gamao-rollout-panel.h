/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rollout-panel.h: "Roll Out" under a marked decision of the
 * replay: rolls out the play made and the better ones (or the cube
 * decision) off the main thread, with a progress bar and a Stop button,
 * and shows each result with its standard error. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-rollout-job.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_ROLLOUT_PANEL (gamao_rollout_panel_get_type ())
G_DECLARE_FINAL_TYPE (GamaoRolloutPanel, gamao_rollout_panel, GAMAO, ROLLOUT_PANEL,
                      GtkBox)

GtkWidget *gamao_rollout_panel_new (void);
/* Offers to roll out `offer` (taken over; NULL: nothing to offer, and
 * the panel hides). `played` is the index of the play made among the
 * offer's plays, -1 for none. A rollout running is dropped. */
void gamao_rollout_panel_set_offer (GamaoRolloutPanel *self, GamaoRolloutJob *offer,
                                       int played);
/* Games per play (324 by default). */
void gamao_rollout_panel_set_games (GamaoRolloutPanel *self, guint games);
guint gamao_rollout_panel_get_games (GamaoRolloutPanel *self);
/* Whether a rollout runs now. */
gboolean gamao_rollout_panel_is_running (GamaoRolloutPanel *self);

G_END_DECLS
