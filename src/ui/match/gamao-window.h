/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-window.h: the main window: the board, the score and the commands. */
#pragma once

#include <adwaita.h>

#include "gamao-board-view.h"
#include "gamao-decision-bar.h"
#include "gamao-history-session.h"
#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_WINDOW (gamao_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoWindow, gamao_window, GAMAO, WINDOW, AdwApplicationWindow)

GamaoWindow *gamao_window_new (GtkApplication *application);

/* Shows `match` and lets the players at the desk play it. */
void gamao_window_set_match (GamaoWindow *self, GamaoMatch *match);
/* The history that keeps this window's matches (the application's); a
 * window made without one makes its own on first use. */
void gamao_window_set_history (GamaoWindow *self, GamaoHistorySession *history);
GamaoHistorySession *gamao_window_get_history (GamaoWindow *self);
/* Asks whether to continue the newest unfinished match, if any. */
void gamao_window_offer_resume (GamaoWindow *self);
/* The start of the app: the history opens on a worker once the window
 * has shown its first frame, then the unfinished match is offered. */
void gamao_window_open_history_in_background (GamaoWindow *self);
GamaoMatch *gamao_window_get_match (GamaoWindow *self);

/* The board, and below the widgets of the match's page and header
 * buttons: made when a match is first shown, or by these calls. */
GamaoBoardView *gamao_window_get_board_view (GamaoWindow *self);
/* The bar below the board where a person answers a double. */
GamaoDecisionBar *gamao_window_get_decision_bar (GamaoWindow *self);

/* A short message over the bottom of the window that goes by itself (a
 * GamaoNotice, in the manner of a libadwaita toast). */
void gamao_window_toast (GamaoWindow *self, const char *message);
/* The same with a Details button that shows `details` in a dialog headed
 * `heading`. */
void gamao_window_toast_details (GamaoWindow *self, const char *message, const char *heading,
                                 const char *details);

/* Whether the window is laid out for its narrowest width (360 px): only
 * Roll in the header bar, the other game buttons below the board. */
gboolean gamao_window_is_narrow (GamaoWindow *self);

G_END_DECLS
