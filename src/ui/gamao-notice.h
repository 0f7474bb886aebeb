/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-notice.h: a short message over the bottom of a window ("Position
 * copied as text"), with a button where there is something to do about
 * it ("Undo"), that fades out by itself after a few seconds. Every window
 * uses it instead of AdwToastOverlay: libadwaita 1.2 frees a
 * toast's record while its show or hide animation is being skipped (the
 * window unmapped or closed within the animation), and then writes to
 * it. A GtkRevealer has no such path. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_NOTICE (gamao_notice_get_type ())
G_DECLARE_FINAL_TYPE (GamaoNotice, gamao_notice, GAMAO, NOTICE, GtkWidget)

GtkWidget *gamao_notice_new (void);
/* Shows `text` for a few seconds (again from the start when shown). */
void gamao_notice_show (GamaoNotice *self, const char *text);
/* The same with a button, `label` (with a mnemonic), that activates the
 * action `action` (with `target`, floating, or NULL) of the window; the
 * notice hides when it is pressed. */
void gamao_notice_show_with_action (GamaoNotice *self, const char *text, const char *label,
                                    const char *action, GVariant *target);
/* The button's label while a notice with one shows, else NULL. */
const char *gamao_notice_get_button_label (GamaoNotice *self);
/* The message shown now, or NULL once it has gone. */
const char *gamao_notice_get_text (GamaoNotice *self);

G_END_DECLS
