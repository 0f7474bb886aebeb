/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's input: a press and drag or two clicks with the pointer, or
 * the arrow keys, Enter and the dice's numbers, all ending in
 * "move-requested". */
#define G_LOG_DOMAIN "gamao-board-view"

#include "config.h"

#include "gamao-board-view-private.h"

#include <math.h>

#include "gamao-review-words.h"

/* Pointer travel, in pixels, that turns a press into a drag. */
#define DRAG_THRESHOLD 5.0

/* Keyboard */

/* Where the keyboard stands: its place, or the first checker that may
 * move (or place the held one may go) when it has none yet, so the focus
 * shows before any arrow is pressed. */
int
gamao_board_view_key_place (GamaoBoardView *self)
{
  if (self->held ? gamao_board_view_is_target (self, self->held, self->cursor)
                 : gamao_board_view_is_movable (self, self->cursor))
    return self->cursor;
  for (int p = 25; p >= 0; p--)
    if (self->held ? gamao_board_view_is_target (self, self->held, p)
                   : gamao_board_view_is_movable (self, p))
      return p;
  return -1;
}


/* Pointer */

static int
point_under (GamaoBoardView *self, double px, double py, GamaoHitKind *kind)
{
  double x, y;
  int slot, player;

  gamao_board_layout_to_units (&self->layout, px, py, &x, &y);
  *kind = gamao_board_layout_hit (x, y, self->frame.on_roll, &slot, &player);
  if (*kind != GAMAO_HIT_SLOT)
    return -1;
  return gamao_board_view_slot_to_mover (self, slot, player);
}

void
gamao_board_view_click_point (GamaoBoardView *self, int point)
{
  int held = self->held;

  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->held = 0;
  gamao_board_view_changed (self);
  if (held && gamao_board_view_is_target (self, held, point))
    {
      gamao_board_view_emit_move (self, held, point);
      return;
    }
  if (!gamao_board_view_is_movable (self, point) || point == held)
    return;
  if (self->moves.quick[point] >= 0)
    gamao_board_view_emit_move (self, point, self->moves.quick[point]);
  else
    {
      self->held = point;
      gamao_board_view_changed (self);
    }
}

void
gamao_board_view_drop (GamaoBoardView *self, int from, int to)
{
  guint generation = self->generation;

  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->held = 0;
  if (to < 0 || to == from || !gamao_board_view_is_movable (self, from))
    {
      self->drop_pending = FALSE;
      gamao_board_view_changed (self);
      return;
    }
  gamao_board_view_emit_move (self, from, to);
  if (self->generation != generation || !self->drop_pending)
    return;
  /* Refused: the checker flies back from where it was dropped. */
  gamao_board_view_fly_back (self, from);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, GamaoBoardView *self)
{
  GamaoHitKind kind;
  int point = point_under (self, x, y, &kind);

  self->press_x = x;
  self->press_y = y;
  self->press_from = gamao_board_view_is_movable (self, point) && !self->n_flights ? point : 0;
  /* The pointer takes over from the keyboard. */
  self->cursor = -1;
  self->by_keys = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, GamaoBoardView *self)
{
  if (!self->press_from)
    return;
  if (!self->dragging && hypot (dx, dy) < DRAG_THRESHOLD)
    return;
  if (!self->dragging)
    {
      self->dragging = self->press_from;
      self->held = 0;
      gamao_board_view_update_parts (self);
    }
  self->drag_x = self->press_x + dx;
  self->drag_y = self->press_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, GamaoBoardView *self)
{
  double x = self->press_x + dx, y = self->press_y + dy;
  GamaoHitKind kind;
  int point = point_under (self, x, y, &kind);
  int from = self->dragging;

  self->dragging = 0;
  self->press_from = 0;
  gamao_board_view_update_parts (self);
  if (from)
    {
      self->drop_pending = TRUE;
      gamao_board_layout_to_units (&self->layout, x, y, &self->drop_ux, &self->drop_uy);
      gamao_board_view_drop (self, from, point);
      return;
    }
  if (kind == GAMAO_HIT_DICE)
    gamao_board_view_emit_dice (self);
  else if (kind == GAMAO_HIT_CUBE)
    gamao_board_view_emit_cube (self);
  else
    gamao_board_view_click_point (self, point);
}


