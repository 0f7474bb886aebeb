/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-notice.h: a short message over the bottom of a window ("Position
 * copied as text") that fades out by itself after a few seconds. The
 * replay uses it instead of AdwToastOverlay: libadwaita 1.2 frees a
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
/* The message shown now, or NULL once it has gone. */
const char *gamao_notice_get_text (GamaoNotice *self);

G_END_DECLS
