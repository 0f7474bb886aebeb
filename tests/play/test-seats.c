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

/* The statistics count from the person's side even before anyone chose
 * who sits at this desk: the person of the New Match settings, else the
 * history's only person; a choice made wins. */
static void
test_desk_person (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const char *const people[] = { "Ana", "Bruno", NULL };
  const char *const one[] = { "Carla", NULL };
  char *person;

  g_settings_set_string (settings, "desk-player", "");
  g_settings_set_string (settings, "light-player-name", "Ana");
  g_settings_set_string (settings, "light-player-kind", "human");
  g_settings_set_string (settings, "dark-player-kind", "computer");
  person = gamao_seats_dup_desk_person (settings, people);
  g_assert_cmpstr (person, ==, "Ana");
  g_free (person);
  /* Ana plays dark now. */
  g_settings_set_string (settings, "light-player-kind", "computer");
  g_settings_set_string (settings, "dark-player-name", "Bruno");
  g_settings_set_string (settings, "dark-player-kind", "human");
  person = gamao_seats_dup_desk_person (settings, people);
  g_assert_cmpstr (person, ==, "Bruno");
  g_free (person);
  /* Nobody the history knows at the seats: its only person, if one. */
  person = gamao_seats_dup_desk_person (settings, one);
  g_assert_cmpstr (person, ==, "Carla");
  g_free (person);
  g_settings_set_string (settings, "dark-player-name", "Dora");
  g_assert_null (gamao_seats_dup_desk_person (settings, people));
  g_assert_null (gamao_seats_dup_desk_person (settings, NULL));
  /* A choice made is kept. */
  g_settings_set_string (settings, "desk-player", "Ana");
  person = gamao_seats_dup_desk_person (settings, people);
  g_assert_cmpstr (person, ==, "Ana");
  g_free (person);
  g_settings_reset (settings, "desk-player");
  g_settings_reset (settings, "light-player-name");
  g_settings_reset (settings, "light-player-kind");
  g_settings_reset (settings, "dark-player-name");
  g_settings_reset (settings, "dark-player-kind");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seats/typed-names", test_typed_names);
  g_test_add_func ("/seats/no-computer", test_no_computer);
  g_test_add_func ("/seats/desk-person", test_desk_person);
  return g_test_run ();
}
