/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-player"

#include "config.h"

#include "gamao-player.h"

#include "gamao-model-enums.h"

struct _GamaoPlayer
{
  GObject parent_instance;
  char *name;
  GamaoPlayerKind kind;
  int level;
};

G_DEFINE_FINAL_TYPE (GamaoPlayer, gamao_player, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_NAME,
  PROP_KIND,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gamao_player_finalize (GObject *object)
{
  GamaoPlayer *self = GAMAO_PLAYER (object);

  g_clear_pointer (&self->name, g_free);
  G_OBJECT_CLASS (gamao_player_parent_class)->finalize (object);
}

static void
gamao_player_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoPlayer *self = GAMAO_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_LEVEL:
      g_value_set_int (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_player_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  GamaoPlayer *self = GAMAO_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      gamao_player_set_name (self, g_value_get_string (value));
      break;
    case PROP_KIND:
      gamao_player_set_kind (self, (GamaoPlayerKind) g_value_get_enum (value));
      break;
    case PROP_LEVEL:
      gamao_player_set_level (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_player_class_init (GamaoPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gamao_player_finalize;
  object_class->get_property = gamao_player_get_property;
  object_class->set_property = gamao_player_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, GAMAO_TYPE_PLAYER_KIND,
                                             GAMAO_PLAYER_HUMAN,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                              | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] = g_param_spec_int ("level", NULL, NULL, 0, G_MAXINT, 0,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                               | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_player_init (GamaoPlayer *self)
{
  self->name = g_strdup ("");
}

GamaoPlayer *
gamao_player_new (const char *name, GamaoPlayerKind kind, int level)
{
  return g_object_new (GAMAO_TYPE_PLAYER, "name", name, "kind", (int) kind, "level", level, NULL);
}

const char *
gamao_player_get_name (GamaoPlayer *self)
{
  g_return_val_if_fail (GAMAO_IS_PLAYER (self), NULL);
  return self->name;
}

void
gamao_player_set_name (GamaoPlayer *self, const char *name)
{
  g_return_if_fail (GAMAO_IS_PLAYER (self));
  if (g_strcmp0 (self->name, name ? name : "") == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name ? name : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

GamaoPlayerKind
gamao_player_get_kind (GamaoPlayer *self)
{
  g_return_val_if_fail (GAMAO_IS_PLAYER (self), GAMAO_PLAYER_HUMAN);
  return self->kind;
}

void
gamao_player_set_kind (GamaoPlayer *self, GamaoPlayerKind kind)
{
  g_return_if_fail (GAMAO_IS_PLAYER (self));
  if (self->kind == kind)
    return;
  self->kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

int
gamao_player_get_level (GamaoPlayer *self)
{
  g_return_val_if_fail (GAMAO_IS_PLAYER (self), 0);
  return self->level;
}

void
gamao_player_set_level (GamaoPlayer *self, int level)
{
  g_return_if_fail (GAMAO_IS_PLAYER (self));
  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}
