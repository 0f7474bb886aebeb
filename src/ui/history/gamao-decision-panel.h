/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-decision-panel.h: beside the replay, what the analysis says of
 * the marked decision shown: the ranked plays with their equities (or
 * the cube figures), why the better choice is better in words, and
 * "Roll Out". The words scroll on their own, so that neither they nor a
 * rollout's figures squeeze the move list below. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-rollout-panel.h"
#include "gamao-replay-frames.h"
#include "gamao-store-analysis.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_DECISION_PANEL (gamao_decision_panel_get_type ())
G_DECLARE_FINAL_TYPE (GamaoDecisionPanel, gamao_decision_panel, GAMAO, DECISION_PANEL, GtkWidget)

/* Shows decision `d`, the frame `index` of `frames`, of match `id` kept
 * in `store` (NULL `d`, or one that is not marked: the panel empties).
 * `who` is the player who decided, by name, or NULL when the words
 * speak to the reader. Showing the same frame again keeps a rollout
 * that runs. */
void gamao_decision_panel_show (GamaoDecisionPanel *self, GamaoStore *store, gint64 id,
                                GamaoReplayFrames *frames, guint index,
                                const GamaoStoredDecision *d, const char *who);
/* Forgets the frame shown: the next show offers its rollout again. */
void gamao_decision_panel_reset (GamaoDecisionPanel *self);
/* Whether the words of the frame shown are still being worked out (the
 * words' label is hidden meanwhile). */
gboolean gamao_decision_panel_is_working (GamaoDecisionPanel *self);
/* How many workers have not answered yet, those whose words were
 * dropped included (for tests). */
guint gamao_decision_panel_get_pending (GamaoDecisionPanel *self);

GamaoRolloutPanel *gamao_decision_panel_get_rollout (GamaoDecisionPanel *self);
/* The ranked plays' and the words' labels, for tests. */
GtkLabel *gamao_decision_panel_get_plays_label (GamaoDecisionPanel *self);
GtkLabel *gamao_decision_panel_get_why_label (GamaoDecisionPanel *self);
/* The note of the decision shown (issue 29): hidden where there is no
 * decision and no note; kept when activated or left for another frame. */
GtkEditable *gamao_decision_panel_get_note (GamaoDecisionPanel *self);

G_END_DECLS
