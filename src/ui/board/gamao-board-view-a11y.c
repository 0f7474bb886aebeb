/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board as a screen reader reads it: each point, the bar, the trays,
 * the dice, the cube and the checker in hand is a part with its own role
 * and words, laid over its place on the board; the board's own
 * description follows the keyboard's place, or else the latest news. */
#define G_LOG_DOMAIN "gamao-board-view"

#include "config.h"

#include "gamao-board-view-private.h"

#include <glib/gi18n.h>

#include "gamao-turn-words.h"

/* Half the size of a die or the cube, in units, with a little margin. */
#define PART_HALF 0.6

void
gamao_board_view_init_parts (GamaoBoardView *self)
{
  for (guint i = 0; i < GAMAO_BOARD_N_PARTS; i++)
    {
      self->parts[i] = gamao_board_part_new (GTK_ACCESSIBLE_ROLE_IMG);
      gtk_widget_set_parent (self->parts[i], GTK_WIDGET (self));
    }
  gtk_widget_set_visible (self->parts[GAMAO_BOARD_PART_HAND], FALSE);
}

void
gamao_board_view_dispose_parts (GamaoBoardView *self)
{
  for (guint i = 0; i < GAMAO_BOARD_N_PARTS; i++)
    g_clear_pointer (&self->parts[i], gtk_widget_unparent);
}

static void
place (GamaoBoardView *self, guint part, double x, double y, double w, double h)
{
  graphene_rect_t r = gamao_board_layout_rect (&self->layout, x, y, w, h);
  GtkAllocation allocation = { (int) r.origin.x, (int) r.origin.y, MAX ((int) r.size.width, 1),
                               MAX ((int) r.size.height, 1) };
  int minimum, natural;

  if (!gtk_widget_get_visible (self->parts[part]))
    return;
  /* GTK wants every child measured before it is given a size. */
  gtk_widget_measure (self->parts[part], GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL,
                      NULL);
  gtk_widget_size_allocate (self->parts[part], &allocation, -1);
}

void
gamao_board_view_allocate_parts (GamaoBoardView *self)
{
  double x, y, w, h, x1, y1;
  gboolean top;

  for (int slot = 0; slot < 24; slot++)
    {
      gamao_board_layout_point_box (slot, &x, &y, &w, &h, &top);
      place (self, slot, x, y, w, h);
    }
  gamao_board_layout_bar (&x, &y, &w, &h);
  place (self, GAMAO_BOARD_PART_BAR, x, y, w, h);
  for (int player = 0; player < 2; player++)
    {
      gamao_board_layout_tray (player, &x, &y, &w, &h);
      place (self, GAMAO_BOARD_PART_TRAY0 + player, x, y, w, h);
    }
  gamao_board_layout_die (self->frame.on_roll, 0, 2, &x, &y);
  gamao_board_layout_die (self->frame.on_roll, 1, 2, &x1, &y1);
  place (self, GAMAO_BOARD_PART_DICE, x - PART_HALF, y - PART_HALF, x1 - x + 2 * PART_HALF,
         2 * PART_HALF);
  gamao_board_layout_cube (self->frame.cube_owner, &x, &y);
  place (self, GAMAO_BOARD_PART_CUBE, x - PART_HALF, y - PART_HALF, 2 * PART_HALF,
         2 * PART_HALF);
  if (self->held || self->dragging)
    {
      int slot = gamao_board_view_mover_to_slot (self, self->held ? self->held : self->dragging);

      if (slot < 24)
        gamao_board_layout_point_box (slot, &x, &y, &w, &h, &top);
      else
        gamao_board_layout_bar (&x, &y, &w, &h);
      place (self, GAMAO_BOARD_PART_HAND, x, y, w, h);
    }
}

/* Words */

static char *
checkers_words (int player, int n)
{
  if (player == 0)
    return g_strdup_printf (ngettext ("%d light checker", "%d light checkers", n), n);
  return g_strdup_printf (ngettext ("%d dark checker", "%d dark checkers", n), n);
}

/* The number a slot has in the numbering on show. */
static int
shown_number (GamaoBoardView *self, int slot)
{
  return gamao_board_view_numbers_for (self) == 1 ? 24 - slot : slot + 1;
}

