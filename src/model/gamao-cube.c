/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-cube"

#include "config.h"

#include "gamao-model-private.h"

struct _GamaoCube
{
  GObject parent_instance;
  guint value;
  int owner;
  gboolean offered;
  gboolean can_double;
  char *why_not;
};

G_DEFINE_FINAL_TYPE (GamaoCube, gamao_cube, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_VALUE,
  PROP_OWNER,
  PROP_OFFERED,
  PROP_CAN_DOUBLE,
  PROP_WHY_NOT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gamao_cube_finalize (GObject *object)
{
  GamaoCube *self = GAMAO_CUBE (object);

  g_clear_pointer (&self->why_not, g_free);
  G_OBJECT_CLASS (gamao_cube_parent_class)->finalize (object);
}

static void
gamao_cube_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoCube *self = GAMAO_CUBE (object);

  switch (prop_id)
    {
    case PROP_VALUE:
      g_value_set_uint (value, self->value);
      break;
    case PROP_OWNER:
      g_value_set_int (value, self->owner);
      break;
    case PROP_OFFERED:
      g_value_set_boolean (value, self->offered);
      break;
    case PROP_CAN_DOUBLE:
      g_value_set_boolean (value, self->can_double);
      break;
    case PROP_WHY_NOT:
      g_value_set_string (value, self->why_not);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_cube_class_init (GamaoCubeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gamao_cube_finalize;
  object_class->get_property = gamao_cube_get_property;

  properties[PROP_VALUE] = g_param_spec_uint ("value", NULL, NULL, 1, G_MAXUINT, 1, flags);
  properties[PROP_OWNER] = g_param_spec_int ("owner", NULL, NULL, -1, 1, -1, flags);
  properties[PROP_OFFERED] = g_param_spec_boolean ("offered", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_DOUBLE] = g_param_spec_boolean ("can-double", NULL, NULL, FALSE, flags);
  properties[PROP_WHY_NOT] = g_param_spec_string ("why-not", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_cube_init (GamaoCube *self)
{
  self->value = 1;
  self->owner = -1;
}

GamaoCube *
gamao_cube_new (void)
{
  return g_object_new (GAMAO_TYPE_CUBE, NULL);
}

void
gamao_cube_update (GamaoCube *self, guint value, int owner, gboolean offered,
                   gboolean can_double, const char *why_not)
{
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  if (self->value != value)
    {
      self->value = value;
      g_object_notify_by_pspec (object, properties[PROP_VALUE]);
    }
  if (self->owner != owner)
    {
      self->owner = owner;
      g_object_notify_by_pspec (object, properties[PROP_OWNER]);
    }
  if (self->offered != !!offered)
    {
      self->offered = !!offered;
      g_object_notify_by_pspec (object, properties[PROP_OFFERED]);
    }
  if (self->can_double != !!can_double)
    {
      self->can_double = !!can_double;
      g_object_notify_by_pspec (object, properties[PROP_CAN_DOUBLE]);
    }
  if (g_strcmp0 (self->why_not, why_not) != 0)
    {
      g_free (self->why_not);
      self->why_not = g_strdup (why_not);
      g_object_notify_by_pspec (object, properties[PROP_WHY_NOT]);
    }
  g_object_thaw_notify (object);
}

guint
gamao_cube_get_value (GamaoCube *self)
{
  g_return_val_if_fail (GAMAO_IS_CUBE (self), 1);
  return self->value;
}

int
gamao_cube_get_owner (GamaoCube *self)
{
  g_return_val_if_fail (GAMAO_IS_CUBE (self), -1);
  return self->owner;
}

gboolean
gamao_cube_get_offered (GamaoCube *self)
{
  g_return_val_if_fail (GAMAO_IS_CUBE (self), FALSE);
  return self->offered;
}

gboolean
gamao_cube_get_can_double (GamaoCube *self)
{
  g_return_val_if_fail (GAMAO_IS_CUBE (self), FALSE);
  return self->can_double;
}

const char *
gamao_cube_get_why_not (GamaoCube *self)
{
  g_return_val_if_fail (GAMAO_IS_CUBE (self), NULL);
  return self->why_not;
}
