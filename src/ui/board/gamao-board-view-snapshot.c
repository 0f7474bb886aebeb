/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's drawing: the static layer (cached as a render node), the
 * checkers, dice and cube, the last turn's marks, a hinted play, the
 * keyboard's place and the checkers in flight. */
#define G_LOG_DOMAIN "gamao-board-view"

#include "config.h"

#include "gamao-board-picture.h"
#include "gamao-board-view-private.h"

#include <math.h>
#include <string.h>

/* Drawing */

void
gamao_board_view_invalidate_static (GamaoBoardView *self)
{
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The painter lays text out in the widget's own context. */
static PangoContext *
pango_of (GamaoBoardView *self)
{
  return gtk_widget_get_pango_context (GTK_WIDGET (self));
}

static double
flight_progress (GamaoBoardView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  double t;

  if (!clock || self->flight_duration <= 0)
    return 1.0;
  t = (double) (gdk_frame_clock_get_frame_time (clock) - self->flight_start)
      / self->flight_duration;
  t = CLAMP (t, 0.0, 1.0);
  return 1.0 - pow (1.0 - t, 3); /* ease out */
}

static int
hidden_at (GamaoBoardView *self, int player, int slot)
{
  int n = 0;

  for (guint i = 0; i < self->n_flights; i++)
    n += self->flights[i].player == player && self->flights[i].slot == slot;
  if (self->dragging && player == self->frame.on_roll
      && slot == gamao_board_view_mover_to_slot (self, self->dragging))
    n++;
  return n;
}

static void
snapshot_stack (GamaoBoardView *self, GtkSnapshot *snapshot, int player, int slot)
{
  gamao_board_picture_paint_stack (
      snapshot, pango_of (self), &self->layout, &self->palette, player, slot,
      gamao_board_view_count_at (self, player, slot) - hidden_at (self, player, slot));
}

void
gamao_board_view_top_of (GamaoBoardView *self, int point, double *x, double *y)
{
  int slot = gamao_board_view_mover_to_slot (self, point);

  gamao_board_view_stack_place (slot, self->frame.on_roll,
                                gamao_board_view_count_at (self, self->frame.on_roll, slot) - 1, x,
                                y);
}

/* Where the checker held by `from` would land on `to`. */
static void
landing_place (GamaoBoardView *self, int to, double *x, double *y)
{
  int slot = gamao_board_view_mover_to_slot (self, to);

  /* A blot there is hit, so the checker lands at the foot of the point. */
  gamao_board_view_stack_place (slot, self->frame.on_roll,
                                gamao_board_view_count_at (self, self->frame.on_roll, slot), x, y);
}

void
gamao_board_view_set_mark (GamaoBoardView *self, int slot, int player)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  if (self->mark_slot == slot && self->mark_player == player)
    return;
  self->mark_slot = slot;
  self->mark_player = player;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
gamao_board_view_get_mark (GamaoBoardView *self, int *player)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), -1);
  if (player)
    *player = self->mark_player;
  return self->mark_slot;
}

/* The mark on the top checker of its place (the foot of an empty point,
 * the tray's next slab), whichever colour stands there. */
static void
snapshot_mark (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int slot = self->mark_slot, player = self->mark_player;
  double x, y;

  if (slot != GAMAO_SLOT_OFF)
    player = gamao_board_view_count_at (self, 0, slot) > 0 ? 0 : 1;
  gamao_board_view_stack_place (slot, player, gamao_board_view_count_at (self, player, slot) - 1,
                                &x, &y);
  gamao_board_paint_focus (snapshot, &self->layout, &self->palette, x, y);
}

static void
snapshot_cursor (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int place = gamao_board_view_key_place (self);
  double x, y, w, h;

  if (self->mark_slot >= 0)
    {
      if (gtk_widget_has_focus (GTK_WIDGET (self)))
        snapshot_mark (self, snapshot);
      return;
    }

  /* GTK shows focus only after Tab; arrows the board takes itself
   * count as keyboard use too. */
  if (!gtk_widget_has_visible_focus (GTK_WIDGET (self))
      && !(self->by_keys && gtk_widget_has_focus (GTK_WIDGET (self))))
    return;
  if (place < 0)
    {
      /* Nothing to move now: the board itself shows it has the keyboard. */
      gamao_board_paint_frame_focus (snapshot, &self->layout, &self->palette);
      return;
    }
  if (self->held)
    landing_place (self, place, &x, &y);
  else
    gamao_board_view_top_of (self, place, &x, &y);
  if (self->held && place == GAMAO_POINT_OFF)
    {
      gamao_board_layout_tray (self->frame.on_roll, &x, &y, &w, &h);
      x += w / 2;
      y += h / 2;
    }
  gamao_board_paint_focus (snapshot, &self->layout, &self->palette, x, y);
}

