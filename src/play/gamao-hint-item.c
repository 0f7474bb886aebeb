/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-item"

#include "config.h"

#include "gamao-hint-item.h"

struct _GamaoHintItem
{
  GObject parent_instance;

  guint index;
  GamaoPlay play;
  char *title;
  char *equity;
  char *chances;
};

G_DEFINE_FINAL_TYPE (GamaoHintItem, gamao_hint_item, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INDEX,
  PROP_TITLE,
  PROP_EQUITY,
  PROP_CHANCES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GamaoHintItem *
gamao_hint_item_new (guint index, const GamaoPlay *play, const char *title, const char *equity,
                     const char *chances)
{
  GamaoHintItem *self;

  g_return_val_if_fail (play != NULL, NULL);

  self = g_object_new (GAMAO_TYPE_HINT_ITEM, "index", index, "title", title, "equity", equity,
                       "chances", chances, NULL);
  self->play = *play;
  return self;
}

guint
gamao_hint_item_get_index (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), 0);
  return self->index;
}

const GamaoPlay *
gamao_hint_item_get_play (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  return &self->play;
}

const char *
gamao_hint_item_get_title (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  return self->title;
}

const char *
gamao_hint_item_get_equity (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  return self->equity;
}

const char *
gamao_hint_item_get_chances (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  return self->chances;
}

static void
gamao_hint_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoHintItem *self = GAMAO_HINT_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_EQUITY:
      g_value_set_string (value, self->equity);
      break;
    case PROP_CHANCES:
      g_value_set_string (value, self->chances);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_hint_item_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  GamaoHintItem *self = GAMAO_HINT_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      self->index = g_value_get_uint (value);
      break;
    case PROP_TITLE:
      self->title = g_value_dup_string (value);
      break;
    case PROP_EQUITY:
      self->equity = g_value_dup_string (value);
      break;
    case PROP_CHANCES:
      self->chances = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_hint_item_finalize (GObject *object)
{
  GamaoHintItem *self = GAMAO_HINT_ITEM (object);

  g_free (self->title);
  g_free (self->equity);
  g_free (self->chances);
  G_OBJECT_CLASS (gamao_hint_item_parent_class)->finalize (object);
}

static void
gamao_hint_item_class_init (GamaoHintItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gamao_hint_item_finalize;
  object_class->get_property = gamao_hint_item_get_property;
  object_class->set_property = gamao_hint_item_set_property;

  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_EQUITY] = g_param_spec_string ("equity", NULL, NULL, NULL, flags);
  properties[PROP_CHANCES] = g_param_spec_string ("chances", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_hint_item_init (GamaoHintItem *self)
{
}