void
gamao_board_view_hold_checker (GamaoBoardView *self, int from, double x, double y)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->dragging = gamao_board_view_is_movable (self, from) ? from : 0;
  self->drag_x = x;
  self->drag_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
gamao_board_view_get_selected (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), 0);
  return self->held;
}

/* Keyboard: the arrows walk over the checkers that may move, or, with one
 * held, over the places it may go; Enter or Space moves a checker that
 * has one place to go and picks up one that has more, then puts it down
 * where the arrows chose; 1 to 6 move the checker under the cursor (or
 * the one held) by that die; Escape lets go. */

static guint
key_stops (GamaoBoardView *self, int stops[26])
{
  guint n = 0;

  for (int p = 25; p >= 0; p--)
    if (self->held ? gamao_board_view_is_target (self, self->held, p)
                   : gamao_board_view_is_movable (self, p))
      stops[n++] = p;
  return n;
}

static void
move_cursor (GamaoBoardView *self, int step)
{
  int stops[26];
  guint n = key_stops (self, stops);
  int at = -1;

  if (n == 0)
    return;
  /* From the place the focus ring shows, even before any arrow. */
  for (guint i = 0; i < n; i++)
    if (stops[i] == gamao_board_view_key_place (self))
      at = (int) i;
  at = at < 0 ? 0 : (at + step + (int) n) % (int) n;
  self->cursor = stops[at];
  self->news_fresh = FALSE;
  gamao_board_view_changed (self);
}

/* Where the keyboard stands after a step from `from` to `to`: on its
 * point while a checker there may still move, so a second checker of the
 * same point (or the same one by the other die) is one key away; else on
 * the checker just moved; else the movable checker nearest to it. */
static int
place_after_step (GamaoBoardView *self, int from, int to)
{
  int best = from;

  if (gamao_board_view_is_movable (self, from))
    return from;
  if (gamao_board_view_is_movable (self, to))
    return to;
  for (int p = 25; p >= 1; p--)
    if (gamao_board_view_is_movable (self, p)
        && (!gamao_board_view_is_movable (self, best) || ABS (p - from) < ABS (best - from)))
      best = p;
  return best;
}

/* The one place a keyboard step is made: the checker on `from` goes to
 * `to` through "move-requested" like the pointer's, and the keyboard
 * keeps its place on the board. */
static void
key_step (GamaoBoardView *self, int from, int to)
{
  self->held = 0;
  self->cursor = from;
  gamao_board_view_emit_move (self, from, to);
  self->cursor = place_after_step (self, from, to);
  gamao_board_view_changed (self);
}

/* The only place the checker on `from` may go, or -1 with none or several. */
static int
only_target (GamaoBoardView *self, int from)
{
  int only = -1;

  for (int to = 0; to <= 24; to++)
    if (gamao_board_view_is_target (self, from, to))
      {
        if (only >= 0)
          return -1;
        only = to;
      }
  return only;
}

/* Words for a screen reader, freed here. */
static void
say_taken (GamaoBoardView *self, char *words)
{
  gamao_board_view_say (self, words);
  g_free (words);
}

/* Enter or Space: a checker with one place to go goes there; one with
 * more is held, and the arrows walk its places; a held one is put down
 * where the arrows stand. */
static gboolean
key_activate (GamaoBoardView *self)
{
  int point = gamao_board_view_key_place (self);

  if (point < 0)
    return FALSE;
  if (self->held)
    {
      key_step (self, self->held, point);
      return TRUE;
    }
  if (only_target (self, point) >= 0)
    {
      key_step (self, point, only_target (self, point));
      return TRUE;
    }
  self->held = point;
  self->cursor = -1;
  /* Holding a checker now: go straight to its first destination. */
  self->cursor = gamao_board_view_key_place (self);
  gamao_board_view_changed (self);
  say_taken (self, gamao_board_view_held_words (self));
  return TRUE;
}

/* 1 to 6: the checker held, or the one under the cursor, moves by that
 * die when the turn offers it; otherwise nothing moves and the bell says so. */
