/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-view-private.h: the board widget's insides, shared by its
 * files: gamao-board-view.c (the class), -frame.c (what it shows and
 * where), -snapshot.c (drawing), -input.c (pointer and keyboard) and
 * -a11y.c (its parts for screen readers). */
#pragma once

#include "gamao-board-view.h"

#include "gamao-board-layout.h"
#include "gamao-board-paint.h"

G_BEGIN_DECLS

/* How long a checker's flight lasts at speed 1. */
#define FLIGHT_USEC (230 * G_TIME_SPAN_MILLISECOND)

typedef struct
{
  int player;
  int slot;      /* where it lands; that slot's top checker is not drawn meanwhile */
  double x0, y0; /* units */
  double x1, y1;
} Flight;

struct _GamaoBoardView
{
  GtkWidget parent_instance;

  /* What it shows; numbers_for may be -1 here, through the old setter:
   * the player on roll's numbers. */
  GamaoBoardFrame frame;
  gboolean can_roll;
  GamaoBoardMoves moves;
  gboolean interactive;

  GamaoStep preview[4];  /* a hinted play shown before it is played (on roll's numbers) */
  guint n_preview;

  GamaoHomeSide home_side;
  double animation_speed;

  GamaoBoardLayout layout;
  GamaoBoardPalette palette;
  GskRenderNode *static_node;

  int press_from; /* movable point under the press, 0 none */
  double press_x, press_y;
  int held;       /* picked up by a click */
  int cursor;     /* the keyboard's place (mover's numbers), -1 none */
  gboolean by_keys; /* the board was last played with keys: show where they stand */
  int mark_slot;    /* a place another's keys stand on (the editor's), -1 none */
  int mark_player;  /* whose tray, when mark_slot is GAMAO_SLOT_OFF */
  int dragging;   /* followed by the pointer */
  double drag_x, drag_y;
  guint generation; /* bumped by every new position */
  gboolean drop_pending;
  double drop_ux, drop_uy;

  GtkWidget *parts[GAMAO_BOARD_N_PARTS]; /* for screen readers */
  char *news;
  /* The news is what the board says until the keyboard moves on (a step
   * just made is heard before the place the cursor kept). */
  gboolean news_fresh;
  /* Review (V): the arrows walk every place, read one by one. */
  gboolean reviewing;
  guint review_at; /* 0 to 23 the points by their shown numbers, 24 the bar, 25 and 26 the listener's and the other tray */

  Flight flights[2];
  guint n_flights;
  gint64 flight_start;
  gint64 flight_duration;
  guint tick_id;
};

/* gamao-board-view.c */
/* Redraws, and tells screen readers what changed. */
void gamao_board_view_changed (GamaoBoardView *self);
void gamao_board_view_emit_move (GamaoBoardView *self, int from, int to);
void gamao_board_view_emit_dice (GamaoBoardView *self);
void gamao_board_view_emit_cube (GamaoBoardView *self);
void gamao_board_view_emit_review (GamaoBoardView *self, int topic);

/* gamao-board-view-frame.c: player numbers, the mover's point numbers
 * (the player on roll's) and physical slots */
int gamao_board_view_mover_to_slot (GamaoBoardView *self, int point);
int gamao_board_view_slot_to_mover (GamaoBoardView *self, int slot, int player);
/* The slot of `player`'s point (1..24, 25 the bar, 0 off). */
int gamao_board_view_player_slot (int player, int point);
int gamao_board_view_count_at (GamaoBoardView *self, int player, int slot);
int gamao_board_view_numbers_for (GamaoBoardView *self);
gboolean gamao_board_view_is_target (GamaoBoardView *self, int from, int to);
gboolean gamao_board_view_is_movable (GamaoBoardView *self, int from);
/* The unit centre of the checker at height k of a stack, k clamped to
 * the highest one drawn. */
void gamao_board_view_stack_place (int slot, int player, int k, double *x, double *y);
void gamao_board_view_add_flight (GamaoBoardView *self, int player, int slot, double x0,
                                  double y0, double x1, double y1);
void gamao_board_view_start_flights (GamaoBoardView *self);
void gamao_board_view_stop_flights (GamaoBoardView *self);
/* A refused drop: the checker flies back from where it was let go. */
void gamao_board_view_fly_back (GamaoBoardView *self, int from);

/* gamao-board-view-snapshot.c */
void gamao_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
/* Drops the cached static layer (the numbers or the layout changed). */
void gamao_board_view_invalidate_static (GamaoBoardView *self);
/* The unit centre of the top checker of the mover's point. */
void gamao_board_view_top_of (GamaoBoardView *self, int point, double *x, double *y);

/* gamao-board-view-a11y.c */
void gamao_board_view_init_parts (GamaoBoardView *self);
void gamao_board_view_dispose_parts (GamaoBoardView *self);
void gamao_board_view_allocate_parts (GamaoBoardView *self);
void gamao_board_view_update_parts (GamaoBoardView *self);
/* Words for a screen reader as the keyboard plays: a checker picked up
 * and where it may go, one put back, a die that cannot move it. */
char *gamao_board_view_held_words (GamaoBoardView *self);
char *gamao_board_view_put_back_words (GamaoBoardView *self, int point);
char *gamao_board_view_no_die_words (GamaoBoardView *self, int point, int die);
/* Review (V) on or off, said aloud with the place it stands on. */
char *gamao_board_view_review_words (GamaoBoardView *self, gboolean entering);
guint gamao_board_view_review_part (GamaoBoardView *self);

/* gamao-board-view-input.c */
void gamao_board_view_init_input (GamaoBoardView *self);
/* The keyboard's place now (mover's numbers), or -1 with nothing to move. */
int gamao_board_view_key_place (GamaoBoardView *self);

G_END_DECLS
