/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-dice.h"
#include "gamao-play-list.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#define SUITE_SIZE 2000

/* A fixed suite of positions from seeded random games: every kind that
 * occurs in play, from the opening to the last bear-off. */
static unsigned
build_suite (GamaoBoard *suite, GamaoPlayList *list)
{
  GamaoDice dice;
  GamaoBoard board;
  unsigned n = 0;

  gamao_dice_init_seeded (&dice, 20261122);
  while (n < SUITE_SIZE)
    {
      gamao_board_init_start (&board);
      for (int ply = 0; ply < 400 && n < SUITE_SIZE; ply++)
        {
          int roll[2];
          suite[n++] = board;
          gamao_dice_roll (&dice, roll);
          gamao_play_list_generate (list, &board, roll[0], roll[1]);
          if (list->n_plays)
            board = list->plays[gamao_dice_uniform (&dice, list->n_plays)].after;
          if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
            break;
          gamao_board_swap_sides (&board);
        }
    }
  return n;
}

static int
bench_movegen (void)
{
  g_autofree GamaoBoard *suite = g_new (GamaoBoard, SUITE_SIZE);
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  unsigned n = build_suite (suite, list);
  guint64 plays = 0, generations = 0;
  gint64 start = g_get_monotonic_time (), elapsed;

  do
    {
      for (unsigned i = 0; i < n; i++)
        for (int d1 = 1; d1 <= 6; d1++)
          for (int d2 = d1; d2 <= 6; d2++)
            {
              gamao_play_list_generate (list, &suite[i], d1, d2);
              plays += list->n_plays;
              generations++;
            }
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < 2 * G_USEC_PER_SEC);

  double seconds = (double) elapsed / G_USEC_PER_SEC;
  /* Translators: the plural follows the positions; the generations are always
     thousands. */
  printf (ngettext ("movegen: %u position × 21 rolls, %llu generations in %.2f s\n",
                    "movegen: %u positions × 21 rolls, %llu generations in %.2f s\n", n), n,
          (unsigned long long) generations, seconds);
  printf (_("  %.0f position-rolls per second\n"), generations / seconds);
  printf (_("  %.0f legal plays generated per second\n"), plays / seconds);
  return GAMAO_CLI_OK;
}

int
gamao_cli_bench (int argc, char **argv)
{
  int status = GAMAO_CLI_OK;

  if (argc >= 2 && (strcmp (argv[1], "strength") == 0 || strcmp (argv[1], "speed") == 0
                    || strcmp (argv[1], "bearoff") == 0))
    return gamao_cli_bench_ai (argc, argv);
  if (!gamao_cli_parse_options (&argc, &argv, "movegen|speed|strength|bearoff",
                                _("Prints speed and strength figures; never used as a test."),
                                NULL, &status))
    return status;
  if (argc == 2 && strcmp (argv[1], "movegen") == 0)
    return bench_movegen ();
  fprintf (stderr, "%s\n", _("Usage: gamao-cli bench movegen|speed|strength|bearoff"));
  return GAMAO_CLI_BAD_INPUT;
}