static gboolean
key_die (GamaoBoardView *self, int die)
{
  int from = self->held ? self->held : gamao_board_view_key_place (self);

  if (from < 1 || !gamao_board_view_is_movable (self, from))
    return FALSE;
  if (self->moves.by_die[from][die] < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      say_taken (self, gamao_board_view_no_die_words (self, from, die));
      return TRUE;
    }
  key_step (self, from, self->moves.by_die[from][die]);
  return TRUE;
}

static int
die_of_key (guint keyval)
{
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_6)
    return (int) (keyval - GDK_KEY_1) + 1;
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_6)
    return (int) (keyval - GDK_KEY_KP_1) + 1;
  return 0;
}

/* Review: V walks every place with the arrows (and V again plays); I,
 * P, C, T and W ask for the dice, the pips and score, the cube, the turn
 * and the whole position (the letters are the translation's,
 * gamao_review_letters). None of them plays, so none is a key that does
 * (Space, R, D, H, Enter, Escape, 1 to 6). */

static void
toggle_review (GamaoBoardView *self)
{
  int slot;

  self->reviewing = !self->reviewing;
  if (self->reviewing)
    {
      /* From where the keyboard stands, or point 1. */
      int at = gamao_board_view_key_place (self);

      self->review_at = 0;
      slot = at >= 0 ? gamao_board_view_mover_to_slot (self, at) : -1;
      for (guint i = 0; i < 27 && slot >= 0; i++)
        {
          self->review_at = i;
          if (gamao_board_view_review_part (self) == (guint) slot)
            break;
        }
    }
  gamao_board_view_changed (self);
  say_taken (self, gamao_board_view_review_words (self, self->reviewing));
}

/* The key of the review letter at `index` (0: review itself, then the
 * topics in their order), from the listener's language. */
static guint
review_keyval (guint index)
{
  static guint keyvals[6];

  if (!keyvals[0])
    {
      gunichar letters[6];

      gamao_review_letters (letters);
      for (guint i = 0; i < 6; i++)
        keyvals[i] = gdk_unicode_to_keyval (letters[i]);
    }
  return keyvals[index];
}

static gboolean
review_key (GamaoBoardView *self, guint keyval)
{
  int step = keyval == GDK_KEY_Left || keyval == GDK_KEY_Up ? -1
             : keyval == GDK_KEY_Right || keyval == GDK_KEY_Down ? 1
                                                                  : 0;

  for (guint i = 1; i < 6; i++)
    if (keyval == review_keyval (i))
      {
        gamao_board_view_emit_review (self, (GamaoReviewTopic) (i - 1));
        return TRUE;
      }
  if (keyval == review_keyval (0))
    {
      toggle_review (self);
      return TRUE;
    }
  if (!self->reviewing)
    return FALSE;
  if (step)
    {
      self->review_at = (self->review_at + 27 + step) % 27;
      self->news_fresh = FALSE;
      gamao_board_view_changed (self);
      return TRUE;
    }
  /* A key that plays on the board ends the review first. */
  if (die_of_key (keyval) || keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter
      || keyval == GDK_KEY_space || keyval == GDK_KEY_Escape)
    {
      self->reviewing = FALSE;
      gamao_board_view_changed (self);
    }
  return FALSE;
}

gboolean
gamao_board_view_handle_key (GamaoBoardView *self, guint keyval)
{
  int die = die_of_key (keyval);

  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), FALSE);

  if (review_key (self, keyval))
    return TRUE;
  self->by_keys = TRUE;
  if (die)
    return key_die (self, die);
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      move_cursor (self, -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      move_cursor (self, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      return key_activate (self);
    case GDK_KEY_Escape:
      if (!self->held)
        return FALSE;
      self->cursor = self->held;
      self->held = 0;
      gamao_board_view_changed (self);
      say_taken (self, gamao_board_view_put_back_words (self, self->cursor));
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, GamaoBoardView *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  return gamao_board_view_handle_key (self, keyval);
}

void
gamao_board_view_show_keys (GamaoBoardView *self)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  self->by_keys = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
gamao_board_view_get_cursor (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), -1);
  return self->cursor;
}

void
gamao_board_view_init_input (GamaoBoardView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}
