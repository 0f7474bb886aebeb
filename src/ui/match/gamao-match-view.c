/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-match-view"

#include "config.h"

#include "gamao-match-view.h"

#include "gamao-a11y.h"
#include "gamao-player-card.h"
#include "gamao-stakes.h"

struct _GamaoMatchView
{
  GtkWidget parent_instance;

  GamaoDesk *desk;
  GSignalGroup *desk_signals;    /* the view's handlers, following the desk */
  GBindingGroup *desk_bindings;  /* the status line and buttons, bound to the desk */
  GBindingGroup *match_bindings; /* what shows the desk's match itself */
  GSignalGroup *match_signals;   /* the board's flights, following the desk's match */

  GtkWidget *score_bar;
  GamaoPlayerCard *player0_card;
  GamaoPlayerCard *player1_card;
  GtkLabel *length_label;
  GtkWidget *crawford_label;
  GamaoBoardView *board_view;
  GamaoDecisionBar *decision_bar;
  GamaoTutorBar *tutor_bar;
  GtkActionBar *narrow_bar;
  GtkWidget *hint_button_bar;
  GtkLabel *status_label;
  GtkWidget *finish_button;
  GtkWidget *next_game_button;
};

G_DEFINE_FINAL_TYPE (GamaoMatchView, gamao_match_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DESK,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Another match (or none) at the desk: what is not bound follows it. */
static void
on_desk_match (GamaoMatchView *self)
{
  GamaoMatch *match = gamao_desk_get_match (self->desk);

  gamao_decision_bar_set_match (self->decision_bar, match);
  gamao_player_card_bind_match (self->player0_card, match);
  gamao_player_card_bind_match (self->player1_card, match);
  g_binding_group_set_source (self->match_bindings, match);
  g_signal_group_set_target (self->match_signals, match);
  if (match)
    {
      g_autofree char *length = gamao_stakes_length_text (match);

      gtk_label_set_label (self->length_label, length);
    }
}

/* Each step of a move flies on its own as the match makes it; the rest
 * of the board catches up when the request is over (the desk's
 * "changed", the window's update). */
static void
on_checker_moved (GamaoMatchView *self, int player, int from, int to, gboolean hit,
                  GamaoMatch *match)
{
  GamaoBoard after;

  gamao_position_get_board_for (gamao_match_get_position (match), player, &after);
  gamao_board_view_fly_step (self->board_view, player, from, to, hit, &after);
}

/* A double is answered below the board, in full view of it. */
static void
on_desk_prompt (GamaoMatchView *self)
{
  gamao_decision_bar_set_open (self->decision_bar,
                               gamao_desk_get_prompt (self->desk) == GAMAO_DESK_PROMPT_DOUBLE);
}

void
gamao_match_view_set_desk (GamaoMatchView *self, GamaoDesk *desk)
{
  g_return_if_fail (GAMAO_IS_MATCH_VIEW (self));
  g_return_if_fail (!desk || GAMAO_IS_DESK (desk));

  if (!g_set_object (&self->desk, desk))
    return;
  g_signal_group_set_target (self->desk_signals, desk);
  g_binding_group_set_source (self->desk_bindings, desk);
  if (desk)
    {
      on_desk_match (self);
      on_desk_prompt (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESK]);
}

GamaoDesk *
gamao_match_view_get_desk (GamaoMatchView *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_VIEW (self), NULL);
  return self->desk;
}

void
gamao_match_view_set_narrow (GamaoMatchView *self, gboolean narrow)
{
  g_return_if_fail (GAMAO_IS_MATCH_VIEW (self));

  if (gtk_action_bar_get_revealed (self->narrow_bar) == !!narrow)
    return;
  gtk_action_bar_set_revealed (self->narrow_bar, narrow);
  /* The score bar gives its margins to the names (style.css). */
  if (narrow)
    gtk_widget_add_css_class (self->score_bar, "narrow");
  else
    gtk_widget_remove_css_class (self->score_bar, "narrow");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

gboolean
gamao_match_view_get_narrow (GamaoMatchView *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_VIEW (self), FALSE);
  return gtk_action_bar_get_revealed (self->narrow_bar);
}

