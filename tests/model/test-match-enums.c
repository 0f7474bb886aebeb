/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The model's enums are registered types (glib-mkenums) and its enum
 * properties are enum and flags properties: a binding, a .ui file or a
 * test reads them by name and nick, and a wrong value is refused by
 * GObject instead of slipping through as an int. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-model-enums.h"

#include <glib.h>

static const char *
nick_of (GObject *object, const char *property)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
  g_auto (GValue) value = G_VALUE_INIT;
  GEnumClass *klass;

  g_assert_nonnull (pspec);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));
  g_value_init (&value, pspec->value_type);
  g_object_get_property (object, property, &value);
  klass = g_type_class_peek (pspec->value_type);
  return g_enum_get_value (klass, g_value_get_enum (&value))->value_nick;
}

static void
test_match_phase (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  GamaoMatchPhase phase = -1;

  g_assert_true (G_TYPE_IS_ENUM (GAMAO_TYPE_MATCH_PHASE));
  g_assert_cmpstr (nick_of (G_OBJECT (match), "phase"), ==, "opening-roll");
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_cmpstr (nick_of (G_OBJECT (match), "phase"), ==, "moving");
  g_object_get (match, "phase", &phase, NULL);
  g_assert_cmpint (phase, ==, GAMAO_MATCH_MOVING);
  g_assert_cmpstr (nick_of (G_OBJECT (match), "resignation"), ==, "none");
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
  g_assert_true (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_GAMMON, NULL));
  g_assert_cmpstr (nick_of (G_OBJECT (match), "phase"), ==, "resignation-offered");
  g_assert_cmpstr (nick_of (G_OBJECT (match), "resignation"), ==, "gammon");
}

static void
test_rules_flags (void)
{
  g_autoptr (GamaoMatch) session
    = gamao_match_new (0, NULL, NULL, GAMAO_RULE_JACOBY | GAMAO_RULE_BEAVERS);
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (session), "rules");
  g_autoptr (GFlagsClass) klass = g_type_class_ref (GAMAO_TYPE_RULES);
  g_autofree char *text = NULL;
  GamaoRules rules = 0;

  g_assert_true (G_IS_PARAM_SPEC_FLAGS (pspec));
  g_object_get (session, "rules", &rules, NULL);
  g_assert_cmpuint (rules, ==, GAMAO_RULE_JACOBY | GAMAO_RULE_BEAVERS);
  g_assert_cmpuint (g_flags_get_value_by_nick (klass, "crawford")->value, ==,
                    GAMAO_RULE_CRAWFORD);
  text = g_flags_to_string (GAMAO_TYPE_RULES, rules);
  g_assert_cmpstr (text, ==, "GAMAO_RULE_JACOBY | GAMAO_RULE_BEAVERS");
}

static void
test_player_and_game (void)
{
  g_autoptr (GamaoPlayer) player = gamao_player_new ("Ana", GAMAO_PLAYER_COMPUTER, 2);
  g_autoptr (GamaoMatch) match = gamao_match_new (1, NULL, NULL, 0);
  GamaoGame *game;

  g_assert_cmpstr (nick_of (G_OBJECT (player), "kind"), ==, "computer");
  g_object_set (player, "kind", GAMAO_PLAYER_HUMAN, NULL);
  g_assert_cmpint (gamao_player_get_kind (player), ==, GAMAO_PLAYER_HUMAN);
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
  g_assert_true (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_GAMMON, NULL));
  g_assert_true (gamao_match_accept_resignation (match, NULL));
  game = gamao_match_get_current_game (match);
  g_assert_cmpstr (nick_of (G_OBJECT (game), "result-kind"), ==, "gammon");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-enums/phase", test_match_phase);
  g_test_add_func ("/match-enums/rules", test_rules_flags);
  g_test_add_func ("/match-enums/player-and-game", test_player_and_game);
  return g_test_run ();
}