static char *
point_label (GamaoBoardView *self, int slot)
{
  int counts[2] = { gamao_board_view_count_at (self, 0, slot),
                    gamao_board_view_count_at (self, 1, slot) };
  int owner = counts[0] ? 0 : counts[1] ? 1 : -1;
  g_autofree char *checkers = NULL;

  if (owner < 0)
    /* Translators: not a count; %d is the point's number, "Point 13: empty". */
    return g_strdup_printf (_("Point %d: empty"), shown_number (self, slot));
  checkers = checkers_words (owner, counts[owner]);
  /* Translators: not a count; %d is the point's number, %s its checkers:
   * "Point 13: 5 light checkers". */
  return g_strdup_printf (_("Point %d: %s"), shown_number (self, slot), checkers);
}

/* Whether the last turn's checkers left from or came to `slot`. */
static void
last_turn_at (GamaoBoardView *self, int slot, gboolean *left, gboolean *came)
{
  const GamaoBoardFrame *frame = &self->frame;

  *left = *came = FALSE;
  if (frame->last_player < 0)
    return;
  for (guint i = 0; i < frame->n_last_steps; i++)
    {
      *left |= gamao_board_view_player_slot (frame->last_player, frame->last_steps[i].from) == slot;
      *came |= gamao_board_view_player_slot (frame->last_player, frame->last_steps[i].to) == slot;
    }
}

static char *
place_description (GamaoBoardView *self, int slot)
{
  g_autoptr (GPtrArray) notes = g_ptr_array_new ();
  int point = gamao_board_view_slot_to_mover (self, slot, self->frame.on_roll);
  int source = self->held ? self->held : self->dragging;
  gboolean left, came;

  if (!source && gamao_board_view_is_movable (self, point))
    g_ptr_array_add (notes, _("A checker here can move"));
  if (source && gamao_board_view_is_target (self, source, point))
    g_ptr_array_add (notes, _("The checker in hand can go here"));
  last_turn_at (self, slot, &left, &came);
  if (left)
    g_ptr_array_add (notes, _("Last turn: a checker left from here"));
  if (came)
    g_ptr_array_add (notes, _("Last turn: a checker came here"));
  g_ptr_array_add (notes, NULL);
  return g_strjoinv (". ", (char **) notes->pdata);
}

static char *
bar_label (GamaoBoardView *self)
{
  g_autofree char *light = NULL, *dark = NULL;
  int n0 = gamao_board_view_count_at (self, 0, GAMAO_SLOT_BAR);
  int n1 = gamao_board_view_count_at (self, 1, GAMAO_SLOT_BAR);

  if (!n0 && !n1)
    return g_strdup (_("Bar: empty"));
  if (n0 && n1)
    {
      light = checkers_words (0, n0);
      dark = checkers_words (1, n1);
      /* Translators: the checkers on the bar, "Bar: 1 light checker, 2 dark checkers". */
      return g_strdup_printf (_("Bar: %s, %s"), light, dark);
    }
  light = checkers_words (n0 ? 0 : 1, n0 ? n0 : n1);
  /* Translators: the checkers on the bar, "Bar: 1 light checker". */
  return g_strdup_printf (_("Bar: %s"), light);
}

static char *
tray_label (GamaoBoardView *self, int player)
{
  int n = gamao_board_view_count_at (self, player, GAMAO_SLOT_OFF);

  if (player == 0)
    return g_strdup_printf (ngettext ("Light tray: %d checker borne off",
                                      "Light tray: %d checkers borne off", n),
                            n);
  return g_strdup_printf (ngettext ("Dark tray: %d checker borne off",
                                    "Dark tray: %d checkers borne off", n),
                          n);
}

static char *
dice_label (GamaoBoardView *self)
{
  g_autofree char *words = NULL;

  if (self->frame.dice[0] <= 0)
    return g_strdup (self->can_roll ? _("Dice: not rolled yet; click them or press Space to roll")
                                    : _("Dice: not rolled"));
  words = gamao_dice_words (self->frame.left, self->frame.n_left);
  if (words)
    /* Translators: the dice still to play, "Dice: 6 and 4 to play". */
    return g_strdup_printf (_("Dice: %s to play"), words);
  words = gamao_roll_words (self->frame.dice);
  /* Translators: a roll whose dice are all played, "Dice: 6-4, all played". */
  return g_strdup_printf (_("Dice: %s, all played"), words);
}

