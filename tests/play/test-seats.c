/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seats of the New Match settings as players, without the dialog
 * and without a display. */
#include "config.h"

#include "gamao-seats.h"
#include "gamao-search.h"

#include <glib.h>

static void
test_typed_names (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GamaoPlayer) light = NULL;
  g_autoptr (GamaoPlayer) dark = NULL;

  g_settings_set_string (settings, "light-player-name", "  Ana ");
  g_settings_set_string (settings, "light-player-kind", "human");
  g_settings_set_string (settings, "dark-player-name", "Bruno");
  g_settings_set_string (settings, "dark-player-kind", "computer");
  g_settings_set_string (settings, "dark-player-level", gamao_level_key (GAMAO_LEVEL_EXPERT));
  light = gamao_seats_new_player (settings, 0, TRUE);
  dark = gamao_seats_new_player (settings, 1, TRUE);
  g_assert_cmpstr (gamao_player_get_name (light), ==, "Ana");
  g_assert_cmpint (gamao_player_get_kind (light), ==, GAMAO_PLAYER_HUMAN);
  g_assert_cmpstr (gamao_player_get_name (dark), ==, "Bruno");
  g_assert_cmpint (gamao_player_get_kind (dark), ==, GAMAO_PLAYER_COMPUTER);
  g_assert_cmpint (gamao_player_get_level (dark), ==, GAMAO_LEVEL_EXPERT);
  g_settings_reset (settings, "light-player-name");
  g_settings_reset (settings, "dark-player-name");
}

/* Without the computer's weights its seat is a person's; an empty name
 * is the seat's default name. */
static void
test_no_computer (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GamaoPlayer) dark = NULL;

  g_settings_set_string (settings, "dark-player-name", "");
  g_settings_set_string (settings, "dark-player-kind", "computer");
  dark = gamao_seats_new_player (settings, 1, FALSE);
  g_assert_cmpint (gamao_player_get_kind (dark), ==, GAMAO_PLAYER_HUMAN);
  g_assert_nonnull (gamao_player_get_name (dark));
  g_assert_cmpstr (gamao_player_get_name (dark), !=, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seats/typed-names", test_typed_names);
  g_test_add_func ("/seats/no-computer", test_no_computer);
  return g_test_run ();
}
