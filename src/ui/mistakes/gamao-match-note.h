/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-note.h: the person's note on a whole match (issue 29), an
 * entry in the replay's side column: it shows the note kept in the
 * history and keeps what is written there on Enter, when the focus
 * leaves it and when it goes (the window closed), so nothing typed is
 * lost. Hidden until a match from the history is loaded. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_MATCH_NOTE (gamao_match_note_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMatchNote, gamao_match_note, GAMAO, MATCH_NOTE, GtkEntry)

GtkWidget *gamao_match_note_new (void);
/* Shows the note of match `id` in `store` (a reference is kept), after
 * keeping the one shown before. */
void gamao_match_note_load (GamaoMatchNote *self, GamaoStore *store, gint64 id);

G_END_DECLS
