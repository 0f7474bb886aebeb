/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-player-names.h"

#include "gamao-search.h"

#include <glib/gi18n.h>
#include <stdlib.h>

/* The name of a stored level: its index as the window stores it, or its
 * key as gamao-cli does ("scripted" included: its player that makes any
 * legal play). NULL for a value that is none of ours (written by a later
 * version, say): such a computer is just "Computer". */
static const char *
level_name (const char *level)
{
  char *end = NULL;
  long i = level ? strtol (level, &end, 10) : -1;
  GamaoLevel by_key;

  if (g_strcmp0 (level, "scripted") == 0)
    /* Translators: gamao-cli's computer player that makes any legal play
     * and answers the cube by a fixed rule: a level, "Light (Scripted)". */
    return _("Scripted");
  if (level && gamao_level_from_key (level, &by_key))
    return gamao_level_name (by_key);
  if (!level || end == level || *end != '\0' || i < 0 || i >= GAMAO_N_LEVELS)
    return NULL;
  return gamao_level_name ((GamaoLevel) i);
}

static const char *
colour_name (int seat)
{
  return seat == 0 ? _("Light") : _("Dark");
}

char *
gamao_player_names_default (int seat, const char *level, const char *other_level)
{
  const char *name = level_name (level);

  if (!level)
    return g_strdup (colour_name (seat));
  if (!name)
    /* Translators: a computer player whose level is unknown. */
    return g_strdup (_("Computer"));
  if (other_level)
    /* Translators: a computer player's name when both players are
     * computers: its colour and level, "Light (Expert)". */
    return g_strdup_printf (C_("computer player", "%s (%s)"), colour_name (seat), name);
  /* Translators: the name of a computer player, "Computer (Expert)". */
  return g_strdup_printf (_("Computer (%s)"), name);
}

char *
gamao_player_names_show (const char *stored, int seat, const char *level, const char *other_level)
{
  if (stored && *stored)
    return g_strdup (stored);
  return gamao_player_names_default (seat, level, other_level);
}

gboolean
gamao_player_names_is_default (const char *name, int seat, const char *level,
                               const char *other_level)
{
  g_autofree char *standard = gamao_player_names_default (seat, level, other_level);

  return name && g_strcmp0 (name, standard) == 0;
}

char *
gamao_player_names_level_text (gboolean computer, int level)
{
  return computer ? g_strdup_printf ("%d", level) : NULL;
}
