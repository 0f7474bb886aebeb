/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-page.h: one section of the rules book as the reader sees
 * it: its title, its paragraphs and its diagrams. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-rules-book.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_RULES_PAGE (gamao_rules_page_get_type ())
G_DECLARE_FINAL_TYPE (GamaoRulesPage, gamao_rules_page, GAMAO, RULES_PAGE, GtkBox)

GtkWidget *gamao_rules_page_new (void);

/* Shows `section`, which must outlive the page or the next call; NULL
 * empties the page. */
void gamao_rules_page_set_section (GamaoRulesPage *self, const GamaoRulesSection *section);
/* Shows why there is nothing to read. */
void gamao_rules_page_set_error (GamaoRulesPage *self, const char *message);

/* The widget that shows block `block` of the section (-1: the title). */
GtkWidget *gamao_rules_page_get_block_widget (GamaoRulesPage *self, int block);
/* Marks the bytes [start, end) of the block's text (its caption, or its
 * task when `in_task`) as a search hit, unmarking the previous one.
 * Returns the label that now holds the mark, or NULL. */
GtkLabel *gamao_rules_page_mark (GamaoRulesPage *self, int block, gboolean in_task, gsize start,
                                 gsize end);
GtkLabel *gamao_rules_page_get_marked (GamaoRulesPage *self);

/* Gives the keyboard to the section's title, where a screen reader
 * starts reading; Tab goes on through its paragraphs. */
void gamao_rules_page_focus_title (GamaoRulesPage *self);

G_END_DECLS
