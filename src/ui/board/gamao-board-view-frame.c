/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board shows: the frame it was given (or the pieces the old
 * setters give), the places of points and checkers for the player on
 * roll, and the short flights of checkers between two frames. */
#define G_LOG_DOMAIN "gamao-board-view"

#include "config.h"

#include "gamao-board-picture.h"
#include "gamao-board-view-private.h"

#include <string.h>

/* Player numbers, mover's point numbers and physical slots. */

int
gamao_board_view_mover_to_slot (GamaoBoardView *self, int point)
{
  if (point == GAMAO_POINT_BAR)
    return GAMAO_SLOT_BAR;
  if (point == GAMAO_POINT_OFF)
    return GAMAO_SLOT_OFF;
  return self->frame.on_roll == 0 ? point - 1 : 24 - point;
}

int
gamao_board_view_slot_to_mover (GamaoBoardView *self, int slot, int player)
{
  if (slot == GAMAO_SLOT_BAR)
    return GAMAO_POINT_BAR;
  if (slot == GAMAO_SLOT_OFF)
    return player == self->frame.on_roll ? GAMAO_POINT_OFF : -1;
  return self->frame.on_roll == 0 ? slot + 1 : 24 - slot;
}

int
gamao_board_view_count_at (GamaoBoardView *self, int player, int slot)
{
  return gamao_board_picture_count_at (&self->frame, player, slot);
}

/* The slot of `player`'s point (1..24, 25 the bar, 0 off). */
int
gamao_board_view_player_slot (int player, int point)
{
  return gamao_board_picture_slot (player, point);
}

int
gamao_board_view_numbers_for (GamaoBoardView *self)
{
  return self->frame.numbers_for >= 0 ? self->frame.numbers_for : self->frame.on_roll;
}

gboolean
gamao_board_view_is_target (GamaoBoardView *self, int from, int to)
{
  return from >= 1 && from <= 25 && to >= 0 && to <= 24
         && (self->moves.targets[from] & (1u << to)) != 0;
}

gboolean
gamao_board_view_is_movable (GamaoBoardView *self, int from)
{
  return self->interactive && from >= 1 && from <= 25 && self->moves.targets[from] != 0;
}

/* The unit centre of the checker at height k of a stack, k clamped to the
 * highest one drawn. */
void
gamao_board_view_stack_place (int slot, int player, int k, double *x, double *y)
{
  if (slot != GAMAO_SLOT_OFF)
    k = MIN (k, GAMAO_STACK_MAX - 1);
  gamao_board_layout_checker (slot, player, MAX (k, 0), x, y);
}

/* Flights */

static gboolean
on_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (widget);

  gtk_widget_queue_draw (widget);
  if (gdk_frame_clock_get_frame_time (clock) - self->flight_start < self->flight_duration)
    return G_SOURCE_CONTINUE;
  self->n_flights = 0;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

void
gamao_board_view_stop_flights (GamaoBoardView *self)
{
  if (self->tick_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  self->n_flights = 0;
}

static gboolean
animations_enabled (GamaoBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled && self->animation_speed > 0 && gtk_widget_get_mapped (GTK_WIDGET (self));
}

void
gamao_board_view_start_flights (GamaoBoardView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (!self->n_flights)
    return;
  if (!clock || !animations_enabled (self))
    {
      self->n_flights = 0;
      return;
    }
  self->flight_start = gdk_frame_clock_get_frame_time (clock);
  self->flight_duration = (gint64) (FLIGHT_USEC / self->animation_speed);
  if (!self->tick_id)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
}

void
gamao_board_view_add_flight (GamaoBoardView *self, int player, int slot, double x0, double y0,
                             double x1, double y1)
{
  Flight *f = &self->flights[self->n_flights++];

  f->player = player;
  f->slot = slot;
  f->x0 = x0;
  f->y0 = y0;
  f->x1 = x1;
  f->y1 = y1;
}

void
gamao_board_view_fly_back (GamaoBoardView *self, int from)
{
  double x, y;

  gamao_board_view_top_of (self, from, &x, &y);
  gamao_board_view_stop_flights (self);
  gamao_board_view_add_flight (self, self->frame.on_roll,
                               gamao_board_view_mover_to_slot (self, from), self->drop_ux,
                               self->drop_uy, x, y);
  self->drop_pending = FALSE;
  gamao_board_view_start_flights (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* State */

/* A new position: what the hand held, a flight and a hinted play belong
 * to the one before. */
static void
take_position (GamaoBoardView *self, const GamaoBoard *board, int on_roll)
{
  gamao_board_view_stop_flights (self);
  if (on_roll != self->frame.on_roll)
    gamao_board_view_invalidate_static (self);
  self->frame.board = *board;
  self->frame.on_roll = on_roll;
  self->held = 0;
  self->dragging = 0;
  self->drop_pending = FALSE;
  self->n_preview = 0;
  self->generation++;
}

void
gamao_board_view_set_frame (GamaoBoardView *self, const GamaoBoardFrame *frame)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (frame != NULL);
  g_return_if_fail (frame->on_roll == 0 || frame->on_roll == 1);
  g_return_if_fail (frame->n_left <= 4 && frame->n_last_steps <= 4);

  /* The same position again leaves a checker's flight to land. */
  if (frame->on_roll != self->frame.on_roll
      || !gamao_board_equal (&frame->board, &self->frame.board))
    take_position (self, &frame->board, frame->on_roll);
  if (frame->numbers_for != self->frame.numbers_for)
    gamao_board_view_invalidate_static (self);
  g_free (self->frame.caption);
  self->frame = *frame;
  self->frame.caption = g_strdup (frame->caption);
  gamao_board_view_changed (self);
}

const GamaoBoardFrame *
gamao_board_view_get_frame (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), NULL);
  return &self->frame;
}