static char *
last_roll_description (GamaoBoardView *self)
{
  g_autofree char *roll = NULL;

  if (self->frame.last_player < 0 || self->frame.last_dice[0] <= 0)
    return NULL;
  roll = gamao_roll_words (self->frame.last_dice);
  if (self->frame.last_player == 0)
    /* Translators: the light player's last roll, still on the board: "6-4". */
    return g_strdup_printf (_("Light's last roll: %s"), roll);
  /* Translators: the dark player's last roll, still on the board: "6-4". */
  return g_strdup_printf (_("Dark's last roll: %s"), roll);
}

static char *
cube_label (GamaoBoardView *self)
{
  if (!self->frame.cube_shown)
    return g_strdup (_("No cube: the Crawford game"));
  if (self->frame.cube_owner == 0)
    /* Translators: not a count; %u is the value shown on the cube. */
    return g_strdup_printf (_("Cube at %u, the light player's"), self->frame.cube_value);
  if (self->frame.cube_owner == 1)
    /* Translators: not a count; %u is the value shown on the cube. */
    return g_strdup_printf (_("Cube at %u, the dark player's"), self->frame.cube_value);
  /* Translators: not a count; %u is the value shown on the cube. */
  return g_strdup_printf (_("Cube at %u, in the middle"), self->frame.cube_value);
}

static char *
hand_label (GamaoBoardView *self)
{
  int from = self->held ? self->held : self->dragging;
  int slot = gamao_board_view_mover_to_slot (self, from);

  if (slot == GAMAO_SLOT_BAR)
    return g_strdup (_("Checker in hand, from the bar"));
  /* Translators: not a count; %d is the number of the point the checker was picked up from. */
  return g_strdup_printf (_("Checker in hand, from point %d"), shown_number (self, slot));
}

static void
set_words (GamaoBoardView *self, guint part, char *label, char *description)
{
  gamao_board_part_set_words (GAMAO_BOARD_PART (self->parts[part]), label, description);
  g_free (label);
  g_free (description);
}

/* A part's name, then its description when it has one. */
static char *
part_words (GamaoBoardPart *part)
{
  const char *description = gamao_board_part_get_description (part);

  if (!description || !*description)
    return g_strdup (gamao_board_part_get_label (part));
  return g_strjoin (". ", gamao_board_part_get_label (part), description, NULL);
}

/* The board's own description: news just come (a step, the opponent's
 * play) until the arrows move on, or else where the keyboard stands, or
 * else the latest news, or else the frame's caption. */
