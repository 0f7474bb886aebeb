/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-wrapped-text.h: a text of one face, wrapped and centred, drawn as
 * a GtkLabel draws it but measured with a layout or two. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_WRAPPED_TEXT (gamao_wrapped_text_get_type ())
G_DECLARE_FINAL_TYPE (GamaoWrappedText, gamao_wrapped_text, GAMAO, WRAPPED_TEXT, GtkWidget)

GtkWidget *gamao_wrapped_text_new (const char *text);
const char *gamao_wrapped_text_get_text (GamaoWrappedText *self);
void gamao_wrapped_text_set_text (GamaoWrappedText *self, const char *text);
/* The layout it draws, for gamao-glyph-warmer.c. */
PangoLayout *gamao_wrapped_text_get_layout (GamaoWrappedText *self);

G_END_DECLS
