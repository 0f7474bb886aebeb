/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-board-view"

#include "config.h"

#include "gamao-board-view-private.h"
#include "gamao-ui-enums.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

G_DEFINE_FINAL_TYPE (GamaoBoardView, gamao_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_HOME_SIDE,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  MOVE_REQUESTED,
  DICE_ACTIVATED,
  CUBE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Player numbers, mover's point numbers and physical slots. */

static int
mover_to_slot (GamaoBoardView *self, int point)
{
  if (point == GAMAO_POINT_BAR)
    return GAMAO_SLOT_BAR;
  if (point == GAMAO_POINT_OFF)
    return GAMAO_SLOT_OFF;
  return self->on_roll == 0 ? point - 1 : 24 - point;
}

static int
slot_to_mover (GamaoBoardView *self, int slot, int player)
{
  if (slot == GAMAO_SLOT_BAR)
    return GAMAO_POINT_BAR;
  if (slot == GAMAO_SLOT_OFF)
    return player == self->on_roll ? GAMAO_POINT_OFF : -1;
  return self->on_roll == 0 ? slot + 1 : 24 - slot;
}

static int
count_at (GamaoBoardView *self, int player, int slot)
{
  GamaoSide side = player == self->on_roll ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT;

  if (slot == GAMAO_SLOT_OFF)
    return GAMAO_CHECKERS - gamao_board_checkers_on_board (&self->board, side);
  if (slot == GAMAO_SLOT_BAR)
    return self->board.checkers[side][GAMAO_BAR];
  return self->board.checkers[side][player == 0 ? slot : 23 - slot];
}

/* The slot of `player`'s point (1..24, 25 the bar, 0 off). */
static int
player_point_slot (int player, int point)
{
  if (point == GAMAO_POINT_BAR)
    return GAMAO_SLOT_BAR;
  if (point == GAMAO_POINT_OFF)
    return GAMAO_SLOT_OFF;
  return player == 0 ? point - 1 : 24 - point;
}

static int
numbers_for (GamaoBoardView *self)
{
  return self->numbering >= 0 ? self->numbering : self->on_roll;
}

int
gamao_board_view_count_at (GamaoBoardView *self, int player, int slot)
{
  return count_at (self, player, slot);
}

int
gamao_board_view_numbers_for (GamaoBoardView *self)
{
  return numbers_for (self);
}

int
gamao_board_view_player_slot (int player, int point)
{
  return player_point_slot (player, point);
}

void
gamao_board_view_changed (GamaoBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gamao_board_view_update_parts (self);
}

static gboolean
is_target (GamaoBoardView *self, int from, int to)
{
  return from >= 1 && from <= 25 && to >= 0 && to <= 24
         && (self->moves.targets[from] & (1u << to)) != 0;
}

static gboolean
is_movable (GamaoBoardView *self, int from)
{
  return self->interactive && from >= 1 && from <= 25 && self->moves.targets[from] != 0;
}

/* The unit centre of the checker at height k of a stack, k clamped to the
 * highest one drawn. */
static void
stack_place (int slot, int player, int k, double *x, double *y)
{
  if (slot != GAMAO_SLOT_OFF)
    k = MIN (k, GAMAO_STACK_MAX - 1);
  gamao_board_layout_checker (slot, player, MAX (k, 0), x, y);
}

/* Drawing */

static void
invalidate_static (GamaoBoardView *self)
{
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_palette (GamaoBoardView *self)
{
  gamao_board_palette_init (&self->palette,
                            adw_style_manager_get_dark (adw_style_manager_get_default ()));
  invalidate_static (self);
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
  if (self->dragging && player == self->on_roll && slot == mover_to_slot (self, self->dragging))
    n++;
  return n;
}

static void
snapshot_stack (GamaoBoardView *self, GtkSnapshot *snapshot, int player, int slot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int n = count_at (self, player, slot) - hidden_at (self, player, slot);
  int shown = slot == GAMAO_SLOT_OFF ? n : MIN (n, GAMAO_STACK_MAX);

  for (int k = 0; k < shown; k++)
    {
      double x, y;
      char label[8];
      gboolean counted = n > GAMAO_STACK_MAX && k == shown - 1 && slot != GAMAO_SLOT_OFF;

      gamao_board_layout_checker (slot, player, k, &x, &y);
      if (slot == GAMAO_SLOT_OFF)
        {
          gamao_board_paint_slab (snapshot, &self->layout, &self->palette, player, x, y);
          continue;
        }
      g_snprintf (label, sizeof label, "%d", n);
      gamao_board_paint_checker (snapshot, widget, &self->layout, &self->palette, player, x, y,
                                 counted ? label : NULL);
    }
}

static void
top_of (GamaoBoardView *self, int point, double *x, double *y)
{
  int slot = mover_to_slot (self, point);

  stack_place (slot, self->on_roll, count_at (self, self->on_roll, slot) - 1, x, y);
}

/* Where the checker held by `from` would land on `to`. */
static void
landing_place (GamaoBoardView *self, int to, double *x, double *y)
{
  int slot = mover_to_slot (self, to);

  /* A blot there is hit, so the checker lands at the foot of the point. */
  stack_place (slot, self->on_roll, count_at (self, self->on_roll, slot), x, y);
}

/* Where the keyboard stands: its place, or the first checker that may
 * move (or place the held one may go) when it has none yet, so the focus
 * shows before any arrow is pressed. */
int
gamao_board_view_key_place (GamaoBoardView *self)
{
  if (self->held ? is_target (self, self->held, self->cursor) : is_movable (self, self->cursor))
    return self->cursor;
  for (int p = 25; p >= 0; p--)
    if (self->held ? is_target (self, self->held, p) : is_movable (self, p))
      return p;
  return -1;
}

static void
snapshot_cursor (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int place = gamao_board_view_key_place (self);
  double x, y, w, h;

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
    top_of (self, place, &x, &y);
  if (self->held && place == GAMAO_POINT_OFF)
    {
      gamao_board_layout_tray (self->on_roll, &x, &y, &w, &h);
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
        top_of (self, from, &x, &y);
        gamao_board_paint_ring (snapshot, &self->layout, &self->palette, x, y,
                                from == self->held);
      }
  if (!source)
    return;
  for (int to = 0; to <= 24; to++)
    {
      if (!is_target (self, source, to))
        continue;
      if (to == GAMAO_POINT_OFF)
        {
          gamao_board_layout_tray (self->on_roll, &x, &y, &w, &h);
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
      int player = self->opening ? i : self->on_roll;

      if (self->opening)
        gamao_board_layout_die (player, 0, 1, &x, &y);
      else
        gamao_board_layout_die (self->on_roll, i, 2, &x, &y);
      gamao_board_paint_die (snapshot, &self->layout, &self->palette, player, 0, x, y, TRUE);
    }
}

static void
snapshot_dice (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  gboolean doubles = self->dice[0] == self->dice[1];
  int n = doubles ? 4 : 2;
  int left[4];
  guint n_left = self->n_left;

  if (self->dice[0] <= 0)
    {
      snapshot_roll_hint (self, snapshot);
      return;
    }
  memcpy (left, self->left, sizeof left);
  for (int i = 0; i < n; i++)
    {
      int value = doubles ? self->dice[0] : self->dice[i];
      /* The opening roll's dice are one of each player's. */
      int player = self->opening && !doubles ? i : self->on_roll;
      gboolean used = TRUE;
      double x, y;

      /* A die is still to play when its number is among those left; each
       * number left accounts for one die only. */
      for (guint j = 0; j < n_left; j++)
        if (left[j] == value)
          {
            left[j] = left[--n_left];
            used = FALSE;
            break;
          }
      gamao_board_layout_die (self->on_roll, i, n, &x, &y);
      gamao_board_paint_die (snapshot, &self->layout, &self->palette, player, value, x, y, used);
    }
}

/* The last turn's dice, on its player's side of the board. */
static void
snapshot_last_dice (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  gboolean doubles = self->last_dice[0] == self->last_dice[1];
  int n = doubles ? 4 : 2;

  if (self->last_player < 0 || self->last_dice[0] <= 0)
    return;
  for (int i = 0; i < n; i++)
    {
      int value = doubles ? self->last_dice[0] : MAX (self->last_dice[0], self->last_dice[1]);
      double x, y;

      if (!doubles && i == 1)
        value = MIN (self->last_dice[0], self->last_dice[1]);
      gamao_board_layout_die (self->last_player, i, n, &x, &y);
      gamao_board_paint_die (snapshot, &self->layout, &self->palette, self->last_player, value, x,
                             y, FALSE);
    }
}

/* Whether a later step of the last turn moves on from where step i
 * landed: then the checker only passed there. */
static gboolean
step_continues (GamaoBoardView *self, guint i)
{
  for (guint j = i + 1; j < self->n_last_steps; j++)
    if (self->last_steps[j].from == self->last_steps[i].to)
      return TRUE;
  return FALSE;
}

static gboolean
step_continued (GamaoBoardView *self, guint i)
{
  for (guint j = 0; j < i; j++)
    if (self->last_steps[j].to == self->last_steps[i].from)
      return TRUE;
  return FALSE;
}

/* A faint checker where each checker of the last turn left from, and an
 * arrow along its way to where it is now. */
static void
snapshot_last_turn (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int player = self->last_player;
  int ghosts[GAMAO_N_SLOTS] = { 0 }, landed[GAMAO_N_SLOTS] = { 0 };
  double start_x[4], start_y[4], end_x[4], end_y[4];

  if (player < 0 || !self->n_last_steps)
    return;
  for (guint i = 0; i < self->n_last_steps; i++)
    {
      const GamaoStep *step = &self->last_steps[i];
      int from = player_point_slot (player, step->from);
      int to = player_point_slot (player, step->to);

      if (step_continued (self, i))
        {
          /* It set off from where an earlier step put it down. */
          for (guint j = 0; j < i; j++)
            if (self->last_steps[j].to == step->from)
              {
                start_x[i] = end_x[j];
                start_y[i] = end_y[j];
              }
        }
      else
        {
          stack_place (from, player, count_at (self, player, from) + ghosts[from]++, &start_x[i],
                       &start_y[i]);
          gamao_board_paint_ghost (snapshot, GTK_WIDGET (self), &self->layout, &self->palette,
                                   player, start_x[i], start_y[i], &self->palette.trail);
        }
      if (step_continues (self, i))
        /* Only passing: the place just above the stack there. */
        stack_place (to, player, count_at (self, player, to), &end_x[i], &end_y[i]);
      else
        stack_place (to, player, count_at (self, player, to) - 1 - landed[to]++, &end_x[i],
                     &end_y[i]);
    }
  for (guint i = 0; i < self->n_last_steps; i++)
    gamao_board_paint_arrow (snapshot, &self->layout, &self->palette.trail, start_x[i],
                             start_y[i], end_x[i], end_y[i]);
}

/* A hinted play shown before it is played: an arrow from each checker
 * that would move to a faint checker where it would land. */
static void
snapshot_preview (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  int player = self->on_roll;
  int left[GAMAO_N_SLOTS] = { 0 }, arrived[GAMAO_N_SLOTS] = { 0 };
  double start_x[4], start_y[4], end_x[4], end_y[4];
  gboolean final[4];

  for (guint i = 0; i < self->n_preview; i++)
    {
      const GamaoStep *step = &self->preview[i];
      int from = mover_to_slot (self, step->from);
      int to = mover_to_slot (self, step->to);
      gboolean continued = FALSE;

      for (guint j = 0; j < i; j++)
        if (final[j] == FALSE && self->preview[j].to == step->from && !continued)
          {
            start_x[i] = end_x[j];
            start_y[i] = end_y[j];
            continued = TRUE;
          }
      if (!continued)
        stack_place (from, player, count_at (self, player, from) - 1 - left[from]++, &start_x[i],
                     &start_y[i]);
      final[i] = TRUE;
      for (guint j = i + 1; j < self->n_preview; j++)
        final[i] &= self->preview[j].from != step->to;
      /* A blot hit there goes to the bar: the checker lands at the foot. */
      stack_place (to, player,
                   (step->hit ? 0 : count_at (self, player, to)) + arrived[to], &end_x[i],
                   &end_y[i]);
      if (final[i])
        arrived[to]++;
    }
  for (guint i = 0; i < self->n_preview; i++)
    {
      gamao_board_paint_arrow (snapshot, &self->layout, &self->palette.highlight, start_x[i],
                               start_y[i], end_x[i], end_y[i]);
      if (final[i])
        gamao_board_paint_ghost (snapshot, GTK_WIDGET (self), &self->layout, &self->palette,
                                 player, end_x[i], end_y[i], &self->palette.highlight);
    }
}

static void
snapshot_moving (GamaoBoardView *self, GtkSnapshot *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double t = flight_progress (self);

  for (guint i = 0; i < self->n_flights; i++)
    {
      const Flight *f = &self->flights[i];

      gamao_board_paint_checker (snapshot, widget, &self->layout, &self->palette, f->player,
                                 f->x0 + (f->x1 - f->x0) * t, f->y0 + (f->y1 - f->y0) * t, NULL);
    }
  if (self->dragging)
    {
      double x, y;

      gamao_board_layout_to_units (&self->layout, self->drag_x, self->drag_y, &x, &y);
      gamao_board_paint_checker (snapshot, widget, &self->layout, &self->palette, self->on_roll, x,
                                 y, NULL);
    }
}

static void
gamao_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (widget);
  double x, y;

  if (self->layout.unit <= 0)
    return;
  if (!self->static_node)
    self->static_node = gamao_board_paint_static (widget, &self->layout, &self->palette,
                                                  numbers_for (self));
  gtk_snapshot_append_node (snapshot, self->static_node);

  if (self->cube_visible)
    {
      gamao_board_layout_cube (self->cube_owner, &x, &y);
      gamao_board_paint_cube (snapshot, widget, &self->layout, &self->palette, self->cube_value,
                              x, y);
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

static void
gamao_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline,
                          int *natural_baseline)
{
  /* About 360 px wide at the least, as a phone-sized window allows. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 340;
      *natural = 900;
    }
  else
    {
      *minimum = (int) ceil (340 * GAMAO_LAYOUT_HEIGHT / GAMAO_LAYOUT_WIDTH);
      *natural = (int) ceil (900 * GAMAO_LAYOUT_HEIGHT / GAMAO_LAYOUT_WIDTH);
    }
}

static void
gamao_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (widget);

  gamao_board_layout_compute (&self->layout, width, height,
                              self->home_side == GAMAO_HOME_LEFT);
  invalidate_static (self);
  gamao_board_view_allocate_parts (self);
}

/* The focus ring comes and goes with the keyboard's focus. */
static void
gamao_board_view_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags now = gtk_widget_get_state_flags (widget);
  GtkStateFlags focus = GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE;

  if ((now ^ previous) & focus)
    gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (gamao_board_view_parent_class)->state_flags_changed (widget, previous);
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

static void
stop_flights (GamaoBoardView *self)
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

static void
start_flights (GamaoBoardView *self)
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

static void
add_flight (GamaoBoardView *self, int player, int slot, double x0, double y0, double x1,
            double y1)
{
  Flight *f = &self->flights[self->n_flights++];

  f->player = player;
  f->slot = slot;
  f->x0 = x0;
  f->y0 = y0;
  f->x1 = x1;
  f->y1 = y1;
}

/* What the input side needs */

int
gamao_board_view_mover_to_slot (GamaoBoardView *self, int point)
{
  return mover_to_slot (self, point);
}

int
gamao_board_view_slot_to_mover (GamaoBoardView *self, int slot, int player)
{
  return slot_to_mover (self, slot, player);
}

gboolean
gamao_board_view_is_target (GamaoBoardView *self, int from, int to)
{
  return is_target (self, from, to);
}

gboolean
gamao_board_view_is_movable (GamaoBoardView *self, int from)
{
  return is_movable (self, from);
}

void
gamao_board_view_fly_back (GamaoBoardView *self, int from)
{
  double x, y;

  top_of (self, from, &x, &y);
  stop_flights (self);
  add_flight (self, self->on_roll, mover_to_slot (self, from), self->drop_ux, self->drop_uy, x,
              y);
  self->drop_pending = FALSE;
  start_flights (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gamao_board_view_emit_move (GamaoBoardView *self, int from, int to)
{
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, from, to);
}

void
gamao_board_view_emit_dice (GamaoBoardView *self)
{
  g_signal_emit (self, signals[DICE_ACTIVATED], 0);
}

void
gamao_board_view_emit_cube (GamaoBoardView *self)
{
  g_signal_emit (self, signals[CUBE_ACTIVATED], 0);
}

/* GObject */

static void
gamao_board_view_dispose (GObject *object)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (object);

  stop_flights (self);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  gamao_board_view_dispose_parts (self);
  G_OBJECT_CLASS (gamao_board_view_parent_class)->dispose (object);
}

static void
gamao_board_view_finalize (GObject *object)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (object);

  g_free (self->news);
  G_OBJECT_CLASS (gamao_board_view_parent_class)->finalize (object);
}

static void
gamao_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_HOME_SIDE:
      g_value_set_enum (value, self->home_side);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, self->animation_speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_board_view_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_HOME_SIDE:
      gamao_board_view_set_home_side (self, g_value_get_enum (value));
      break;
    case PROP_ANIMATION_SPEED:
      gamao_board_view_set_animation_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_board_view_class_init (GamaoBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_board_view_dispose;
  object_class->finalize = gamao_board_view_finalize;
  object_class->get_property = gamao_board_view_get_property;
  object_class->set_property = gamao_board_view_set_property;
  widget_class->snapshot = gamao_board_view_snapshot;
  widget_class->measure = gamao_board_view_measure;
  widget_class->size_allocate = gamao_board_view_size_allocate;
  widget_class->state_flags_changed = gamao_board_view_state_flags_changed;

  properties[PROP_HOME_SIDE] = g_param_spec_enum (
      "home-side", NULL, NULL, GAMAO_TYPE_HOME_SIDE, GAMAO_HOME_RIGHT,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] = g_param_spec_double (
      "animation-speed", NULL, NULL, 0.0, 4.0, 1.0,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_REQUESTED] = g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                          G_TYPE_INT, G_TYPE_INT);
  signals[DICE_ACTIVATED] = g_signal_new ("dice-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CUBE_ACTIVATED] = g_signal_new ("cube-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "gamao-board");
  /* A group: its parts (points, bar, trays, dice, cube) are read one by one. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gamao_board_view_init (GamaoBoardView *self)
{
  self->cube_value = 1;
  self->cube_owner = -1;
  self->cube_visible = TRUE;
  self->animation_speed = 1.0;
  self->numbering = -1;
  self->last_player = -1;
  gamao_board_init_start (&self->board);
  gamao_board_moves_clear (&self->moves);

  self->cursor = -1;
  gamao_board_view_init_input (self);
  gamao_board_view_init_parts (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Backgammon board"), -1);
  gamao_board_view_update_parts (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_palette), self, G_CONNECT_SWAPPED);
  gamao_board_palette_init (&self->palette,
                            adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

GtkWidget *
gamao_board_view_new (void)
{
  return g_object_new (GAMAO_TYPE_BOARD_VIEW, NULL);
}

/* State */

void
gamao_board_view_set_position (GamaoBoardView *self, const GamaoBoard *board, int on_roll)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (on_roll == 0 || on_roll == 1);

  stop_flights (self);
  if (on_roll != self->on_roll)
    invalidate_static (self);
  self->board = *board;
  self->on_roll = on_roll;
  self->held = 0;
  self->dragging = 0;
  self->drop_pending = FALSE;
  self->n_preview = 0;
  self->generation++;
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
  from_slot = mover_to_slot (self, from);
  to_slot = mover_to_slot (self, to);
  stack_place (from_slot, on_roll, count_at (self, on_roll, from_slot), &sx, &sy);
  if (dropped)
    {
      sx = self->drop_ux;
      sy = self->drop_uy;
    }
  stack_place (to_slot, on_roll, count_at (self, on_roll, to_slot) - 1, &ex, &ey);
  add_flight (self, on_roll, to_slot, sx, sy, ex, ey);
  if (hit)
    {
      /* The hit checker leaves the point for its bar at the same time. */
      stack_place (to_slot, opponent, 0, &sx, &sy);
      stack_place (GAMAO_SLOT_BAR, opponent, count_at (self, opponent, GAMAO_SLOT_BAR) - 1, &ex,
                   &ey);
      add_flight (self, opponent, GAMAO_SLOT_BAR, sx, sy, ex, ey);
    }
  start_flights (self);
}

int
gamao_board_view_get_on_roll (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), 0);
  return self->on_roll;
}

