/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-view.h: the backgammon board, drawn and played on. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-board-frame.h"
#include "gamao-board-moves.h"
#include "gamao-board-part.h"
#include "gamao-board.h"
#include "gamao-play-list.h"

G_BEGIN_DECLS

/* Which side of the board holds the home boards; the nicks are the
 * "board-orientation" setting's. */
typedef enum
{
  GAMAO_HOME_RIGHT,
  GAMAO_HOME_LEFT,
} GamaoHomeSide;

#define GAMAO_TYPE_BOARD_VIEW (gamao_board_view_get_type ())
G_DECLARE_FINAL_TYPE (GamaoBoardView, gamao_board_view, GAMAO, BOARD_VIEW, GtkWidget)

GtkWidget *gamao_board_view_new (void);

/* Shows `frame`: its position (a new one ends a flight, a held checker
 * and a hinted play; the same one leaves them), dice, cube, the last
 * turn's marks and whose numbers; the caption is the board's description
 * for screen readers while there is no news. The frame is copied. What
 * the board lets the person do stays with set_moves and set_roll_state. */
void gamao_board_view_set_frame (GamaoBoardView *self, const GamaoBoardFrame *frame);
const GamaoBoardFrame *gamao_board_view_get_frame (GamaoBoardView *self);

/* The setters below change one part of the frame each.
 * `board` is seen from the side on roll (engine convention); `on_roll`
 * says which player (0 or 1) that side is. Player 0 sits at the bottom. */
void gamao_board_view_set_position (GamaoBoardView *self, const GamaoBoard *board, int on_roll);
/* Like set_position, and shows the step from -> to (mover's numbers)
 * that led to `after` as a short flight of the checker. */
void gamao_board_view_play_step (GamaoBoardView *self, const GamaoBoard *after, int on_roll,
                                 int from, int to, gboolean hit);
/* One step (from -> to, mover's numbers) of a move `player` is making,
 * as it happens: the board drawn advances by the step with a flight, so
 * that the steps of one move fly one after the other; a board showing
 * the other player's turn shows `after` (the position after the step,
 * from `player`'s side) with the flight. */
void gamao_board_view_fly_step (GamaoBoardView *self, int player, int from, int to,
                                gboolean hit, const GamaoBoard *after);
int gamao_board_view_get_on_roll (GamaoBoardView *self);

/* dice[] is {0, 0} before the roll; left[] holds the dice not yet played. */
void gamao_board_view_set_dice (GamaoBoardView *self, const int dice[2], const int *left,
                                guint n_left);
/* Faint blank dice invite a click when the player on roll may roll; in
 * the opening roll each player's die shows in that player's colours. */
void gamao_board_view_set_roll_state (GamaoBoardView *self, gboolean can_roll, gboolean opening);
/* owner is 0, 1, or -1 for a centered cube; hidden in the Crawford game. */
void gamao_board_view_set_cube (GamaoBoardView *self, guint value, int owner, gboolean visible);
/* What the cube shows: its owner (-1 centred), or -2 when it is hidden. */
int gamao_board_view_get_cube_owner (GamaoBoardView *self);
/* NULL clears every highlight and makes the checkers inert. */
void gamao_board_view_set_moves (GamaoBoardView *self, const GamaoBoardMoves *moves);

/* The player whose point numbers are shown, 0 or 1, or -1 for the
 * player on roll's (the numbers turn with the turn). */
void gamao_board_view_set_numbering (GamaoBoardView *self, int player);
/* The player whose numbers are drawn now. */
int gamao_board_view_get_numbers_for (GamaoBoardView *self);

/* The turn `player` has just played, kept in view until the next player
 * acts: its dice stay on that player's side, a faint checker marks where
 * each checker left and an arrow where it went. `steps` are in the
 * mover's point numbers; none for a turn that passed. player -1 clears. */
void gamao_board_view_set_last_turn (GamaoBoardView *self, int player, const int dice[2],
                                     const GamaoStep *steps, guint n_steps);
