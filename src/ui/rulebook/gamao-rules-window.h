/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-window.h: the rules of the game, to read in Portuguese or
 * English, with live diagrams and exercises. */
#pragma once

#include <adwaita.h>

#include "gamao-rules-book.h"
#include "gamao-rules-page.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_RULES_WINDOW (gamao_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoRulesWindow, gamao_rules_window, GAMAO, RULES_WINDOW, AdwWindow)

/* Opens in the desktop's language, at the first section. */
GamaoRulesWindow *gamao_rules_window_new (void);

/* Presents the one rules window of the program (made on first use, for
 * `parent`'s application) at the section `section_id` (NULL: where the
 * reader left it). */
GamaoRulesWindow *gamao_rules_window_present_section (GtkWindow *parent, const char *section_id);

/* "en", "pt_BR" or "pt_PT"; another language is refused with FALSE. */
gboolean gamao_rules_window_set_language (GamaoRulesWindow *self, const char *language);
const char *gamao_rules_window_get_language (GamaoRulesWindow *self);
const GamaoRulesBook *gamao_rules_window_get_book (GamaoRulesWindow *self);

gboolean gamao_rules_window_show_section (GamaoRulesWindow *self, const char *section_id);
/* The id of the section shown, or NULL when no book could be loaded. */
const char *gamao_rules_window_get_section (GamaoRulesWindow *self);
GamaoRulesPage *gamao_rules_window_get_page (GamaoRulesWindow *self);

G_END_DECLS
