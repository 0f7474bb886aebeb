/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-item"

#include "config.h"

#include "gamao-hint-item.h"

#include <glib/gi18n.h>

struct _GamaoHintItem
{
  GObject parent_instance;

  guint index;
  GamaoPlay play;
  char *notation;
  gboolean is_match;
  double equity, best;
  double win, win_gammon, lose_gammon;
};

G_DEFINE_FINAL_TYPE (GamaoHintItem, gamao_hint_item, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INDEX,
  PROP_NOTATION,
  PROP_IS_MATCH,
  PROP_EQUITY,
  PROP_BEST,
  PROP_WIN,
  PROP_WIN_GAMMON,
  PROP_LOSE_GAMMON,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GamaoHintItem *
gamao_hint_item_new (guint index, const GamaoPlay *play, const char *notation, gboolean is_match,
                     double equity, double best, const float outputs[GAMAO_N_OUTPUTS])
{
  GamaoHintItem *self;

  g_return_val_if_fail (play != NULL, NULL);
  g_return_val_if_fail (outputs != NULL, NULL);

  self = g_object_new (GAMAO_TYPE_HINT_ITEM, "index", index, "notation", notation, "is-match",
                       is_match, "equity", equity, "best", best, "win",
                       (double) outputs[GAMAO_OUT_WIN], "win-gammon",
                       (double) outputs[GAMAO_OUT_WIN_GAMMON], "lose-gammon",
                       (double) outputs[GAMAO_OUT_LOSE_GAMMON], NULL);
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
gamao_hint_item_get_notation (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  return self->notation;
}

char *
gamao_hint_item_dup_title (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  return g_strdup_printf ("%u. %s", self->index + 1, self->notation);
}

/* What a play is worth, with its unit: the chance of winning the match,
 * or points (money); the plays after the best say how much they lose. */
char *
gamao_hint_item_dup_equity_text (GamaoHintItem *self)
{
  gboolean first;
  double equity, best;

  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  first = self->index == 0;
  equity = self->equity;
  best = self->best;
  if (self->is_match && first)
    return g_strdup_printf (_("Match: %.1f%% to win"), 100.0 * equity);
  if (self->is_match)
    /* Translators: the chance of winning the match with this play, then how
     * much less it is than with the best play, in percentage points. */
    return g_strdup_printf (_("Match: %.1f%% to win (%+.1f%%)"), 100.0 * equity,
                            100.0 * (equity - best));
  if (first)
    return g_strdup_printf (_("%+.3f points"), equity);
  /* Translators: what the play is worth in points, then how much less than the best play. */
  return g_strdup_printf (_("%+.3f points (%+.3f)"), equity, equity - best);
}

/* This game's chances for the side to act, always in the same words. */
static char *
chances_text (double win, double win_gammon, double lose_gammon)
{
  return g_strdup_printf (_("This game: win %.1f%% (gammon %.1f%%), lose a gammon %.1f%%"),
                          100.0 * win, 100.0 * win_gammon, 100.0 * lose_gammon);
}

char *
gamao_hint_item_dup_chances_text (GamaoHintItem *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  return chances_text (self->win, self->win_gammon, self->lose_gammon);
}

char *
gamao_hint_chances_text (const float outputs[GAMAO_N_OUTPUTS])
{
  return chances_text (outputs[GAMAO_OUT_WIN], outputs[GAMAO_OUT_WIN_GAMMON],
                       outputs[GAMAO_OUT_LOSE_GAMMON]);
}

char *
gamao_hint_cube_value_text (gboolean is_match, double value)
{
  return is_match ? g_strdup_printf (_("%.1f%% to win the match"), 100.0 * value)
                  : g_strdup_printf (_("%+.3f points"), value);
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
    case PROP_NOTATION:
      g_value_set_string (value, self->notation);
      break;
    case PROP_IS_MATCH:
      g_value_set_boolean (value, self->is_match);
      break;
    case PROP_EQUITY:
      g_value_set_double (value, self->equity);
      break;
    case PROP_BEST:
      g_value_set_double (value, self->best);
      break;
    case PROP_WIN:
      g_value_set_double (value, self->win);
      break;
    case PROP_WIN_GAMMON:
      g_value_set_double (value, self->win_gammon);
      break;
    case PROP_LOSE_GAMMON:
      g_value_set_double (value, self->lose_gammon);
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
    case PROP_NOTATION:
      self->notation = g_value_dup_string (value);
      break;
    case PROP_IS_MATCH:
      self->is_match = g_value_get_boolean (value);
      break;
    case PROP_EQUITY:
      self->equity = g_value_get_double (value);
      break;
    case PROP_BEST:
      self->best = g_value_get_double (value);
      break;
    case PROP_WIN:
      self->win = g_value_get_double (value);
      break;
    case PROP_WIN_GAMMON:
      self->win_gammon = g_value_get_double (value);
      break;
    case PROP_LOSE_GAMMON:
      self->lose_gammon = g_value_get_double (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_hint_item_finalize (GObject *object)
{
  GamaoHintItem *self = GAMAO_HINT_ITEM (object);

  g_free (self->notation);
  G_OBJECT_CLASS (gamao_hint_item_parent_class)->finalize (object);
}

static GParamSpec *
figure (const char *name)
{
  return g_param_spec_double (name, NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                              G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
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
  properties[PROP_NOTATION] = g_param_spec_string ("notation", NULL, NULL, NULL, flags);
  properties[PROP_IS_MATCH] = g_param_spec_boolean ("is-match", NULL, NULL, FALSE, flags);
  properties[PROP_EQUITY] = figure ("equity");
  properties[PROP_BEST] = figure ("best");
  properties[PROP_WIN] = figure ("win");
  properties[PROP_WIN_GAMMON] = figure ("win-gammon");
  properties[PROP_LOSE_GAMMON] = figure ("lose-gammon");
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_hint_item_init (GamaoHintItem *self)
{
}
