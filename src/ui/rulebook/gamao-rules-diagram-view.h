/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-diagram-view.h: one diagram of the rules book: its board,
 * its caption and, where it has one, its "Try it" exercise. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-rules-book.h"
#include "gamao-rules-board.h"
#include "gamao-rules-exercise.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_RULES_DIAGRAM_VIEW (gamao_rules_diagram_view_get_type ())
G_DECLARE_FINAL_TYPE (GamaoRulesDiagramView, gamao_rules_diagram_view, GAMAO,
                      RULES_DIAGRAM_VIEW, GtkBox)

/* `block` is a diagram block of a book that outlives the view. */
GtkWidget *gamao_rules_diagram_view_new (const GamaoRulesBlock *block);

GamaoRulesBoard *gamao_rules_diagram_view_get_board (GamaoRulesDiagramView *self);
const GamaoRulesDiagram *gamao_rules_diagram_view_get_diagram (GamaoRulesDiagramView *self);

gboolean gamao_rules_diagram_view_has_exercise (GamaoRulesDiagramView *self);
/* Whether the reader is playing the exercise (after "Try It"). */
gboolean gamao_rules_diagram_view_get_trying (GamaoRulesDiagramView *self);
GamaoRulesExerciseState gamao_rules_diagram_view_get_state (GamaoRulesDiagramView *self);
/* What the view last told the reader about the exercise, as plain text. */
const char *gamao_rules_diagram_view_get_feedback (GamaoRulesDiagramView *self);

G_END_DECLS