static void
snapshot_highlights (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int source = self->dragging ? self->dragging : self->held;
  double x, y, w, h;

  if (!self->interactive || self->n_flights)
    return;
  for (int from = 1; from <= 25; from++)
    if (self->moves.targets[from] && from != self->dragging)
      {
        gamao_board_view_top_of (self, from, &x, &y);
        gamao_board_paint_ring (snapshot, &self->layout, &self->palette, x, y,
                                from == self->held);
      }
  if (!source)
    return;
  for (int to = 0; to <= 24; to++)
    {
      if (!gamao_board_view_is_target (self, source, to))
        continue;
      if (to == GAMAO_POINT_OFF)
        {
          gamao_board_layout_tray (self->frame.on_roll, &x, &y, &w, &h);
          gamao_board_paint_box (snapshot, &self->layout, &self->palette.target, x, y, w, h);
          continue;
        }
      landing_place (self, to, &x, &y);
      gamao_board_paint_spot (snapshot, &self->layout, &self->palette, x, y);
    }
}

/* Before the roll: blank dice where the roll will land, faint, as an
 * invitation to click. */
static void
snapshot_roll_hint (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  double x, y;

  if (!self->can_roll)
    return;
  for (int i = 0; i < 2; i++)
    {
      /* The opening roll is one die each, thrown on each player's side. */
      int player = self->frame.opening ? i : self->frame.on_roll;

      if (self->frame.opening)
        gamao_board_layout_die (player, 0, 1, &x, &y);
      else
        gamao_board_layout_die (self->frame.on_roll, i, 2, &x, &y);
      gamao_board_paint_die (snapshot, &self->layout, &self->palette, player, 0, x, y, TRUE);
    }
}

static void
snapshot_dice (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  if (self->frame.dice[0] <= 0)
    snapshot_roll_hint (self, snapshot);
  else
    gamao_board_picture_paint_dice (snapshot, &self->layout, &self->palette, &self->frame);
}

/* The last turn's dice, on its player's side of the board. */
static void
snapshot_last_dice (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  gboolean doubles = self->frame.last_dice[0] == self->frame.last_dice[1];
  int n = doubles ? 4 : 2;

  if (self->frame.last_player < 0 || self->frame.last_dice[0] <= 0)
    return;
  for (int i = 0; i < n; i++)
    {
      int value = doubles ? self->frame.last_dice[0]
                          : MAX (self->frame.last_dice[0], self->frame.last_dice[1]);
      double x, y;

      if (!doubles && i == 1)
        value = MIN (self->frame.last_dice[0], self->frame.last_dice[1]);
      gamao_board_layout_die (self->frame.last_player, i, n, &x, &y);
      gamao_board_paint_die (snapshot, &self->layout, &self->palette, self->frame.last_player,
                             value, x, y, FALSE);
    }
}

/* Whether a later step of the last turn moves on from where step i
 * landed: then the checker only passed there. */
static gboolean
step_continues (GamaoBoardView *self, guint i)
{
  for (guint j = i + 1; j < self->frame.n_last_steps; j++)
    if (self->frame.last_steps[j].from == self->frame.last_steps[i].to)
      return TRUE;
  return FALSE;
}

static gboolean
step_continued (GamaoBoardView *self, guint i)
{
  for (guint j = 0; j < i; j++)
    if (self->frame.last_steps[j].to == self->frame.last_steps[i].from)
      return TRUE;
  return FALSE;
}

/* A faint checker where each checker of the last turn left from, and an
 * arrow along its way to where it is now. */
static void
snapshot_last_turn (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int player = self->frame.last_player;
  int ghosts[GAMAO_N_SLOTS] = { 0 }, landed[GAMAO_N_SLOTS] = { 0 };
  double start_x[4], start_y[4], end_x[4], end_y[4];

  if (player < 0 || !self->frame.n_last_steps)
    return;
  for (guint i = 0; i < self->frame.n_last_steps; i++)
    {
      const GamaoStep *step = &self->frame.last_steps[i];
      int from = gamao_board_view_player_slot (player, step->from);
      int to = gamao_board_view_player_slot (player, step->to);

      if (step_continued (self, i))
        {
          /* It set off from where an earlier step put it down. */
          for (guint j = 0; j < i; j++)
            if (self->frame.last_steps[j].to == step->from)
              {
                start_x[i] = end_x[j];
                start_y[i] = end_y[j];
              }
        }
      else
        {
          gamao_board_view_stack_place (
              from, player, gamao_board_view_count_at (self, player, from) + ghosts[from]++,
              &start_x[i], &start_y[i]);
          gamao_board_paint_ghost (snapshot, pango_of (self), &self->layout, &self->palette,
                                   player, start_x[i], start_y[i], &self->palette.trail);
        }
      if (step_continues (self, i))
        /* Only passing: the place just above the stack there. */
        gamao_board_view_stack_place (to, player, gamao_board_view_count_at (self, player, to),
                                      &end_x[i], &end_y[i]);
      else
        gamao_board_view_stack_place (
            to, player, gamao_board_view_count_at (self, player, to) - 1 - landed[to]++, &end_x[i],
            &end_y[i]);
    }
  for (guint i = 0; i < self->frame.n_last_steps; i++)
    gamao_board_paint_arrow (snapshot, &self->layout, &self->palette.trail, start_x[i],
                             start_y[i], end_x[i], end_y[i]);
}

