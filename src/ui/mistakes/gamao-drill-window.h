/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-drill-window.h: practice (issue 29): the mistakes of the
 * library one after another, due first, on the board as at the table
 * (the same board widget and keys) without the answer; the answer is
 * judged by the stored analysis, kept with its SM-2 schedule at once,
 * and the verdict shown before the next. */
#pragma once

#include <adwaita.h>

#include "gamao-store-mistakes.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_DRILL_WINDOW (gamao_drill_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoDrillWindow, gamao_drill_window, GAMAO, DRILL_WINDOW, AdwWindow)

/* `query` (copied) chooses the mistakes: the person's, as the library's. */
GamaoDrillWindow *gamao_drill_window_new (GtkWindow *parent, GamaoStore *store,
                                          const GamaoMistakeQuery *query);

/* For tests: the mistake shown (NULL when none is left today), the
 * question with the score, and the verdict's words (empty before the
 * answer). */
GamaoMistake *gamao_drill_window_get_mistake (GamaoDrillWindow *self);
const char *gamao_drill_window_get_question (GamaoDrillWindow *self);
const char *gamao_drill_window_get_verdict (GamaoDrillWindow *self);

G_END_DECLS
