/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-match-summary.h"

#include <glib/gi18n.h>

struct _GamaoMatchSummary
{
  GObject parent_instance;

  gint64 id;
  char *names[2];
  char *levels[2];
  guint length;
  GamaoRules rules;
  gint64 created;
  gint64 finished;
  guint score[2];
  int winner;
  guint n_games;
  char *origin;
  char *settings;
  gboolean analysed;
  double pr[2];
  char *analysis_weights;
  char *info[GAMAO_N_INFO];
};

G_DEFINE_FINAL_TYPE (GamaoMatchSummary, gamao_match_summary, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME0,
  PROP_NAME1,
  PROP_LENGTH,
  PROP_SCORE0,
  PROP_SCORE1,
  PROP_WINNER,
  PROP_FINISHED,
  PROP_CREATED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gamao_match_summary_finalize (GObject *object)
{
  GamaoMatchSummary *self = GAMAO_MATCH_SUMMARY (object);

  for (int i = 0; i < 2; i++)
    {
      g_free (self->names[i]);
      g_free (self->levels[i]);
    }
  g_free (self->origin);
  g_free (self->settings);
  g_free (self->analysis_weights);
  for (int i = 0; i < GAMAO_N_INFO; i++)
    g_free (self->info[i]);
  G_OBJECT_CLASS (gamao_match_summary_parent_class)->finalize (object);
}

static void
gamao_match_summary_get_property (GObject *object, guint prop_id, GValue *value,
                                  GParamSpec *pspec)
{
  GamaoMatchSummary *self = GAMAO_MATCH_SUMMARY (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_NAME0:
    case PROP_NAME1:
      g_value_set_string (value, self->names[prop_id - PROP_NAME0]);
      break;
    case PROP_LENGTH:
      g_value_set_uint (value, self->length);
      break;
    case PROP_SCORE0:
    case PROP_SCORE1:
      g_value_set_uint (value, self->score[prop_id - PROP_SCORE0]);
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished != 0);
      break;
    case PROP_CREATED:
      g_value_set_int64 (value, self->created);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_match_summary_class_init (GamaoMatchSummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gamao_match_summary_finalize;
  object_class->get_property = gamao_match_summary_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NAME0] = g_param_spec_string ("name0", NULL, NULL, NULL, flags);
  properties[PROP_NAME1] = g_param_spec_string ("name1", NULL, NULL, NULL, flags);
  properties[PROP_LENGTH] = g_param_spec_uint ("length", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SCORE0] = g_param_spec_uint ("score0", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SCORE1] = g_param_spec_uint ("score1", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, -1, 1, -1, flags);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, flags);
  properties[PROP_CREATED] = g_param_spec_int64 ("created", NULL, NULL, 0, G_MAXINT64, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_match_summary_init (GamaoMatchSummary *self)
{
  self->winner = -1;
}

GamaoMatchSummary *
gamao_match_summary_new (const GamaoMatchSummaryFields *fields)
{
  GamaoMatchSummary *self = g_object_new (GAMAO_TYPE_MATCH_SUMMARY, NULL);

  self->id = fields->id;
  for (int i = 0; i < 2; i++)
    {
      self->names[i] = g_strdup (fields->names[i] ? fields->names[i] : "");
      self->levels[i] = g_strdup (fields->levels[i]);
      self->score[i] = fields->score[i];
    }
  self->length = fields->length;
  self->rules = fields->rules;
  self->created = fields->created;
  self->finished = fields->finished;
  self->winner = fields->winner;
  self->n_games = fields->n_games;
  self->origin = g_strdup (fields->origin);
  self->settings = g_strdup (fields->settings);
  self->analysis_weights = g_strdup (fields->analysis_weights);
  for (int i = 0; i < GAMAO_N_INFO; i++)
    self->info[i] = g_strdup (fields->info[i]);
  self->analysed = fields->analysed;
  self->pr[0] = fields->pr[0];
  self->pr[1] = fields->pr[1];
  return self;
}

gint64
gamao_match_summary_get_id (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), 0);
  return self->id;
}

const char *
gamao_match_summary_get_name (GamaoMatchSummary *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), NULL);
  g_return_val_if_fail (player == 0 || player == 1, NULL);
  return self->names[player];
}

const char *
gamao_match_summary_get_level (GamaoMatchSummary *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), NULL);
  g_return_val_if_fail (player == 0 || player == 1, NULL);
  return self->levels[player];
}

guint
gamao_match_summary_get_length (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), 0);
  return self->length;
}

GamaoRules
gamao_match_summary_get_rules (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), 0);
  return self->rules;
}

gint64
gamao_match_summary_get_created (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), 0);
  return self->created;
}

gint64
gamao_match_summary_get_finished (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), 0);
  return self->finished;
}

guint
gamao_match_summary_get_score (GamaoMatchSummary *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), 0);
  g_return_val_if_fail (player == 0 || player == 1, 0);
  return self->score[player];
}

int
gamao_match_summary_get_winner (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), -1);
  return self->winner;
}

guint
gamao_match_summary_get_n_games (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), 0);
  return self->n_games;
}

const char *
gamao_match_summary_get_origin (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), NULL);
  return self->origin;
}

const char *
gamao_match_summary_get_settings (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), NULL);
  return self->settings;
}

gboolean
gamao_match_summary_get_pr (GamaoMatchSummary *self, double pr[2])
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), FALSE);
  pr[0] = self->pr[0];
  pr[1] = self->pr[1];
  return self->analysed;
}

const char *
gamao_match_summary_get_analysis_weights (GamaoMatchSummary *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), NULL);
  return self->analysis_weights;
}

const char *
gamao_match_summary_get_info (GamaoMatchSummary *self, GamaoMatchInfo which)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), NULL);
  g_return_val_if_fail ((guint) which < GAMAO_N_INFO, NULL);
  return self->info[which];
}

char *
gamao_match_summary_dup_event_place (GamaoMatchSummary *self)
{
  const char *event, *place;

  g_return_val_if_fail (GAMAO_IS_MATCH_SUMMARY (self), NULL);
  event = self->info[GAMAO_INFO_EVENT];
  place = self->info[GAMAO_INFO_PLACE];
  if (event && place)
    /* Translators: an event and where it was played, "Clube X, Lisboa". */
    return g_strdup_printf (_("%s, %s"), event, place);
  return g_strdup (event ? event : place);
}
