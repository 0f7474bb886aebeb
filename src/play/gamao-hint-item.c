/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-item"

#include "config.h"

#include "gamao-hint-item.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gamao-figures.h"

struct _GamaoHintItem
{
  GObject parent_instance;

  guint index;
  GamaoPlay play;
  char *notation;
  double equity, mwc, best, best_mwc;
  guint plies;
  double win, win_gammon, lose_gammon;
};

G_DEFINE_FINAL_TYPE (GamaoHintItem, gamao_hint_item, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INDEX,
  PROP_NOTATION,
  PROP_EQUITY,
  PROP_MWC,
  PROP_BEST,
  PROP_BEST_MWC,
  PROP_PLIES,
  PROP_WIN,
  PROP_WIN_GAMMON,
  PROP_LOSE_GAMMON,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GamaoHintItem *
gamao_hint_item_new (guint index, const GamaoPlay *play, const char *notation, double equity,
                     double mwc, double best, double best_mwc, guint plies,
                     const float outputs[GAMAO_N_OUTPUTS])
{
  GamaoHintItem *self;

  g_return_val_if_fail (play != NULL, NULL);
  g_return_val_if_fail (outputs != NULL, NULL);

  self = g_object_new (GAMAO_TYPE_HINT_ITEM, "index", index, "notation", notation, "equity",
                       equity, "mwc", mwc, "best", best, "best-mwc", best_mwc, "plies", plies,
                       "win",
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

/* What a play is worth (gamao-figures' convention); the plays after
 * the best say how much they lose. */
char *
gamao_hint_item_dup_equity_text (GamaoHintItem *self)
{
  char value[GAMAO_FIGURE_SIZE], change[GAMAO_FIGURE_SIZE];
  gboolean is_match;

  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  is_match = self->mwc >= 0.0;
  gamao_figure_equity (value, sizeof value, self->equity, self->mwc);
  if (self->index == 0)
    return g_strdup (value);
  gamao_figure_equity_change (change, sizeof change, self->equity - self->best,
                              is_match ? self->mwc - self->best_mwc : NAN);
  /* Translators: what the play is worth ("equity +0.080 · match 53.0%"),
   * then how much less than the best play ("−0.043 · −1.2%"). */
  return g_strdup_printf (_("%s (%s)"), value, change);
}

/* This game's chances for the side to act, always in the same words. */
static char *
chances_text (double win, double win_gammon, double lose_gammon)
{
  char w[32], wg[32], lg[32];

  gamao_figure_percent (w, sizeof w, win, FALSE);
  gamao_figure_percent (wg, sizeof wg, win_gammon, FALSE);
  gamao_figure_percent (lg, sizeof lg, lose_gammon, FALSE);
  /* Translators: each %s is a chance, "54.2%". */
  return g_strdup_printf (_("This game: win %s (gammon %s), lose a gammon %s"), w, wg, lg);
}

char *
gamao_hint_item_dup_chances_text (GamaoHintItem *self)
{
  g_autofree char *chances = NULL;
  char depth[32];

  g_return_val_if_fail (GAMAO_IS_HINT_ITEM (self), NULL);
  chances = chances_text (self->win, self->win_gammon, self->lose_gammon);
  gamao_figure_depth (depth, sizeof depth, self->plies);
  return g_strdup_printf ("%s · %s", chances, depth);
}

char *
gamao_hint_chances_text (const float outputs[GAMAO_N_OUTPUTS])
{
  return chances_text (outputs[GAMAO_OUT_WIN], outputs[GAMAO_OUT_WIN_GAMMON],
                       outputs[GAMAO_OUT_LOSE_GAMMON]);
}

char *
gamao_hint_cube_value_text (double emg, double mwc)
{
  char value[GAMAO_FIGURE_SIZE];

  return g_strdup (gamao_figure_equity (value, sizeof value, emg, mwc));
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
    case PROP_EQUITY:
      g_value_set_double (value, self->equity);
      break;
    case PROP_MWC:
      g_value_set_double (value, self->mwc);
      break;
    case PROP_BEST:
      g_value_set_double (value, self->best);
      break;
    case PROP_BEST_MWC:
      g_value_set_double (value, self->best_mwc);
      break;
    case PROP_PLIES:
      g_value_set_uint (value, self->plies);
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
    case PROP_EQUITY:
      self->equity = g_value_get_double (value);
      break;
    case PROP_MWC:
      self->mwc = g_value_get_double (value);
      break;
    case PROP_BEST:
      self->best = g_value_get_double (value);
      break;
    case PROP_BEST_MWC:
      self->best_mwc = g_value_get_double (value);
      break;
    case PROP_PLIES:
      self->plies = g_value_get_uint (value);
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
  properties[PROP_EQUITY] = figure ("equity");
  properties[PROP_MWC] = figure ("mwc");
  properties[PROP_BEST] = figure ("best");
  properties[PROP_BEST_MWC] = figure ("best-mwc");
  properties[PROP_PLIES] = g_param_spec_uint ("plies", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_WIN] = figure ("win");
  properties[PROP_WIN_GAMMON] = figure ("win-gammon");
  properties[PROP_LOSE_GAMMON] = figure ("lose-gammon");
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_hint_item_init (GamaoHintItem *self)
{
}