void
gamao_board_view_set_dice (GamaoBoardView *self, const int dice[2], const int *left, guint n_left)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (n_left <= 4);

  self->dice[0] = dice[0];
  self->dice[1] = dice[1];
  self->n_left = n_left;
  memset (self->left, 0, sizeof self->left);
  if (n_left)
    memcpy (self->left, left, n_left * sizeof *left);
  gamao_board_view_changed (self);
}

void
gamao_board_view_set_roll_state (GamaoBoardView *self, gboolean can_roll, gboolean opening)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->can_roll = can_roll;
  self->opening = opening;
  gamao_board_view_changed (self);
}

void
gamao_board_view_set_cube (GamaoBoardView *self, guint value, int owner, gboolean visible)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->cube_value = value;
  self->cube_owner = owner;
  self->cube_visible = visible;
  gamao_board_view_changed (self);
}

int
gamao_board_view_get_cube_owner (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), -2);
  return self->cube_visible ? self->cube_owner : -2;
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
  if (!is_movable (self, self->held))
    self->held = 0;
  gamao_board_view_changed (self);
}

void
gamao_board_view_set_numbering (GamaoBoardView *self, int player)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (player >= -1 && player <= 1);

  if (self->numbering == player)
    return;
  self->numbering = player;
  invalidate_static (self);
  gamao_board_view_update_parts (self);
}

