/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-mistakes-window.h: the mistakes library (issue 29): every
 * marked decision of the person at this desk, from every analysed
 * match, with filters (kind, phase, cost, opponent, period) and an
 * order, in a list read a page at a time. With no analysed match it
 * says what to do first. */
#pragma once

#include <adwaita.h>

#include "gamao-store-mistakes.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_MISTAKES_WINDOW (gamao_mistakes_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMistakesWindow, gamao_mistakes_window, GAMAO, MISTAKES_WINDOW,
                      AdwWindow)

/* `settings` holds "my-names" (may be NULL: no names). */
GamaoMistakesWindow *gamao_mistakes_window_new (GtkWindow *parent, GamaoStore *store,
                                                GSettings *settings);

/* Signal "open-requested" (GamaoMistake *mistake): a row was opened;
 * the owner shows it as the replay does. */

/* The list shown, for tests. */
GListModel *gamao_mistakes_window_get_list (GamaoMistakesWindow *self);
/* The stack's page shown: "no-analysis", "empty" or "list". */
const char *gamao_mistakes_window_get_page (GamaoMistakesWindow *self);

G_END_DECLS
