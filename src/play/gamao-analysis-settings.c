/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-analysis-settings"

#include "config.h"

#include "gamao-analysis-settings.h"

struct _GamaoAnalysisSettings
{
  GObject parent_instance;

  guint analysis_plies;
  guint rollout_games, rollout_truncate, rollout_plies;
  gboolean rollout_cubeful;
};

G_DEFINE_FINAL_TYPE (GamaoAnalysisSettings, gamao_analysis_settings, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ANALYSIS_PLIES,
  PROP_ROLLOUT_GAMES,
  PROP_ROLLOUT_TRUNCATE,
  PROP_ROLLOUT_PLIES,
  PROP_ROLLOUT_CUBEFUL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GamaoAnalysisSettings *default_settings;

/* The keys, in the order of the properties. */
static const char *const keys[N_PROPS] = {
  NULL, "analysis-plies", "rollout-games", "rollout-truncate", "rollout-plies", "rollout-cubeful",
};

static guint *
uint_field (GamaoAnalysisSettings *self, guint prop_id)
{
  switch (prop_id)
    {
    case PROP_ANALYSIS_PLIES:
      return &self->analysis_plies;
    case PROP_ROLLOUT_GAMES:
      return &self->rollout_games;
    case PROP_ROLLOUT_TRUNCATE:
      return &self->rollout_truncate;
    case PROP_ROLLOUT_PLIES:
      return &self->rollout_plies;
    default:
      return NULL;
    }
}

static void
set_uint (GamaoAnalysisSettings *self, guint prop_id, guint value)
{
  guint *field = uint_field (self, prop_id);

  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
gamao_analysis_settings_get_property (GObject *object, guint prop_id, GValue *value,
                                      GParamSpec *pspec)
{
  GamaoAnalysisSettings *self = GAMAO_ANALYSIS_SETTINGS (object);

  if (prop_id == PROP_ROLLOUT_CUBEFUL)
    g_value_set_boolean (value, self->rollout_cubeful);
  else if (uint_field (self, prop_id))
    g_value_set_uint (value, *uint_field (self, prop_id));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
gamao_analysis_settings_set_property (GObject *object, guint prop_id, const GValue *value,
                                      GParamSpec *pspec)
{
  GamaoAnalysisSettings *self = GAMAO_ANALYSIS_SETTINGS (object);

  if (prop_id == PROP_ROLLOUT_CUBEFUL)
    {
      gboolean cubeful = g_value_get_boolean (value);

      if (self->rollout_cubeful == cubeful)
        return;
      self->rollout_cubeful = cubeful;
      g_object_notify_by_pspec (object, pspec);
    }
  else if (uint_field (self, prop_id))
    set_uint (self, prop_id, g_value_get_uint (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static GParamSpec *
uint_property (const char *name, guint min, guint max, guint value)
{
  return g_param_spec_uint (name, NULL, NULL, min, max, value,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
gamao_analysis_settings_class_init (GamaoAnalysisSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gamao_analysis_settings_get_property;
  object_class->set_property = gamao_analysis_settings_set_property;
  /* The ranges are the schema's. */
  properties[PROP_ANALYSIS_PLIES]
    = uint_property ("analysis-plies", 0, 3, GAMAO_ANALYSIS_PLIES_DEFAULT);
  properties[PROP_ROLLOUT_GAMES]
    = uint_property ("rollout-games", 36, 46656, GAMAO_ROLLOUT_GAMES_DEFAULT);
  properties[PROP_ROLLOUT_TRUNCATE]
    = uint_property ("rollout-truncate", 0, 100, GAMAO_ROLLOUT_TRUNCATE_DEFAULT);
  properties[PROP_ROLLOUT_PLIES] = uint_property ("rollout-plies", 0, 2, 0);
  properties[PROP_ROLLOUT_CUBEFUL]
    = g_param_spec_boolean ("rollout-cubeful", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_analysis_settings_init (GamaoAnalysisSettings *self)
{
  self->analysis_plies = GAMAO_ANALYSIS_PLIES_DEFAULT;
  self->rollout_games = GAMAO_ROLLOUT_GAMES_DEFAULT;
  self->rollout_truncate = GAMAO_ROLLOUT_TRUNCATE_DEFAULT;
  self->rollout_plies = 0;
  self->rollout_cubeful = TRUE;
}

GamaoAnalysisSettings *
gamao_analysis_settings_new (void)
{
  return g_object_new (GAMAO_TYPE_ANALYSIS_SETTINGS, NULL);
}

GamaoAnalysisSettings *
gamao_analysis_settings_new_for_settings (GSettings *settings)
{
  GamaoAnalysisSettings *self = gamao_analysis_settings_new ();

  g_return_val_if_fail (G_IS_SETTINGS (settings), self);
  for (guint i = PROP_ANALYSIS_PLIES; i < N_PROPS; i++)
    g_settings_bind (settings, keys[i], self, keys[i], G_SETTINGS_BIND_DEFAULT);
  return self;
}

GamaoAnalysisSettings *
gamao_analysis_settings_get_default (void)
{
  GSettingsSchemaSource *source;
  g_autoptr (GSettingsSchema) schema = NULL;

  if (default_settings)
    return default_settings;
  source = g_settings_schema_source_get_default ();
  schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  if (schema && g_settings_schema_has_key (schema, keys[PROP_ANALYSIS_PLIES]))
    {
      g_autoptr (GSettings) settings = g_settings_new (APP_ID);

      default_settings = gamao_analysis_settings_new_for_settings (settings);
    }
  else
    default_settings = gamao_analysis_settings_new ();
  return default_settings;
}

void
gamao_analysis_settings_set_default (GamaoAnalysisSettings *settings)
{
  if (settings)
    g_object_ref (settings);
  g_clear_object (&default_settings);
  default_settings = settings;
}

guint
gamao_analysis_settings_get_analysis_plies (GamaoAnalysisSettings *self)
{
  g_return_val_if_fail (GAMAO_IS_ANALYSIS_SETTINGS (self), GAMAO_ANALYSIS_PLIES_DEFAULT);
  return self->analysis_plies;
}

void
gamao_analysis_settings_set_analysis_plies (GamaoAnalysisSettings *self, guint plies)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_SETTINGS (self));
  g_object_set (self, "analysis-plies", plies, NULL);
}

guint
gamao_analysis_settings_get_rollout_games (GamaoAnalysisSettings *self)
{
  g_return_val_if_fail (GAMAO_IS_ANALYSIS_SETTINGS (self), GAMAO_ROLLOUT_GAMES_DEFAULT);
  return self->rollout_games;
}

void
gamao_analysis_settings_set_rollout_games (GamaoAnalysisSettings *self, guint games)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_SETTINGS (self));
  g_object_set (self, "rollout-games", games, NULL);
}

void
gamao_analysis_settings_fill_rollout (GamaoAnalysisSettings *self, GamaoRolloutSettings *rollout)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_SETTINGS (self));
  rollout->games = MAX (self->rollout_games, 1);
  rollout->truncate = self->rollout_truncate;
  rollout->plies = self->rollout_plies;
  rollout->cubeful = self->rollout_cubeful;
}
