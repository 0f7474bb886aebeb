/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-window-private.h: the window's insides, shared by gamao-window.c
 * (showing the match) and gamao-window-actions.c (commands and prompts). */
#pragma once

#include "gamao-notice.h"
#include "gamao-window.h"
#include "gamao-history-session.h"

#include "gamao-computer-turn.h"
#include "gamao-decision-bar.h"
#include "gamao-player-card.h"
#include "gamao-tutor-bar.h"
#include "gamao-tutor-hold.h"
#include "gamao-wrapped-text.h"

G_BEGIN_DECLS

struct _GamaoWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GamaoMatch *match;
  GSignalGroup *match_signals; /* the window's handlers, following the match */
  GBindingGroup *match_bindings; /* labels bound to the match's properties */
  GamaoHistorySession *history; /* the application's, or made on first use */

  GamaoBoard shown;        /* the board as drawn, from shown_on_roll's side */
  int shown_on_roll;
  gboolean shown_valid;
  gboolean paused;         /* a passed turn keeps its dice in view a moment */
  guint pause_id;
  guint prompt_id;
  guint update_id;
  guint focus_id;
  int outcome_winner;      /* the game that just ended, for its summary */
  guint outcome_points;
  GamaoResultKind outcome_kind;
  gboolean outcome_pending;
  AdwMessageDialog *prompt;
  GtkWindow *score_sheet;
  GamaoComputerTurn *computer_turn; /* plays the computer's seats */
  GamaoTutorHold *tutor_hold;   /* judges and holds a person's actions */

  /* What the game's keys may do now (see gamao_window_handle_game_key). */
  gboolean can_roll, can_double, can_finish, can_hint;

  /* The match part (gamao-window-match.ui), built when a match is first
   * shown (gamao_window_ensure_match_part): until then its widgets below
   * are NULL. */
  GtkBuilder *match_part;

  GtkWidget *overlay;
  GamaoNotice *notice;          /* the window's messages (no AdwToast: see gamao-notice.h) */
  GtkWidget *header_bar;
  GtkWidget *menu_button;
  GMenuModel *primary_menu;     /* the menu button's, once first opened */
  AdwWindowTitle *window_title;
  GtkStack *stack;
  AdwStatusPage *empty_page;
  GamaoWrappedText *empty_title;
  GamaoWrappedText *empty_description;
  GtkWidget *empty_history_button;
  gboolean glyphs_warmed;       /* see gamao_window_size_allocate */

  /* From the match part. */
  GtkWidget *undo_button;
  GamaoBoardView *board_view;
  GamaoDecisionBar *decision_bar;
  GamaoTutorBar *tutor_bar;
  GamaoPlayerCard *player0_card;
  GamaoPlayerCard *player1_card;
  GtkLabel *length_label;
  GtkWidget *crawford_label;
  GtkLabel *status_label;
  GtkWidget *finish_button;
  GtkWidget *next_game_button;
  GtkWidget *double_button;
  GtkWidget *double_button_small;
  GtkWidget *hint_button;       /* with a label, in the wide header */
  GtkWidget *hint_button_small; /* an icon, in a narrower header */
  GtkWidget *hint_button_bar;   /* in the bar below the board, at 360 px */
  GtkWidget *hint_holder;       /* whichever of them holds the popover now */
  GtkWidget *hint_popover;      /* owned: it moves to the button that opens it */
  AdwSqueezer *actions_squeezer;
  GtkWidget *roll_button_narrow;
  GtkActionBar *narrow_bar;
};

/* gamao-window.c */
void gamao_window_ensure_match_part (GamaoWindow *self);
void gamao_window_update (GamaoWindow *self);
void gamao_window_report (GamaoWindow *self, const GError *error);
/* Whether `player` of the window's match is a person at this desk. */
gboolean gamao_window_is_person (GamaoWindow *self, int player);

/* gamao-window-actions.c */
void gamao_window_class_init_actions (GtkWidgetClass *widget_class);
void gamao_window_add_game_keys (GamaoWindow *self);
/* After a popover or another window closes: the keyboard plays on. */
void gamao_window_focus_board (GamaoWindow *self);
/* Whichever of the three hint buttons the window shows at its width. */
GtkWidget *gamao_window_shown_hint_button (GamaoWindow *self);
void gamao_window_update_actions (GamaoWindow *self);
/* Asks what the match waits for (an answer to a double or a resignation,
 * the next game) once the current request is over. */
void gamao_window_schedule_prompt (GamaoWindow *self);
void gamao_window_dismiss_prompt (GamaoWindow *self);

/* gamao-window.c: the match in the history's row `row` (0: a new row). */
void gamao_window_set_match_in_row (GamaoWindow *self, GamaoMatch *match, gint64 row);

/* gamao-window-history.c */
void gamao_window_follow_in_history (GamaoWindow *self, GamaoMatch *match, gint64 row);
void gamao_window_show_history (GamaoWindow *self);
void gamao_window_show_track (GamaoWindow *self);
/* The position on the clipboard opens for study beside the game. */
void gamao_window_paste_position (GamaoWindow *self);
void gamao_window_history_dispose (GamaoWindow *self);

/* gamao-window-dnd.c: match files dropped on the window. */
void gamao_window_init_dnd (GamaoWindow *self);

/* gamao-window-tutor.c */
void gamao_window_class_init_tutor (GtkWidgetClass *widget_class);
/* Makes the window's GamaoTutorHold (the decision) and shows what it
 * holds in the tutor bar. */
void gamao_window_init_tutor (GamaoWindow *self);
void gamao_window_tutor_update_actions (GamaoWindow *self);

G_END_DECLS