/* A play of the player on roll shown before it is played (a hint under
 * the pointer): arrows to faint checkers where it would put them. NULL
 * or none clears it; a new position clears it too. */
void gamao_board_view_set_preview (GamaoBoardView *self, const GamaoStep *steps, guint n_steps);
guint gamao_board_view_get_n_preview (GamaoBoardView *self);
/* The player whose last turn is shown, or -1. */
int gamao_board_view_get_last_turn_player (GamaoBoardView *self);

/* The point (mover's numbers, 1..25) held after a click-and-wait, or 0. */
int gamao_board_view_get_selected (GamaoBoardView *self);

/* The person plays by keys (the window's keys count too): the board
 * shows where its keys stand while it has the focus. */
void gamao_board_view_show_keys (GamaoBoardView *self);

/* Where the keyboard's arrows stand (mover's numbers), or -1. */
int gamao_board_view_get_cursor (GamaoBoardView *self);
/* A place chosen by keys the board does not handle itself (the position
 * editor's): a physical slot (player 0's point less one, GAMAO_SLOT_BAR,
 * GAMAO_SLOT_OFF with `player`'s tray), or -1 for none. While the board
 * has the focus it is drawn as the board's own keyboard cursor. */
void gamao_board_view_set_mark (GamaoBoardView *self, int slot, int player);
int gamao_board_view_get_mark (GamaoBoardView *self, int *player);
/* What a key press without modifiers does on the board (the arrows,
 * Enter or Space, 1 to 6, Escape): TRUE when the board took it. The
 * board's key controller calls this; so do tests. */
gboolean gamao_board_view_handle_key (GamaoBoardView *self, guint keyval);

/* The entry points the pointer gestures use, for keyboard access and tests:
 * a press on `from` and a release on `to` (-1 for a plain click). */
void gamao_board_view_click_point (GamaoBoardView *self, int point);
void gamao_board_view_drop (GamaoBoardView *self, int from, int to);

GamaoHomeSide gamao_board_view_get_home_side (GamaoBoardView *self);
void gamao_board_view_set_home_side (GamaoBoardView *self, GamaoHomeSide side);
double gamao_board_view_get_animation_speed (GamaoBoardView *self);
void gamao_board_view_set_animation_speed (GamaoBoardView *self, double speed);
gboolean gamao_board_view_is_animating (GamaoBoardView *self);

/* Shows a checker held by the pointer over (x, y) in widget coordinates,
 * as a drag does; for screenshots. from 0 ends it. */
void gamao_board_view_hold_checker (GamaoBoardView *self, int from, double x, double y);
/* Where the centre of point `point` (mover's numbers, 0..25) is, in widget
 * coordinates, so tests and scripts can aim at it. */
gboolean gamao_board_view_point_coords (GamaoBoardView *self, int point, double *x, double *y);

/* The parts a screen reader finds on the board: the 24 points by slot
 * (player 0's point number less one), then these. */
enum
{
  GAMAO_BOARD_PART_BAR = 24,
  GAMAO_BOARD_PART_TRAY0,
  GAMAO_BOARD_PART_TRAY1,
  GAMAO_BOARD_PART_DICE,
  GAMAO_BOARD_PART_CUBE,
  GAMAO_BOARD_PART_HAND, /* the checker held, shown only while one is */
  GAMAO_BOARD_N_PARTS
};

GamaoBoardPart *gamao_board_view_get_part (GamaoBoardView *self, guint part);
/* The latest news for a screen reader (the opponent's play): the board's
 * description while the keyboard is not on a point. */
void gamao_board_view_set_news (GamaoBoardView *self, const char *news);
/* Words for a screen reader now (a review key's answer, a step's
 * confirmation): the board's description until the keyboard moves on,
 * heard again even when they are the same as the last. */
void gamao_board_view_say (GamaoBoardView *self, const char *words);
/* Whether the arrows walk every place of the board (V), for review. */
gboolean gamao_board_view_get_reviewing (GamaoBoardView *self);

G_END_DECLS