static void
update_board_description (GamaoBoardView *self)
{
  GamaoBoardPart *part = NULL;
  g_autofree char *text = NULL;
  int slot;

  if (self->reviewing)
    part = GAMAO_BOARD_PART (self->parts[gamao_board_view_review_part (self)]);
  else if (self->cursor >= 0)
    {
      slot = gamao_board_view_mover_to_slot (self, self->cursor);
      part = GAMAO_BOARD_PART (self->parts[slot == GAMAO_SLOT_OFF ? GAMAO_BOARD_PART_TRAY0
                                                                       + self->frame.on_roll
                                                                 : slot]);
    }
  if (self->news && self->news_fresh)
    text = g_strdup (self->news);
  else if (part)
    text = part_words (part);
  else if (self->news)
    text = g_strdup (self->news);
  else
    text = g_strdup (self->frame.caption ? self->frame.caption : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

void
gamao_board_view_update_parts (GamaoBoardView *self)
{
  gboolean holding = self->held || self->dragging;

  if (!self->parts[0])
    return;
  for (int slot = 0; slot < 24; slot++)
    set_words (self, slot, point_label (self, slot), place_description (self, slot));
  set_words (self, GAMAO_BOARD_PART_BAR, bar_label (self),
             place_description (self, GAMAO_SLOT_BAR));
  for (int player = 0; player < 2; player++)
    set_words (self, GAMAO_BOARD_PART_TRAY0 + player, tray_label (self, player),
               player == self->frame.on_roll ? place_description (self, GAMAO_SLOT_OFF) : NULL);
  set_words (self, GAMAO_BOARD_PART_DICE, dice_label (self), last_roll_description (self));
  set_words (self, GAMAO_BOARD_PART_CUBE, cube_label (self), NULL);
  gtk_widget_set_visible (self->parts[GAMAO_BOARD_PART_HAND], holding);
  if (holding)
    set_words (self, GAMAO_BOARD_PART_HAND, hand_label (self), NULL);
  update_board_description (self);
}

GamaoBoardPart *
gamao_board_view_get_part (GamaoBoardView *self, guint part)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (part < GAMAO_BOARD_N_PARTS, NULL);
  return GAMAO_BOARD_PART (self->parts[part]);
}

/* The part the review stands on (review_at: the points by the numbers on
 * show, the bar, the listener's tray, the other). */
guint
gamao_board_view_review_part (GamaoBoardView *self)
{
  int numbers = gamao_board_view_numbers_for (self);

  if (self->review_at < 24)
    return numbers == 1 ? 23 - self->review_at : self->review_at;
  if (self->review_at == 24)
    return GAMAO_BOARD_PART_BAR;
  return GAMAO_BOARD_PART_TRAY0 + (self->review_at == 25 ? numbers : 1 - numbers);
}

static char *
place_words (GamaoBoardView *self, int point)
{
  int slot = gamao_board_view_mover_to_slot (self, point);

  if (slot == GAMAO_SLOT_BAR)
    return g_strdup (_("the bar"));
  /* Translators: not a count; a place to go, "point 10". */
  return g_strdup_printf (_("point %d"), shown_number (self, slot));
}

char *
gamao_board_view_held_words (GamaoBoardView *self)
{
  g_autoptr (GPtrArray) places = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *hand = hand_label (self), *list = NULL;

  for (int to = 24; to >= 0; to--)
    {
      if (!gamao_board_view_is_target (self, self->held, to))
        continue;
      if (to == 0)
        g_ptr_array_add (places, g_strdup (_("off the board")));
      else
        g_ptr_array_add (places, g_strdup_printf ("%d", shown_number (
                                     self, gamao_board_view_mover_to_slot (self, to))));
    }
  g_ptr_array_add (places, NULL);
  list = g_strjoinv (", ", (char **) places->pdata);
  /* Translators: a checker just picked up with the keyboard, then where
   * it may go: "Checker in hand, from point 13; it can go to 10, 8, 5". */
  return g_strdup_printf (_("%s; it can go to %s"), hand, list);
}

char *
gamao_board_view_put_back_words (GamaoBoardView *self, int point)
{
  g_autofree char *place = place_words (self, point);

  /* Translators: Escape put the checker in hand back: "Checker put back on point 13". */
  return g_strdup_printf (_("Checker put back on %s"), place);
}

char *
gamao_board_view_no_die_words (GamaoBoardView *self, int point, int die)
{
  g_autofree char *place = place_words (self, point);

  /* Translators: not a count; a die key that cannot move the checker:
   * "No 4 to play from point 10". */
  return g_strdup_printf (_("No %d to play from %s"), die, place);
}

char *
gamao_board_view_review_words (GamaoBoardView *self, gboolean entering)
{
  GamaoBoardPart *part = GAMAO_BOARD_PART (self->parts[gamao_board_view_review_part (self)]);
  g_autofree char *place = NULL;

  if (!entering)
    return g_strdup (_("Playing: the arrows move checkers again"));
  place = part_words (part);
  /* Translators: V (the review keys' first letter, "vipctw", in
   * uppercase) turned review on; then the place it stands on. */
  return g_strdup_printf (_("Review: the arrows read every place, V plays again. %s"), place);
}

gboolean
gamao_board_view_get_reviewing (GamaoBoardView *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_VIEW (self), FALSE);
  return self->reviewing;
}

void
gamao_board_view_say (GamaoBoardView *self, const char *words)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  /* The same words again are a change too, so that they are heard. */
  if (g_strcmp0 (self->news, words) == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    "", -1);
  g_free (self->news);
  self->news = g_strdup (words);
  self->news_fresh = words != NULL;
  update_board_description (self);
}

void
gamao_board_view_set_news (GamaoBoardView *self, const char *news)
{
  g_return_if_fail (GAMAO_IS_BOARD_VIEW (self));

  if (g_strcmp0 (self->news, news) == 0)
    return;
  g_free (self->news);
  self->news = g_strdup (news);
  self->news_fresh = news != NULL;
  update_board_description (self);
}
