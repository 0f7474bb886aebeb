/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-view.h: the match page of the window: the players' cards,
 * the board, the decision and tutor bars and the status line. It
 * follows its desk and the desk's match by itself (bindings and signal
 * groups; each step of a move flies on the board as the match makes it);
 * the window feeds the board the rest of the match once per request and
 * handles the bars' answers through its actions. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-board-view.h"
#include "gamao-decision-bar.h"
#include "gamao-desk.h"
#include "gamao-tutor-bar.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_MATCH_VIEW (gamao_match_view_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMatchView, gamao_match_view, GAMAO, MATCH_VIEW, GtkWidget)

/* Properties: "desk" (GamaoDesk): what the page shows; "narrow"
 * (boolean): the bar below the board holds Double, Resign and Hint, for
 * a window too narrow to have them in its header bar. */
GamaoMatchView *gamao_match_view_new (GamaoDesk *desk);

GamaoDesk *gamao_match_view_get_desk (GamaoMatchView *self);
void gamao_match_view_set_desk (GamaoMatchView *self, GamaoDesk *desk);
gboolean gamao_match_view_get_narrow (GamaoMatchView *self);
void gamao_match_view_set_narrow (GamaoMatchView *self, gboolean narrow);

GamaoBoardView *gamao_match_view_get_board_view (GamaoMatchView *self);
GamaoDecisionBar *gamao_match_view_get_decision_bar (GamaoMatchView *self);
GamaoTutorBar *gamao_match_view_get_tutor_bar (GamaoMatchView *self);
/* The Hint button of the bar below the board (see "narrow"). */
GtkWidget *gamao_match_view_get_hint_button (GamaoMatchView *self);

G_END_DECLS