/* A hinted play shown before it is played: an arrow from each checker
 * that would move to a faint checker where it would land. */
static void
snapshot_preview (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int player = self->frame.on_roll;
  int left[GAMAO_N_SLOTS] = { 0 }, arrived[GAMAO_N_SLOTS] = { 0 };
  double start_x[4], start_y[4], end_x[4], end_y[4];
  gboolean final[4];

  for (guint i = 0; i < self->n_preview; i++)
    {
      const GamaoStep *step = &self->preview[i];
      int from = gamao_board_view_mover_to_slot (self, step->from);
      int to = gamao_board_view_mover_to_slot (self, step->to);
      gboolean continued = FALSE;

      for (guint j = 0; j < i; j++)
        if (final[j] == FALSE && self->preview[j].to == step->from && !continued)
          {
            start_x[i] = end_x[j];
            start_y[i] = end_y[j];
            continued = TRUE;
          }
      if (!continued)
        gamao_board_view_stack_place (
            from, player, gamao_board_view_count_at (self, player, from) - 1 - left[from]++,
            &start_x[i], &start_y[i]);
      final[i] = TRUE;
      for (guint j = i + 1; j < self->n_preview; j++)
        final[i] &= self->preview[j].from != step->to;
      /* A blot hit there goes to the bar: the checker lands at the foot. */
      gamao_board_view_stack_place (
          to, player, (step->hit ? 0 : gamao_board_view_count_at (self, player, to)) + arrived[to],
          &end_x[i], &end_y[i]);
      if (final[i])
        arrived[to]++;
    }
  for (guint i = 0; i < self->n_preview; i++)
    {
      gamao_board_paint_arrow (snapshot, &self->layout, &self->palette.highlight, start_x[i],
                               start_y[i], end_x[i], end_y[i]);
      if (final[i])
        gamao_board_paint_ghost (snapshot, pango_of (self), &self->layout, &self->palette,
                                 player, end_x[i], end_y[i], &self->palette.highlight);
    }
}

static void
snapshot_moving (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  double t = flight_progress (self);

  for (guint i = 0; i < self->n_flights; i++)
    {
      const Flight *f = &self->flights[i];

      gamao_board_paint_checker (snapshot, pango_of (self), &self->layout, &self->palette,
                                 f->player, f->x0 + (f->x1 - f->x0) * t,
                                 f->y0 + (f->y1 - f->y0) * t, NULL);
    }
  if (self->dragging)
    {
      double x, y;

      gamao_board_layout_to_units (&self->layout, self->drag_x, self->drag_y, &x, &y);
      gamao_board_paint_checker (snapshot, pango_of (self), &self->layout, &self->palette,
                                 self->frame.on_roll, x, y, NULL);
    }
}

void
gamao_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (widget);
  double x, y;

  if (self->layout.unit <= 0)
    return;
  if (!self->static_node)
    self->static_node = gamao_board_paint_static (pango_of (self), &self->layout, &self->palette,
                                                  gamao_board_view_numbers_for (self));
  gtk_snapshot_append_node (snapshot, self->static_node);

  if (self->frame.cube_shown)
    {
      gamao_board_layout_cube (self->frame.cube_owner, &x, &y);
      gamao_board_paint_cube (snapshot, pango_of (self), &self->layout, &self->palette,
                              self->frame.cube_value, x, y);
    }
  for (int slot = 0; slot < GAMAO_N_SLOTS; slot++)
    for (int player = 0; player < 2; player++)
      snapshot_stack (self, snapshot, player, slot);
  snapshot_last_turn (self, snapshot);
  snapshot_last_dice (self, snapshot);
  snapshot_dice (self, snapshot);
  snapshot_highlights (self, snapshot);
  snapshot_preview (self, snapshot);
  snapshot_cursor (self, snapshot);
  snapshot_moving (self, snapshot);
}
