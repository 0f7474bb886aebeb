/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-window-private.h: the window's insides, shared by gamao-window.c
 * (showing the match) and gamao-window-actions.c (commands and prompts). */
#pragma once

#include "gamao-notice.h"
#include "gamao-window.h"
#include "gamao-history-session.h"

#include "gamao-computer-turn.h"
#include "gamao-decision-bar.h"
#include "gamao-desk.h"
#include "gamao-empty-page.h"
#include "gamao-game-buttons.h"
#include "gamao-match-view.h"
#include "gamao-player-card.h"
#include "gamao-tutor-bar.h"
#include "gamao-tutor-hold.h"

G_BEGIN_DECLS

struct _GamaoWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GamaoMatch *match;
  GBindingGroup *match_bindings; /* labels bound to the match's properties */
  GamaoHistorySession *history; /* the application's, or made on first use */

  guint prompt_id;
  guint focus_id;
  AdwMessageDialog *prompt;
  GtkWindow *score_sheet;
  GamaoComputerTurn *computer_turn; /* plays the computer's seats */
  /* Who may act now, the prompt and the status (with the tutor's hold):
   * the window's actions and labels follow it. */
  GamaoDesk *desk;

  GtkWidget *overlay;
  GamaoNotice *notice;          /* the window's messages (no AdwToast: see gamao-notice.h) */
  GtkWidget *header_bar;
  GtkWidget *menu_button;
  GMenuModel *primary_menu;     /* the menu button's, once first opened */
  AdwWindowTitle *window_title;
  GtkStack *stack;
  GamaoEmptyPage *empty_page;
  gboolean glyphs_warmed;       /* see gamao_window_size_allocate */

  /* The match part, built when a match is first shown
   * (gamao_window_ensure_match_part): until then NULL. */
  GamaoMatchView *match_view;
  GamaoGameButtons *game_buttons; /* the header bar's, at its end */
};

/* gamao-window.c */
void gamao_window_ensure_match_part (GamaoWindow *self);
GamaoBoardView *gamao_window_board (GamaoWindow *self);
/* Shows the match as it stands: the page, the board and the bars. Runs
 * once per request the match handles (the desk's "changed"). */
void gamao_window_update (GamaoWindow *self);
void gamao_window_report (GamaoWindow *self, const GError *error);

/* gamao-window-actions.c */
void gamao_window_class_init_actions (GtkWidgetClass *widget_class);
void gamao_window_add_game_keys (GamaoWindow *self);
/* After a popover or another window closes: the keyboard plays on. */
void gamao_window_focus_board (GamaoWindow *self);
/* Enables the window's game actions as the desk allows, and keeps them so. */
void gamao_window_follow_desk (GamaoWindow *self);
/* Asks what the desk's prompt waits for (an answer to a resignation, the
 * summary of a game) once the current request is over. */
void gamao_window_schedule_prompt (GamaoWindow *self);
void gamao_window_dismiss_prompt (GamaoWindow *self);

/* gamao-window-focus.c */
void gamao_window_init_focus (GamaoWindow *self);
/* The widget's focus vfunc: Tab's order. */
gboolean gamao_window_focus (GtkWidget *widget, GtkDirectionType direction);

/* gamao-window.c: the match in the history's row `row` (0: a new row). */
void gamao_window_set_match_in_row (GamaoWindow *self, GamaoMatch *match, gint64 row);

/* gamao-window-history.c */
void gamao_window_follow_in_history (GamaoWindow *self, GamaoMatch *match, gint64 row);
void gamao_window_show_history (GamaoWindow *self);
void gamao_window_show_track (GamaoWindow *self);
/* The mistakes library (issue 29); a row opened shows in the replay. */
void gamao_window_show_mistakes (GamaoWindow *self);
/* The drill on the person's mistakes; the empty page's count follows. */
void gamao_window_show_practice (GamaoWindow *self);
/* The position on the clipboard opens for study beside the game. */
void gamao_window_paste_position (GamaoWindow *self);
/* "win.continue-unfinished": the history's unfinished match, continued. */
void gamao_window_continue_unfinished_action (GtkWidget *widget, const char *name,
                                              GVariant *param);
void gamao_window_history_dispose (GamaoWindow *self);

/* gamao-window-dnd.c: match files dropped on the window. */
void gamao_window_init_dnd (GamaoWindow *self);

/* gamao-window-tutor.c */
void gamao_window_class_init_tutor (GtkWidgetClass *widget_class);
/* Makes the window's GamaoTutorHold (the decision, for the desk) and
 * shows what it holds in the tutor bar. */
GamaoTutorHold *gamao_window_new_tutor_hold (GamaoWindow *self);

G_END_DECLS
