/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A diagram's caption (issue 28): the IDs, the score with the players'
 * names or the colours, Crawford, who is on roll and the dice, the
 * plays numbered; a money game and a position before the roll. */
#include "config.h"

#include "gamao-diagram-caption.h"

#include <string.h>

static void
test_match (void)
{
  GamaoSetupPosition setup;
  GamaoCaptionPlay plays[2] = { { "8/5 6/5", "+0.172" }, { "24/20", "−0.079" } };
  const char *const names[2] = { "Ana", "Bia" };
  char pid[GAMAO_POSITION_ID_LEN + 1], mid[GAMAO_MATCH_ID_LEN + 1];

  gamao_setup_position_init_start (&setup);
  setup.match_length = 5;
  setup.score[0] = 4;
  setup.score[1] = 1;
  setup.crawford = true;
  setup.on_roll = 0;
  setup.dice[0] = 3;
  setup.dice[1] = 1;
  gamao_setup_position_ids (&setup, pid, mid);
  g_autofree char *expected = g_strdup_printf (
      "Position ID: %s · Match ID: %s\nAna 4, Bia 1, match to 5 · Crawford · Ana to play 3-1\n"
      "1. 8/5 6/5  +0.172\n2. 24/20  −0.079",
      pid, mid);
  g_autofree char *caption = gamao_diagram_caption (&setup, names, plays, 2);
  g_assert_cmpstr (caption, ==, expected);
  g_assert_cmpstr (pid, ==, "4HPwATDgc/ABMA");
}

static void
test_money_before_roll (void)
{
  GamaoSetupPosition setup;

  gamao_setup_position_init_start (&setup);
  g_autofree char *caption = gamao_diagram_caption (&setup, NULL, NULL, 0);
  g_assert_true (g_str_has_prefix (caption, "Position ID: 4HPwATDgc/ABMA · Match ID: "));
  g_assert_true (g_str_has_suffix (caption, "\nMoney game · Dark on roll"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/diagram-caption/match", test_match);
  g_test_add_func ("/diagram-caption/money-before-roll", test_money_before_roll);
  return g_test_run ();
}
