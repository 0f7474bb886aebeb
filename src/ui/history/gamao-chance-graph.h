/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-chance-graph.h: under the replayed board, player 0's chance of
 * winning the game after each checker play of the analysed match, left
 * to right with 50% across the middle, and the decision shown as a dot. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_CHANCE_GRAPH (gamao_chance_graph_get_type ())
G_DECLARE_FINAL_TYPE (GamaoChanceGraph, gamao_chance_graph, GAMAO, CHANCE_GRAPH, GtkWidget)

GtkWidget *gamao_chance_graph_new (void);
/* `decisions`: GamaoStoredDecision of the match's analysis, in order (a
 * reference is kept; NULL draws nothing). */
void gamao_chance_graph_set_decisions (GamaoChanceGraph *self, GArray *decisions);
/* The decision shown (an index into the decisions), -1 for none. */
void gamao_chance_graph_set_current (GamaoChanceGraph *self, int current);

G_END_DECLS
