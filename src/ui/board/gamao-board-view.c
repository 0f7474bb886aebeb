/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board widget: its class, properties and signals, its size, and
 * the settings that shape it (the home side, the animations' speed). Its
 * state is in gamao-board-view-frame.c, its drawing in
 * gamao-board-view-snapshot.c, its input and its parts for screen
 * readers in gamao-board-view-input.c and gamao-board-view-a11y.c. */
#define G_LOG_DOMAIN "gamao-board-view"

#include "config.h"

#include "gamao-board-view-private.h"
#include "gamao-ui-enums.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

/* How far the band between the rows of points may open in a window that
 * stands upright, in checkers: the points stay points, not islands. */
#define UPRIGHT_GAP 6.0

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
  REVIEW_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
gamao_board_view_changed (GamaoBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gamao_board_view_update_parts (self);
}


static void
update_palette (GamaoBoardView *self)
{
  gamao_board_palette_init (&self->palette,
                            adw_style_manager_get_dark (adw_style_manager_get_default ()));
  gamao_board_view_invalidate_static (self);
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

  /* Upright (a phone's 360 px): the band between the rows of points
   * opens, rather than empty space above and below the board. */
  gamao_board_layout_compute_upright (&self->layout, width, height,
                                      self->home_side == GAMAO_HOME_LEFT, UPRIGHT_GAP);
  gamao_board_view_invalidate_static (self);
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

void
gamao_board_view_emit_review (GamaoBoardView *self, int topic)
{
  g_signal_emit (self, signals[REVIEW_REQUESTED], 0, topic,
                 gamao_board_view_numbers_for (self));
}

/* GObject */

static void
gamao_board_view_dispose (GObject *object)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (object);

  gamao_board_view_stop_flights (self);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  gamao_board_view_dispose_parts (self);
  G_OBJECT_CLASS (gamao_board_view_parent_class)->dispose (object);
}

static void
gamao_board_view_finalize (GObject *object)
{
  GamaoBoardView *self = GAMAO_BOARD_VIEW (object);

  gamao_board_frame_clear (&self->frame);
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
  /* A review key asks for words only the match has (int topic, a
   * GamaoReviewTopic; int numbers_for, whose point numbers the board
   * shows): the handler answers with gamao_board_view_say(). */
  signals[REVIEW_REQUESTED] = g_signal_new ("review-requested", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "gamao-board");
  /* A group: its parts (points, bar, trays, dice, cube) are read one by one. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gamao_board_view_init (GamaoBoardView *self)
{
  gamao_board_frame_init (&self->frame);
  /* Until told otherwise, the numbers turn with the turn. */
  self->frame.numbers_for = -1;
  self->animation_speed = 1.0;
  gamao_board_moves_clear (&self->moves);

  self->cursor = -1;
  self->mark_slot = -1;
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
  gamao_board_layout_compute_upright (&self->layout, gtk_widget_get_width (GTK_WIDGET (self)),
                                      gtk_widget_get_height (GTK_WIDGET (self)),
                                      side == GAMAO_HOME_LEFT, UPRIGHT_GAP);
  gamao_board_view_invalidate_static (self);
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
  slot = gamao_board_view_mover_to_slot (self, point);
  gamao_board_view_stack_place (
      slot, self->frame.on_roll,
      MAX (gamao_board_view_count_at (self, self->frame.on_roll, slot) - 1, 0), &ux, &uy);
  p = gamao_board_layout_point (&self->layout, ux, uy);
  *x = p.x;
  *y = p.y;
  return TRUE;
}
