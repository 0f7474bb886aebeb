/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-board.h: the board of a rules diagram: the game's own board
 * view, kept in proportion to the width it is given, with the diagram's
 * marked points and arrows drawn over it. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-board-view.h"
#include "gamao-rules-diagram.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_RULES_BOARD (gamao_rules_board_get_type ())
G_DECLARE_FINAL_TYPE (GamaoRulesBoard, gamao_rules_board, GAMAO, RULES_BOARD, GtkWidget)

GtkWidget *gamao_rules_board_new (void);

GamaoBoardView *gamao_rules_board_get_view (GamaoRulesBoard *self);

/* Shows the diagram's position (its player on roll at the bottom), dice,
 * cube, marked points and arrows. FALSE when its position is not valid;
 * the board is then left as it was. */
gboolean gamao_rules_board_set_diagram (GamaoRulesBoard *self, const GamaoRulesDiagram *diagram);

/* The diagram's position as last set, from its player on roll's side. */
const GamaoBoard *gamao_rules_board_get_position (GamaoRulesBoard *self);

/* Whether the diagram's marks are drawn: hidden while the reader plays,
 * since the arrows would give the answer away. */
void gamao_rules_board_set_show_marks (GamaoRulesBoard *self, gboolean show);
gboolean gamao_rules_board_get_show_marks (GamaoRulesBoard *self);

G_END_DECLS
