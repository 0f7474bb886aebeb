/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-window-test.h: what the widget tests reach inside the window,
 * and nothing else includes. */
#pragma once

#include "gamao-window.h"

G_BEGIN_DECLS

/* An object of the window's match part by its id, in the window's
 * template, the game buttons' (gamao-game-buttons.ui) or the match
 * view's (gamao-match-view.ui): the status line, the players' cards, the
 * hint buttons …; "game_buttons" is the GamaoGameButtons itself. */
GObject *gamao_window_get_match_object (GamaoWindow *self, const char *id);
/* An object of the page shown with no match (gamao-empty-page.ui) by
 * its id: "title", "description", "history_button". */
GObject *gamao_window_get_empty_object (GamaoWindow *self, const char *id);
/* The message dialog waiting for an answer (a resignation, the end of a
 * game), or NULL. */
AdwMessageDialog *gamao_window_get_prompt (GamaoWindow *self);
/* The score sheet, once it has been opened. */
GtkWindow *gamao_window_get_score_sheet (GamaoWindow *self);
/* What a key press without modifiers does in the window (Space or R
 * rolls, D doubles, Enter finishes the move, H asks for a hint): TRUE
 * when the game took it. A game key never reaches a header button. The
 * window's key controller calls this. */
gboolean gamao_window_handle_game_key (GamaoWindow *self, guint keyval);
/* How many times any window brought itself up to date with its match:
 * once per request the match handles. */
guint gamao_window_get_update_count (void);

G_END_DECLS
