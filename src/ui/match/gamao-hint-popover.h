/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-hint-popover.h: the computer's advice for the person to act: the
 * best plays for the dice, ranked with their equity and chances, or
 * before rolling what to do with the cube. A click on a play plays it,
 * and it can still be undone until the move is finished; pointing at a
 * play (or reaching it with the keyboard) emits "preview" with it, NULL
 * when none. Worked out off the main thread each time the popover opens. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HINT_POPOVER (gamao_hint_popover_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHintPopover, gamao_hint_popover, GAMAO, HINT_POPOVER, GtkPopover)

GtkWidget *gamao_hint_popover_new (void);
void gamao_hint_popover_set_match (GamaoHintPopover *self, GamaoMatch *match);

/* Whether the advice for the match as it stands is shown (not being
 * worked out). */
gboolean gamao_hint_popover_is_ready (GamaoHintPopover *self);
/* The buttons of the plays listed, best first; for tests. */
guint gamao_hint_popover_get_n_plays (GamaoHintPopover *self);
/* Whether a label of the advice starts with `text`; for tests. */
gboolean gamao_hint_popover_has_words (GamaoHintPopover *self, const char *text);
/* The play previewed now, or NULL. */
const GamaoPlay *gamao_hint_popover_get_preview (GamaoHintPopover *self);
GtkWidget *gamao_hint_popover_get_play_button (GamaoHintPopover *self, guint index);

G_END_DECLS
