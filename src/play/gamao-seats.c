/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-seats"

#include "config.h"

#include "gamao-seats.h"

#include "gamao-player-names.h"
#include "gamao-search.h"

static const char *const seat_keys[2] = { "light", "dark" };

static char *
seat_string (GSettings *settings, int seat, const char *what)
{
  g_autofree char *key = g_strdup_printf ("%s-player-%s", seat_keys[seat], what);

  return g_settings_get_string (settings, key);
}

static gboolean
seat_is_computer (GSettings *settings, int seat, gboolean computer_available)
{
  g_autofree char *kind = seat_string (settings, seat, "kind");

  return computer_available && g_str_equal (kind, "computer");
}

static GamaoLevel
seat_level (GSettings *settings, int seat)
{
  g_autofree char *key = seat_string (settings, seat, "level");
  GamaoLevel level = GAMAO_LEVEL_EXPERT;

  gamao_level_from_key (key, &level);
  return level;
}

/* The default name tells two computers apart by colour, as the New
 * Match dialog and the history do. */
static char *
default_name (GSettings *settings, int seat, gboolean computer_available)
{
  char *levels[2];
  char *name;

  for (int i = 0; i < 2; i++)
    levels[i] = gamao_player_names_level_text (seat_is_computer (settings, i, computer_available),
                                               (int) seat_level (settings, i));
  name = gamao_player_names_default (seat, levels[seat], levels[1 - seat]);
  g_free (levels[0]);
  g_free (levels[1]);
  return name;
}

GamaoPlayer *
gamao_seats_new_player (GSettings *settings, int seat, gboolean computer_available)
{
  g_autofree char *typed = NULL;
  g_autofree char *name = NULL;
  gboolean computer;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (seat == 0 || seat == 1, NULL);

  typed = g_strstrip (seat_string (settings, seat, "name"));
  name = *typed ? g_steal_pointer (&typed) : default_name (settings, seat, computer_available);
  computer = seat_is_computer (settings, seat, computer_available);
  return gamao_player_new (name, computer ? GAMAO_PLAYER_COMPUTER : GAMAO_PLAYER_HUMAN,
                           (int) seat_level (settings, seat));
}

char *
gamao_seats_dup_desk_person (GSettings *settings, const char *const *people)
{
  g_autofree char *chosen = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  if (!people || !people[0])
    return NULL;
  chosen = g_settings_get_string (settings, "desk-player");
  if (*chosen)
    return g_strv_contains (people, chosen) ? g_steal_pointer (&chosen) : NULL;
  for (int seat = 0; seat < 2; seat++)
    {
      g_autoptr (GamaoPlayer) player = gamao_seats_new_player (settings, seat, TRUE);

      if (gamao_player_get_kind (player) == GAMAO_PLAYER_HUMAN
          && g_strv_contains (people, gamao_player_get_name (player)))
        return g_strdup (gamao_player_get_name (player));
    }
  return people[1] ? NULL : g_strdup (people[0]);
}
