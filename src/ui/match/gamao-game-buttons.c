/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-game-buttons.h"

#include <glib/gi18n.h>

struct _GamaoGameButtons
{
  GtkWidget parent_instance;

  GamaoDesk *desk;
  GSignalGroup *desk_signals;   /* follows the desk's match */
  GBindingGroup *desk_bindings; /* the hint buttons, by the desk's permission */
  GBindingGroup *cube_bindings; /* the Double buttons' tooltips: why not */

  gboolean narrow;              /* only Roll on show */
  AdwSqueezer *actions_squeezer;
  GtkWidget *double_button;
  GtkWidget *double_button_small;
  GtkWidget *hint_button;       /* with a label, in the wide header */
  GtkWidget *hint_button_small; /* an icon, in a narrower header */
  GtkWidget *roll_button_narrow;
  GtkWidget *narrow_hint_button; /* below the board, at the narrowest */
  GtkWidget *hint_holder;       /* whichever hint button holds the popover now */
  GtkWidget *hint_popover;      /* owned: it moves to the button that opens it */
};

G_DEFINE_FINAL_TYPE (GamaoGameButtons, gamao_game_buttons, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DESK,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

gboolean
gamao_game_buttons_get_narrow (GamaoGameButtons *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME_BUTTONS (self), FALSE);
  return self->narrow;
}

/* The hint button on screen: the squeezer chose how much room the
 * game's buttons get, and at its narrowest only Roll stays in the header
 * and the bar below the board takes Double, Resign and Hint. */
static GtkWidget *
shown_hint_button (GamaoGameButtons *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->actions_squeezer);

  if (shown == self->roll_button_narrow && self->narrow_hint_button)
    return self->narrow_hint_button;
  if (shown && gtk_widget_is_ancestor (self->hint_button_small, shown))
    return self->hint_button_small;
  return self->hint_button;
}

void
gamao_game_buttons_popup_hint (GamaoGameButtons *self)
{
  g_return_if_fail (GAMAO_IS_GAME_BUTTONS (self));
  gtk_menu_button_popup (GTK_MENU_BUTTON (shown_hint_button (self)));
}

void
gamao_game_buttons_popdown_hint (GamaoGameButtons *self)
{
  g_return_if_fail (GAMAO_IS_GAME_BUTTONS (self));
  if (self->hint_popover)
    gtk_popover_popdown (GTK_POPOVER (self->hint_popover));
}

GamaoHintPopover *
gamao_game_buttons_get_hint_popover (GamaoGameButtons *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME_BUTTONS (self), NULL);
  return GAMAO_HINT_POPOVER (self->hint_popover);
}

/* The one hint popover moves to the button that opens it, when it opens
 * (GtkMenuButton asks this first). Moving it unrealizes it, so it never
 * moves while the window resizes: GTK 4.8 may still have a tooltip timer
 * aimed at a popover that was just under the pointer, and that timer
 * fails on an unrealized one (Gdk-CRITICAL in gdk_surface_get_device_position). */
static void
take_hint_popover (GtkMenuButton *button, gpointer data)
{
  GamaoGameButtons *self = data;

  if (GTK_WIDGET (button) == self->hint_holder || !self->hint_popover)
    return;
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->hint_holder), NULL);
  gtk_menu_button_set_popover (button, self->hint_popover);
  self->hint_holder = GTK_WIDGET (button);
}

void
gamao_game_buttons_set_narrow_hint_button (GamaoGameButtons *self, GtkMenuButton *button)
{
  g_return_if_fail (GAMAO_IS_GAME_BUTTONS (self));
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (self->narrow_hint_button == NULL);

  /* It is the match view's, which may go first. */
  self->narrow_hint_button = GTK_WIDGET (button);
  g_object_add_weak_pointer (G_OBJECT (button), (gpointer *) &self->narrow_hint_button);
  gtk_menu_button_set_create_popup_func (button, take_hint_popover, self, NULL);
}

/* The squeezer's pages not on show are hidden from screen readers too:
 * each button is read once. An open hint closes when its button leaves
 * the screen. */
static void
on_squeezed (GamaoGameButtons *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->actions_squeezer);

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->actions_squeezer)); page;
       page = gtk_widget_get_next_sibling (page))
    gtk_accessible_update_state (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_STATE_HIDDEN,
                                 page != shown, -1);
  if (shown_hint_button (self) != self->hint_holder)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->hint_holder));
  if (self->narrow == (shown == self->roll_button_narrow))
    return;
  self->narrow = !self->narrow;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

/* Another match (or none) at the desk: the hint and the cube follow it. */
static void
on_desk_match (GamaoGameButtons *self)
{
  GamaoMatch *match = self->desk ? gamao_desk_get_match (self->desk) : NULL;

  gamao_hint_popover_set_match (GAMAO_HINT_POPOVER (self->hint_popover), match);
  g_binding_group_set_source (self->cube_bindings, match ? gamao_match_get_cube (match) : NULL);
}

