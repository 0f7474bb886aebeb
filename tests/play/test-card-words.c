/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's card in words for a screen reader: the name or the colour,
 * "you" only against the computer, the pips, the score, and "on roll"
 * while the match waits for that player (never at the opening roll). */
#include "config.h"

#include "gamao-card-words.h"

#include <glib.h>

static GamaoMatch *
new_match (const char *name0, GamaoPlayerKind kind1)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new (name0, GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bia", kind1, 0);
  GamaoMatch *match = gamao_match_new (3, p0, p1, GAMAO_RULE_CRAWFORD);

  gamao_match_set_dice_seed (match, 11);
  return match;
}

static void
test_before_the_opening_roll (void)
{
  g_autoptr (GamaoMatch) computer = new_match ("", GAMAO_PLAYER_COMPUTER);
  g_autoptr (GamaoMatch) desk = new_match ("Ana", GAMAO_PLAYER_HUMAN);
  g_autofree char *you = gamao_card_words (computer, 0);
  g_autofree char *it = gamao_card_words (computer, 1);
  g_autofree char *ana = gamao_card_words (desk, 0);

  g_assert_cmpstr (you, ==, "Light, you, 167 pips, 0 points");
  g_assert_cmpstr (it, ==, "Bia, 167 pips, 0 points");
  /* Two people at the desk: neither is "you". */
  g_assert_cmpstr (ana, ==, "Ana, 167 pips, 0 points");
}

static void
test_on_roll (void)
{
  g_autoptr (GamaoMatch) match = new_match ("Ana", GAMAO_PLAYER_HUMAN);
  GamaoPending pending;
  int mover;

  g_assert_true (gamao_match_roll (match, NULL));
  gamao_match_get_pending (match, &pending);
  mover = pending.player;
  g_assert_true (mover == 0 || mover == 1);
  {
    g_autofree char *moving = gamao_card_words (match, mover);
    g_autofree char *waiting = gamao_card_words (match, 1 - mover);

    g_assert_true (g_str_has_suffix (moving, ", 167 pips, 0 points, on roll"));
    g_assert_true (g_str_has_suffix (waiting, ", 167 pips, 0 points"));
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/card-words/before-the-opening-roll", test_before_the_opening_roll);
  g_test_add_func ("/card-words/on-roll", test_on_roll);
  return g_test_run ();
}