GamaoBoardView *
gamao_match_view_get_board_view (GamaoMatchView *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_VIEW (self), NULL);
  return self->board_view;
}

GamaoDecisionBar *
gamao_match_view_get_decision_bar (GamaoMatchView *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_VIEW (self), NULL);
  return self->decision_bar;
}

GamaoTutorBar *
gamao_match_view_get_tutor_bar (GamaoMatchView *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_VIEW (self), NULL);
  return self->tutor_bar;
}

GtkWidget *
gamao_match_view_get_hint_button (GamaoMatchView *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_VIEW (self), NULL);
  return self->hint_button_bar;
}

static void
gamao_match_view_dispose (GObject *object)
{
  GamaoMatchView *self = GAMAO_MATCH_VIEW (object);
  GtkWidget *child;

  if (self->desk_signals)
    g_signal_group_set_target (self->desk_signals, NULL);
  if (self->match_signals)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->desk_signals);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->desk_bindings);
  g_clear_object (&self->match_bindings);
  g_clear_object (&self->desk);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_MATCH_VIEW);
  /* The bars' boxes are not bound to fields: the view lets them go too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gamao_match_view_parent_class)->dispose (object);
}

static void
gamao_match_view_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  GamaoMatchView *self = GAMAO_MATCH_VIEW (object);

  switch (prop_id)
    {
    case PROP_DESK:
      g_value_set_object (value, self->desk);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, gamao_match_view_get_narrow (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_match_view_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  GamaoMatchView *self = GAMAO_MATCH_VIEW (object);

  switch (prop_id)
    {
    case PROP_DESK:
      gamao_match_view_set_desk (self, g_value_get_object (value));
      break;
    case PROP_NARROW:
      gamao_match_view_set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_match_view_class_init (GamaoMatchViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = gamao_match_view_dispose;
  object_class->get_property = gamao_match_view_get_property;
  object_class->set_property = gamao_match_view_set_property;

  properties[PROP_DESK] = g_param_spec_object ("desk", NULL, NULL, GAMAO_TYPE_DESK, flags);
  properties[PROP_NARROW] = g_param_spec_boolean ("narrow", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GAMAO_TYPE_BOARD_VIEW);
  g_type_ensure (GAMAO_TYPE_DECISION_BAR);
  g_type_ensure (GAMAO_TYPE_PLAYER_CARD);
  g_type_ensure (GAMAO_TYPE_TUTOR_BAR);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/match/gamao-match-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, score_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, player0_card);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, player1_card);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, length_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, crawford_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, board_view);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, decision_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, tutor_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, narrow_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, hint_button_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, status_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, finish_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoMatchView, next_game_button);
}

static void
gamao_match_view_init (GamaoMatchView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its buttons are the header's at other widths: heard only when shown. */
  gamao_a11y_follow_revealed (GTK_WIDGET (self->narrow_bar), "revealed");
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);

  self->desk_signals = g_signal_group_new (GAMAO_TYPE_DESK);
  g_signal_group_connect_object (self->desk_signals, "notify::match", G_CALLBACK (on_desk_match),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->desk_signals, "notify::prompt",
                                 G_CALLBACK (on_desk_prompt), self, G_CONNECT_SWAPPED);

  self->desk_bindings = g_binding_group_new ();
  g_binding_group_bind (self->desk_bindings, "status-text", self->status_label, "label",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->desk_bindings, "may-next-game", self->next_game_button, "visible",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->desk_bindings, "may-hint", self->hint_button_bar, "sensitive",
                        G_BINDING_SYNC_CREATE);

  self->match_signals = g_signal_group_new (GAMAO_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "checker-moved",
                                 G_CALLBACK (on_checker_moved), self, G_CONNECT_SWAPPED);

  self->match_bindings = g_binding_group_new ();
  g_binding_group_bind (self->match_bindings, "crawford-game", self->crawford_label, "visible",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->match_bindings, "can-commit", self->finish_button, "visible",
                        G_BINDING_SYNC_CREATE);
}

GamaoMatchView *
gamao_match_view_new (GamaoDesk *desk)
{
  return g_object_new (GAMAO_TYPE_MATCH_VIEW, "desk", desk, NULL);
}