void
gamao_game_buttons_set_desk (GamaoGameButtons *self, GamaoDesk *desk)
{
  g_return_if_fail (GAMAO_IS_GAME_BUTTONS (self));
  g_return_if_fail (!desk || GAMAO_IS_DESK (desk));

  if (!g_set_object (&self->desk, desk))
    return;
  g_signal_group_set_target (self->desk_signals, desk);
  g_binding_group_set_source (self->desk_bindings, desk);
  on_desk_match (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESK]);
}

GamaoDesk *
gamao_game_buttons_get_desk (GamaoGameButtons *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME_BUTTONS (self), NULL);
  return self->desk;
}

/* A disabled Double says why in its tooltip. */
static gboolean
double_tooltip (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  const char *why_not = g_value_get_string (from);

  g_value_set_string (to, why_not ? why_not : _("Offer the Cube"));
  return TRUE;
}

static void
bind_buttons (GamaoGameButtons *self)
{
  GtkWidget *hint_buttons[] = { self->hint_button, self->hint_button_small };
  GtkWidget *double_buttons[] = { self->double_button, self->double_button_small };

  self->desk_signals = g_signal_group_new (GAMAO_TYPE_DESK);
  g_signal_group_connect_object (self->desk_signals, "notify::match", G_CALLBACK (on_desk_match),
                                 self, G_CONNECT_SWAPPED);
  self->desk_bindings = g_binding_group_new ();
  self->cube_bindings = g_binding_group_new ();
  for (guint i = 0; i < G_N_ELEMENTS (hint_buttons); i++)
    g_binding_group_bind (self->desk_bindings, "may-hint", hint_buttons[i], "sensitive",
                          G_BINDING_SYNC_CREATE);
  for (guint i = 0; i < G_N_ELEMENTS (double_buttons); i++)
    g_binding_group_bind_full (self->cube_bindings, "why-not", double_buttons[i], "tooltip-text",
                               G_BINDING_SYNC_CREATE, double_tooltip, NULL, NULL, NULL);
}

static void
gamao_game_buttons_dispose (GObject *object)
{
  GamaoGameButtons *self = GAMAO_GAME_BUTTONS (object);
  GtkWidget *child;

  if (self->desk_signals)
    g_signal_group_set_target (self->desk_signals, NULL);
  g_clear_object (&self->desk_signals);
  g_clear_object (&self->desk_bindings);
  g_clear_object (&self->cube_bindings);
  g_clear_object (&self->desk);
  /* The squeezer's pages go below: nothing follows them any more. */
  if (self->actions_squeezer)
    g_signal_handlers_disconnect_by_data (self->actions_squeezer, self);
  g_clear_weak_pointer (&self->narrow_hint_button);
  self->hint_holder = NULL;
  /* Whichever button holds the popover lets it go with itself. */
  g_clear_object (&self->hint_popover);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_GAME_BUTTONS);
  /* What the template put in the widget that is not bound goes too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gamao_game_buttons_parent_class)->dispose (object);
}

static void
gamao_game_buttons_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  GamaoGameButtons *self = GAMAO_GAME_BUTTONS (object);

  switch (prop_id)
    {
    case PROP_DESK:
      g_value_set_object (value, self->desk);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, gamao_game_buttons_get_narrow (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_game_buttons_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_DESK:
      gamao_game_buttons_set_desk (GAMAO_GAME_BUTTONS (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_game_buttons_class_init (GamaoGameButtonsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_game_buttons_dispose;
  object_class->get_property = gamao_game_buttons_get_property;
  object_class->set_property = gamao_game_buttons_set_property;
  properties[PROP_DESK] = g_param_spec_object ("desk", NULL, NULL, GAMAO_TYPE_DESK,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  properties[PROP_NARROW] = g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                      | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/match/gamao-game-buttons.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoGameButtons, actions_squeezer);
  gtk_widget_class_bind_template_child (widget_class, GamaoGameButtons, double_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoGameButtons, double_button_small);
  gtk_widget_class_bind_template_child (widget_class, GamaoGameButtons, hint_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoGameButtons, hint_button_small);
  gtk_widget_class_bind_template_child (widget_class, GamaoGameButtons, roll_button_narrow);
}

static void
gamao_game_buttons_init (GamaoGameButtons *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bind_buttons (self);
  self->hint_popover = g_object_ref_sink (gamao_hint_popover_new ());
  self->hint_holder = self->hint_button;
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->hint_button), self->hint_popover);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->hint_button), take_hint_popover,
                                         self, NULL);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->hint_button_small),
                                         take_hint_popover, self, NULL);
  g_signal_connect_object (self->actions_squeezer, "notify::visible-child",
                           G_CALLBACK (on_squeezed), self, G_CONNECT_SWAPPED);
  on_squeezed (self);
}

GamaoGameButtons *
gamao_game_buttons_new (GamaoDesk *desk)
{
  return g_object_new (GAMAO_TYPE_GAME_BUTTONS, "desk", desk, NULL);
}
