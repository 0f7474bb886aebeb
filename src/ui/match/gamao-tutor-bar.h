/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-tutor-bar.h: the tutor's warning, below the board so the play
 * stays in view: what the play or cube action loses and what the
 * computer prefers, why on request, and Take Back or Play Anyway (the
 * window's actions win.tutor-take-back and win.tutor-play-anyway). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_TUTOR_BAR (gamao_tutor_bar_get_type ())
G_DECLARE_FINAL_TYPE (GamaoTutorBar, gamao_tutor_bar, GAMAO, TUTOR_BAR, GtkWidget)

GtkWidget *gamao_tutor_bar_new (void);

/* Opens the bar with the warning `words` and the explanation `why`
 * (folded under Why? until asked for; no Why? when empty). */
void gamao_tutor_bar_open (GamaoTutorBar *self, const char *words, const char *why);
void gamao_tutor_bar_close (GamaoTutorBar *self);
gboolean gamao_tutor_bar_get_open (GamaoTutorBar *self);

const char *gamao_tutor_bar_get_words (GamaoTutorBar *self);
const char *gamao_tutor_bar_get_why (GamaoTutorBar *self);
/* Shows the explanation, as unfolding Why? does. */
void gamao_tutor_bar_show_why (GamaoTutorBar *self);
gboolean gamao_tutor_bar_get_why_shown (GamaoTutorBar *self);

G_END_DECLS