int
gamao_board_view_get_numbers_for (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), 0);
  return numbers_for (self);
}

void
gamao_board_view_set_last_turn (GamaoBoardView *self, int player, const int dice[2],
                                const GamaoStep *steps, guint n_steps)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));
  g_return_if_fail (player >= -1 && player <= 1);
  g_return_if_fail (n_steps <= G_N_ELEMENTS (self->last_steps));

  self->last_player = player;
  self->n_last_steps = player >= 0 ? n_steps : 0;
  self->last_dice[0] = player >= 0 && dice ? dice[0] : 0;
  self->last_dice[1] = player >= 0 && dice ? dice[1] : 0;
  if (self->n_last_steps)
    memcpy (self->last_steps, steps, n_steps * sizeof *steps);
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
  return self->last_player;
}

GamaoHomeSide
gamao_board_view_get_home_side (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), GAMAO_HOME_RIGHT);
  return self->home_side;
}

void
gamao_board_view_set_home_side (GamaoBoardView *self, GamaoHomeSide side)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  if (self->home_side == side)
    return;
  self->home_side = side;
  gamao_board_layout_compute (&self->layout, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)), side == GAMAO_HOME_LEFT);
  invalidate_static (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOME_SIDE]);
}

double
gamao_board_view_get_animation_speed (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), 1.0);
  return self->animation_speed;
}

void
gamao_board_view_set_animation_speed (GamaoBoardView *self, double speed)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  if (self->animation_speed == speed)
    return;
  self->animation_speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

gboolean
gamao_board_view_is_animating (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), FALSE);
  return self->n_flights > 0;
}

gboolean
gamao_board_view_point_coords (GamaoBoardView *self, int point, double *x, double *y)
{
  graphene_point_t p;
  double ux, uy;
  int slot;

  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), FALSE);

  if (point < 0 || point > 25 || self->layout.unit <= 0)
    return FALSE;
  slot = mover_to_slot (self, point);
  stack_place (slot, self->on_roll, MAX (count_at (self, self->on_roll, slot) - 1, 0), &ux, &uy);
  p = gamao_board_layout_point (&self->layout, ux, uy);
  *x = p.x;
  *y = p.y;
  return TRUE;
}