void
gamao_board_view_set_position (GamaoBoardView *self, const GamaoBoard *board, int on_roll)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (on_roll == 0 || on_roll == 1);

  take_position (self, board, on_roll);
  gamao_board_view_changed (self);
}

void
gamao_board_view_play_step (GamaoBoardView *self, const GamaoBoard *after, int on_roll, int from,
                            int to, gboolean hit)
{
  gboolean dropped = self->drop_pending;
  double sx, sy, ex, ey;
  int from_slot, to_slot, opponent = 1 - on_roll;

  gamao_board_view_set_position (self, after, on_roll);
  from_slot = gamao_board_view_mover_to_slot (self, from);
  to_slot = gamao_board_view_mover_to_slot (self, to);
  gamao_board_view_stack_place (from_slot, on_roll,
                                gamao_board_view_count_at (self, on_roll, from_slot), &sx, &sy);
  if (dropped)
    {
      sx = self->drop_ux;
      sy = self->drop_uy;
    }
  gamao_board_view_stack_place (to_slot, on_roll,
                                gamao_board_view_count_at (self, on_roll, to_slot) - 1, &ex, &ey);
  gamao_board_view_add_flight (self, on_roll, to_slot, sx, sy, ex, ey);
  if (hit)
    {
      /* The hit checker leaves the point for its bar at the same time. */
      gamao_board_view_stack_place (to_slot, opponent, 0, &sx, &sy);
      gamao_board_view_stack_place (GAMAO_SLOT_BAR, opponent,
                                    gamao_board_view_count_at (self, opponent, GAMAO_SLOT_BAR) - 1,
                                    &ex, &ey);
      gamao_board_view_add_flight (self, opponent, GAMAO_SLOT_BAR, sx, sy, ex, ey);
    }
  gamao_board_view_start_flights (self);
}

void
gamao_board_view_fly_step (GamaoBoardView *self, int player, int from, int to, gboolean hit,
                           const GamaoBoard *after)
{
  GamaoBoard board;

  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (player == 0 || player == 1);

  /* The steps of one move may come before the board has drawn any of
   * them: each flies from the board as drawn, advanced by its step. */
  if (self->frame.on_roll != player)
    board = *after;
  else
    {
      board = self->frame.board;
      gamao_board_apply_step (&board, from, to > 0 ? from - to : from);
    }
  gamao_board_view_play_step (self, &board, player, from, to, hit);
}

int
gamao_board_view_get_on_roll (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), 0);
  return self->frame.on_roll;
}

void
gamao_board_view_set_dice (GamaoBoardView *self, const int dice[2], const int *left, guint n_left)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (n_left <= 4);

  self->frame.dice[0] = dice[0];
  self->frame.dice[1] = dice[1];
  self->frame.n_left = n_left;
  memset (self->frame.left, 0, sizeof self->frame.left);
  if (n_left)
    memcpy (self->frame.left, left, n_left * sizeof *left);
  gamao_board_view_changed (self);
}

void
gamao_board_view_set_roll_state (GamaoBoardView *self, gboolean can_roll, gboolean opening)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->can_roll = can_roll;
  self->frame.opening = opening;
  gamao_board_view_changed (self);
}

void
gamao_board_view_set_cube (GamaoBoardView *self, guint value, int owner, gboolean visible)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->frame.cube_value = value;
  self->frame.cube_owner = owner;
  self->frame.cube_shown = visible;
  gamao_board_view_changed (self);
}

int
gamao_board_view_get_cube_owner (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), -2);
  return self->frame.cube_shown ? self->frame.cube_owner : -2;
}

void
gamao_board_view_set_moves (GamaoBoardView *self, const GamaoBoardMoves *moves)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->interactive = moves != NULL;
  if (moves)
    self->moves = *moves;
  else
    gamao_board_moves_clear (&self->moves);
  if (!gamao_board_view_is_movable (self, self->held))
    self->held = 0;
  gamao_board_view_changed (self);
}

void
gamao_board_view_set_numbering (GamaoBoardView *self, int player)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (player >= -1 && player <= 1);

  if (self->frame.numbers_for == player)
    return;
  self->frame.numbers_for = player;
  gamao_board_view_invalidate_static (self);
  gamao_board_view_update_parts (self);
}

int
gamao_board_view_get_numbers_for (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), 0);
  return gamao_board_view_numbers_for (self);
}

void
gamao_board_view_set_last_turn (GamaoBoardView *self, int player, const int dice[2],
                                const GamaoStep *steps, guint n_steps)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (player >= -1 && player <= 1);
  g_return_if_fail (n_steps <= G_N_ELEMENTS (self->frame.last_steps));

  gamao_board_frame_set_last_turn (&self->frame, player, dice, steps, n_steps);
  gamao_board_view_changed (self);
}

void
gamao_board_view_set_preview (GamaoBoardView *self, const GamaoStep *steps, guint n_steps)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (n_steps <= G_N_ELEMENTS (self->preview));

  self->n_preview = steps ? n_steps : 0;
  if (self->n_preview)
    memcpy (self->preview, steps, n_steps * sizeof *steps);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
gamao_board_view_get_n_preview (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), 0);
  return self->n_preview;
}

int
gamao_board_view_get_last_turn_player (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), -1);
  return self->frame.last_player;
}

