/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-empty-page.h: the window's page while no match is in progress:
 * what the app plays, New Match, and the history when it holds any. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_EMPTY_PAGE (gamao_empty_page_get_type ())
G_DECLARE_FINAL_TYPE (GamaoEmptyPage, gamao_empty_page, GAMAO, EMPTY_PAGE, GtkWidget)

/* Property "history-size" (uint): how many matches the history holds;
 * with any, the page says so and offers the history. */
guint gamao_empty_page_get_history_size (GamaoEmptyPage *self);
void gamao_empty_page_set_history_size (GamaoEmptyPage *self, guint n_matches);
void gamao_empty_page_set_can_resume (GamaoEmptyPage *self, gboolean can_resume);
void gamao_empty_page_set_drills_due (GamaoEmptyPage *self, guint n_due);

G_END_DECLS
