/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-game"

#include "config.h"

#include "gamao-model-enums.h"
#include "gamao-model-private.h"

struct _GamaoGame
{
  GObject parent_instance;
  guint number;
  GamaoMatchRecord *record;
  gsize index;
  guint cube_value;
  /* What was last notified, to notify only on change. */
  guint n_actions;
  gboolean finished;
};

G_DEFINE_FINAL_TYPE (GamaoGame, gamao_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_NUMBER,
  PROP_SCORE0,
  PROP_SCORE1,
  PROP_CRAWFORD,
  PROP_CUBE_VALUE,
  PROP_FINISHED,
  PROP_WINNER,
  PROP_POINTS,
  PROP_RESULT_KIND,
  PROP_N_ACTIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gamao_game_finalize (GObject *object)
{
  GamaoGame *self = GAMAO_GAME (object);

  g_clear_pointer (&self->record, gamao_match_record_unref);
  G_OBJECT_CLASS (gamao_game_parent_class)->finalize (object);
}

static void
gamao_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoGame *self = GAMAO_GAME (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_SCORE0:
      g_value_set_uint (value, gamao_game_get_score (self, 0));
      break;
    case PROP_SCORE1:
      g_value_set_uint (value, gamao_game_get_score (self, 1));
      break;
    case PROP_CRAWFORD:
      g_value_set_boolean (value, gamao_game_get_crawford (self));
      break;
    case PROP_CUBE_VALUE:
      g_value_set_uint (value, self->cube_value);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, gamao_game_get_finished (self));
      break;
    case PROP_WINNER:
      g_value_set_int (value, gamao_game_get_winner (self));
      break;
    case PROP_POINTS:
      g_value_set_uint (value, gamao_game_get_points (self));
      break;
    case PROP_RESULT_KIND:
      g_value_set_enum (value, gamao_game_get_result_kind (self));
      break;
    case PROP_N_ACTIONS:
      g_value_set_uint (value, gamao_game_get_n_actions (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_game_class_init (GamaoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gamao_game_finalize;
  object_class->get_property = gamao_game_get_property;

  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1, flags);
  properties[PROP_SCORE0] = g_param_spec_uint ("score0", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SCORE1] = g_param_spec_uint ("score1", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CRAWFORD] = g_param_spec_boolean ("crawford", NULL, NULL, FALSE, flags);
  properties[PROP_CUBE_VALUE]
    = g_param_spec_uint ("cube-value", NULL, NULL, 1, G_MAXUINT, 1, flags);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, flags);
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, -1, 1, -1, flags);
  properties[PROP_POINTS] = g_param_spec_uint ("points", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_RESULT_KIND] = g_param_spec_enum ("result-kind", NULL, NULL,
                                                    GAMAO_TYPE_RESULT_KIND, GAMAO_RESULT_NONE,
                                                    flags);
  properties[PROP_N_ACTIONS]
    = g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_game_init (GamaoGame *self)
{
  self->cube_value = 1;
}

GamaoGame *
gamao_game_new (guint number, GamaoMatchRecord *record, gsize index)
{
  GamaoGame *self = g_object_new (GAMAO_TYPE_GAME, NULL);

  self->number = number;
  self->record = gamao_match_record_ref (record);
  self->index = index;
  self->n_actions = (guint) record->games[index]->n_actions;
  self->finished = gamao_game_record_end (record->games[index]) != NULL;
  return self;
}

void
gamao_game_set_cube_value (GamaoGame *self, guint value)
{
  if (self->cube_value == value)
    return;
  self->cube_value = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CUBE_VALUE]);
}

void
gamao_game_actions_changed (GamaoGame *self)
{
  GObject *object = G_OBJECT (self);
  guint n = gamao_game_get_n_actions (self);

  if (n == self->n_actions)
    return;
  self->n_actions = n;
  g_object_freeze_notify (object);
  g_object_notify_by_pspec (object, properties[PROP_N_ACTIONS]);
  if (!self->finished && gamao_game_get_finished (self))
    {
      self->finished = TRUE;
      g_object_notify_by_pspec (object, properties[PROP_FINISHED]);
      g_object_notify_by_pspec (object, properties[PROP_WINNER]);
      g_object_notify_by_pspec (object, properties[PROP_POINTS]);
      g_object_notify_by_pspec (object, properties[PROP_RESULT_KIND]);
    }
  g_object_thaw_notify (object);
}

guint
gamao_game_get_number (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), 0);
  return self->number;
}

guint
gamao_game_get_score (GamaoGame *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), 0);
  g_return_val_if_fail (player == 0 || player == 1, 0);
  return gamao_game_get_record (self)->score[player];
}

gboolean
gamao_game_get_crawford (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), FALSE);
  return gamao_game_get_record (self)->crawford;
}

guint
gamao_game_get_cube_value (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), 1);
  return self->cube_value;
}

gboolean
gamao_game_get_finished (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), FALSE);
  return gamao_game_record_end (gamao_game_get_record (self)) != NULL;
}

int
gamao_game_get_winner (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), -1);
  const GamaoAction *end = gamao_game_record_end (gamao_game_get_record (self));
  return end ? end->player : -1;
}

guint
gamao_game_get_points (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), 0);
  const GamaoAction *end = gamao_game_record_end (gamao_game_get_record (self));
  return end ? end->value : 0;
}

GamaoResultKind
gamao_game_get_result_kind (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), GAMAO_RESULT_NONE);
  const GamaoAction *end = gamao_game_record_end (gamao_game_get_record (self));
  return end ? end->result : GAMAO_RESULT_NONE;
}

const GamaoGameRecord *
gamao_game_get_record (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), NULL);
  return self->record->games[self->index];
}

guint
gamao_game_get_n_actions (GamaoGame *self)
{
  g_return_val_if_fail (GAMAO_IS_GAME (self), 0);
  return (guint) gamao_game_get_record (self)->n_actions;
}
