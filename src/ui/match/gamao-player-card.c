/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-player-card"

#include "config.h"

#include "gamao-player-card.h"

#include <glib/gi18n.h>

#include "gamao-card-words.h"
#include "gamao-stakes.h"

struct _GamaoPlayerCard
{
  GtkWidget parent_instance;

  int player;
  char *name;
  guint pips;
  guint score;
  gboolean acting;

  /* What the card follows: the match, its player and its position. */
  GamaoMatch *match;
  GBindingGroup *match_bindings;
  GBindingGroup *player_bindings;
  GBindingGroup *position_bindings;

  GtkWidget *mark;
  GtkWidget *labels;
  GtkLabel *name_label;
  GtkLabel *pips_label;
  GtkLabel *score_label;
};

G_DEFINE_FINAL_TYPE (GamaoPlayerCard, gamao_player_card, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_PLAYER,
  PROP_NAME,
  PROP_PIPS,
  PROP_SCORE,
  PROP_ACTING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A screen reader reads the card as one sentence (gamao-card-words.h). */
static void
update_words (GamaoPlayerCard *self)
{
  g_autofree char *words = NULL;

  if (!self->match)
    return;
  words = gamao_card_words (self->match, self->player);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
}

static void
set_name (GamaoPlayerCard *self, const char *name)
{
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  gtk_label_set_label (self->name_label, name ? name : "");
  update_words (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

static void
set_pips (GamaoPlayerCard *self, guint pips)
{
  g_autofree char *text = NULL;

  if (self->pips == pips && *gtk_label_get_label (self->pips_label))
    return;
  self->pips = pips;
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u pip", "%u pips", pips), pips);
  gtk_label_set_label (self->pips_label, text);
  update_words (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIPS]);
}

static void
set_score (GamaoPlayerCard *self, guint score)
{
  g_autofree char *text = NULL;

  if (self->score == score)
    return;
  self->score = score;
  text = g_strdup_printf ("%u", score);
  gtk_label_set_label (self->score_label, text);
  update_words (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
}

static void
set_acting (GamaoPlayerCard *self, gboolean acting)
{
  acting = !!acting;
  if (self->acting == acting)
    return;
  self->acting = acting;
  if (acting)
    gtk_widget_add_css_class (GTK_WIDGET (self), "active");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active");
  update_words (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTING]);
}

/* The player's name, or the colour's when none was given. */
static gboolean
name_or_colour (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  GamaoPlayerCard *self = user_data;

  g_value_set_string (to, gamao_stakes_player_name (self->match, self->player));
  return TRUE;
}

/* Highlighted while the match waits for this player (the model's
 * pending query): not at the opening roll, where both roll, nor between
 * games or once the match is over, where it waits for nobody. */
static gboolean
acting_now (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  GamaoPlayerCard *self = user_data;
  GamaoPending pending;

  gamao_match_get_pending (self->match, &pending);
  g_value_set_boolean (to, pending.player == self->player
                             && pending.kind != GAMAO_PENDING_OPENING_ROLL);
  return TRUE;
}

void
gamao_player_card_bind_match (GamaoPlayerCard *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_PLAYER_CARD (self));
  g_return_if_fail (!match || GAMAO_IS_MATCH (match));

  /* Unbound first, so that no transform reads a match being replaced. */
  g_binding_group_set_source (self->match_bindings, NULL);
  g_binding_group_set_source (self->player_bindings, NULL);
  g_binding_group_set_source (self->position_bindings, NULL);
  g_set_object (&self->match, match);
  if (!match)
    return;
  g_binding_group_set_source (self->match_bindings, match);
  g_binding_group_set_source (self->player_bindings, gamao_match_get_player (match, self->player));
  g_binding_group_set_source (self->position_bindings, gamao_match_get_position (match));
  update_words (self);
}

/* The player is known once constructed: which score and pips to follow,
 * and which way round the card reads (light's mark at the window's end). */
static void
gamao_player_card_constructed (GObject *object)
{
  GamaoPlayerCard *self = GAMAO_PLAYER_CARD (object);
  GBindingFlags flags = G_BINDING_SYNC_CREATE;

  G_OBJECT_CLASS (gamao_player_card_parent_class)->constructed (object);

  g_binding_group_bind (self->match_bindings, self->player == 0 ? "score0" : "score1", self,
                        "score", flags);
  g_binding_group_bind_full (self->match_bindings, "turn", self, "acting", flags, acting_now,
                             NULL, self, NULL);
  g_binding_group_bind_full (self->match_bindings, "phase", self, "acting", flags, acting_now,
                             NULL, self, NULL);
  g_binding_group_bind_full (self->player_bindings, "name", self, "name", flags, name_or_colour,
                             NULL, self, NULL);
  g_binding_group_bind (self->position_bindings, self->player == 0 ? "pips0" : "pips1", self,
                        "pips", flags);

  gtk_widget_add_css_class (GTK_WIDGET (self),
                            self->player == 0 ? "light-checkers" : "dark-checkers");
  if (self->player == 0)
    {
      gtk_widget_insert_before (GTK_WIDGET (self->score_label), GTK_WIDGET (self), self->mark);
      gtk_widget_insert_after (self->mark, GTK_WIDGET (self), self->labels);
      gtk_label_set_xalign (self->name_label, 1);
      gtk_label_set_xalign (self->pips_label, 1);
    }
}

GtkWidget *
gamao_player_card_new (int player)
{
  return g_object_new (GAMAO_TYPE_PLAYER_CARD, "player", player, NULL);
}

const char *
gamao_player_card_get_name (GamaoPlayerCard *self)
{
  g_return_val_if_fail (GAMAO_IS_PLAYER_CARD (self), NULL);
  return self->name ? self->name : "";
}

guint
gamao_player_card_get_pips (GamaoPlayerCard *self)
{
  g_return_val_if_fail (GAMAO_IS_PLAYER_CARD (self), 0);
  return self->pips;
}

guint
gamao_player_card_get_score (GamaoPlayerCard *self)
{
  g_return_val_if_fail (GAMAO_IS_PLAYER_CARD (self), 0);
  return self->score;
}

gboolean
gamao_player_card_get_acting (GamaoPlayerCard *self)
{
  g_return_val_if_fail (GAMAO_IS_PLAYER_CARD (self), FALSE);
  return self->acting;
}

static void
gamao_player_card_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  GamaoPlayerCard *self = GAMAO_PLAYER_CARD (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_PIPS:
      g_value_set_uint (value, self->pips);
      break;
    case PROP_SCORE:
      g_value_set_uint (value, self->score);
      break;
    case PROP_ACTING:
      g_value_set_boolean (value, self->acting);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_player_card_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  GamaoPlayerCard *self = GAMAO_PLAYER_CARD (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      self->player = g_value_get_int (value);
      break;
    case PROP_NAME:
      set_name (self, g_value_get_string (value));
      break;
    case PROP_PIPS:
      set_pips (self, g_value_get_uint (value));
      break;
    case PROP_SCORE:
      set_score (self, g_value_get_uint (value));
      break;
    case PROP_ACTING:
      set_acting (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_player_card_dispose (GObject *object)
{
  GamaoPlayerCard *self = GAMAO_PLAYER_CARD (object);

  g_clear_object (&self->match_bindings);
  g_clear_object (&self->player_bindings);
  g_clear_object (&self->position_bindings);
  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_PLAYER_CARD);
  G_OBJECT_CLASS (gamao_player_card_parent_class)->dispose (object);
}

static void
gamao_player_card_finalize (GObject *object)
{
  GamaoPlayerCard *self = GAMAO_PLAYER_CARD (object);

  g_free (self->name);
  G_OBJECT_CLASS (gamao_player_card_parent_class)->finalize (object);
}

static void
gamao_player_card_class_init (GamaoPlayerCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = gamao_player_card_constructed;
  object_class->dispose = gamao_player_card_dispose;
  object_class->finalize = gamao_player_card_finalize;
  object_class->get_property = gamao_player_card_get_property;
  object_class->set_property = gamao_player_card_set_property;

  properties[PROP_PLAYER]
    = g_param_spec_int ("player", NULL, NULL, 0, 1, 0,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_PIPS] = g_param_spec_uint ("pips", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SCORE] = g_param_spec_uint ("score", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_ACTING] = g_param_spec_boolean ("acting", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/match/gamao-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoPlayerCard, mark);
  gtk_widget_class_bind_template_child (widget_class, GamaoPlayerCard, labels);
  gtk_widget_class_bind_template_child (widget_class, GamaoPlayerCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoPlayerCard, pips_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoPlayerCard, score_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
gamao_player_card_init (GamaoPlayerCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              8);
  self->match_bindings = g_binding_group_new ();
  self->player_bindings = g_binding_group_new ();
  self->position_bindings = g_binding_group_new ();
}
