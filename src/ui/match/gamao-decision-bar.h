/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-decision-bar.h: the answer to a double, asked below the board
 * so the whole board stays in view: what is at stake, Drop and Take
 * (and Beaver), and the computer's advice on request. Its buttons run
 * the window's actions (win.drop, win.take, win.beaver). */
#pragma once

#include <gtk/gtk.h>

#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_DECISION_BAR (gamao_decision_bar_get_type ())
G_DECLARE_FINAL_TYPE (GamaoDecisionBar, gamao_decision_bar, GAMAO, DECISION_BAR, GtkWidget)

GtkWidget *gamao_decision_bar_new (void);

/* The match whose doubles the bar puts; NULL for none. */
void gamao_decision_bar_set_match (GamaoDecisionBar *self, GamaoMatch *match);
/* Opens the bar on the double waiting in the match (the person at the
 * desk answers), or closes it. */
void gamao_decision_bar_set_open (GamaoDecisionBar *self, gboolean open);
gboolean gamao_decision_bar_get_open (GamaoDecisionBar *self);

const char *gamao_decision_bar_get_heading (GamaoDecisionBar *self);
const char *gamao_decision_bar_get_body (GamaoDecisionBar *self);
/* Whether the one doubled may beaver here (a session with beavers). */
gboolean gamao_decision_bar_offers_beaver (GamaoDecisionBar *self);

/* Asks the computer how to answer (the Advice button does the same);
 * the words come when it has worked them out. */
void gamao_decision_bar_ask_advice (GamaoDecisionBar *self);
/* The advice shown, or NULL until it has come. */
const char *gamao_decision_bar_get_advice (GamaoDecisionBar *self);

G_END_DECLS
