/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-oracle-boards: writes Position IDs of random boards, valid or not,
 * near the edges of the rules of a valid position (sixteen checkers, a
 * point both sides hold, both sides on the bar against closed boards), one
 * per line, for comparing gamao_board_validate() with GNU Backgammon.
 *
 * Usage: gamao-oracle-boards SEED COUNT */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-position-id.h"

#include <stdio.h>
#include <stdlib.h>

static int
random_in (GamaoDice *dice, int lo, int hi)
{
  return lo + (int) gamao_dice_uniform (dice, (uint32_t) (hi - lo + 1));
}

/* `n` checkers of `side` on random slots; sometimes on points the other
 * side holds too. */
static void
scatter (GamaoDice *dice, GamaoBoard *board, int side, int n, bool may_share)
{
  for (int placed = 0, tries = 0; placed < n && tries < 1000; tries++)
    {
      int slot = random_in (dice, 0, GAMAO_BAR);
      if (board->checkers[side][slot] >= GAMAO_CHECKERS
          || (!may_share && slot < GAMAO_BAR && board->checkers[!side][23 - slot]))
        continue;
      board->checkers[side][slot]++;
      placed++;
    }
}

/* A home board of two checkers on each point, with `open` points left at
 * one checker or none. */
static void
close_board (GamaoDice *dice, GamaoBoard *board, int side, int open)
{
  for (int slot = 0; slot < 6; slot++)
    board->checkers[side][slot] = 2;
  for (int i = 0; i < open; i++)
    board->checkers[side][random_in (dice, 0, 5)] = (uint8_t) random_in (dice, 0, 1);
}

static void
make_board (GamaoDice *dice, GamaoBoard *board)
{
  gamao_board_clear (board);
  if (random_in (dice, 0, 1))
    {
      bool may_share = random_in (dice, 0, 3) == 0;
      scatter (dice, board, 0, random_in (dice, 0, 16), may_share);
      scatter (dice, board, 1, random_in (dice, 0, 16), may_share);
      return;
    }
  for (int side = 0; side < 2; side++)
    {
      close_board (dice, board, side, random_in (dice, 0, 3) ? 0 : 1);
      board->checkers[side][GAMAO_BAR] = (uint8_t) random_in (dice, 0, 2);
    }
  for (int side = 0; side < 2; side++)
    scatter (dice, board, side, random_in (dice, 0, 3), false);
}

int
main (int argc, char **argv)
{
  GamaoDice dice;
  unsigned count;

  if (argc != 3)
    {
      fprintf (stderr, "Usage: gamao-oracle-boards SEED COUNT\n");
      return 2;
    }
  gamao_dice_init_seeded (&dice, strtoull (argv[1], NULL, 10));
  count = (unsigned) strtoul (argv[2], NULL, 10);
  for (unsigned written = 0; written < count;)
    {
      GamaoBoard board;
      char id[GAMAO_POSITION_ID_LEN + 1];
      make_board (&dice, &board);
      /* A Position ID holds 80 bits: at most 30 checkers in all. */
      if (gamao_board_checkers_on_board (&board, 0) + gamao_board_checkers_on_board (&board, 1)
          > 2 * GAMAO_CHECKERS)
        continue;
      gamao_position_id_encode (&board, id);
      printf ("%s\n", id);
      written++;
    }
  return 0;
}
