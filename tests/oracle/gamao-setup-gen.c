/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-setup-gen: random positions set up as the position editor sets
 * them (GamaoPositionSetup's edits, kept only when valid), written as
 * "XGID POSITION_ID:MATCH_ID" lines for the comparison with gnubg
 * (run-setup.py).
 *
 * Usage: gamao-setup-gen SEED COUNT */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-position-setup.h"

#include <stdio.h>
#include <stdlib.h>

static unsigned
below (GamaoDice *dice, unsigned n)
{
  return gamao_dice_uniform (dice, n);
}

/* Drops each checker of each player on a random slot (or off), as a
 * hand would, then sets the dice, the match and the cube. */
static void
random_edits (GamaoDice *dice, GamaoPositionSetup *setup)
{
  GamaoSetupPosition empty;

  gamao_setup_position_init_empty (&empty);
  gamao_position_setup_replace (setup, &empty);
  for (int player = 0; player < 2; player++)
    {
      unsigned off = 0;
      for (int k = 0; k < 15; k++)
        {
          const GamaoSetupPosition *now = gamao_position_setup_get (setup);
          int slot = (int) below (dice, 28);
          if (slot >= 25 || (slot < 24 && now->points[1 - player][23 - slot]))
            off++;
          else
            gamao_position_setup_set_checkers (setup, player, slot, now->points[player][slot] + 1u);
        }
      gamao_position_setup_set_borne_off (setup, player, off);
    }
  gamao_position_setup_set_on_roll (setup, (int) below (dice, 2));
  if (below (dice, 3))
    gamao_position_setup_set_dice (setup, 1 + (int) below (dice, 6), 1 + (int) below (dice, 6));
  unsigned length = below (dice, 3) ? 1 + below (dice, 25) : 0;
  if (length)
    {
      unsigned s0 = below (dice, length), s1 = below (dice, length);
      bool one_away = (s0 == length - 1) != (s1 == length - 1);
      bool crawford = length > 1 && one_away && below (dice, 2);
      gamao_position_setup_set_match (setup, length, s0, s1, crawford);
    }
  if (!gamao_position_setup_get (setup)->crawford && below (dice, 2))
    gamao_position_setup_set_cube (setup, 2u << below (dice, 6), (int) below (dice, 2));
}

int
main (int argc, char **argv)
{
  GamaoDice dice;
  GamaoPositionSetup *setup = gamao_position_setup_new (NULL);
  long written = 0;

  if (argc != 3)
    {
      fprintf (stderr, "usage: gamao-setup-gen SEED COUNT\n");
      return 2;
    }
  gamao_dice_init_seeded (&dice, strtoull (argv[1], NULL, 10));
  for (long n = strtol (argv[2], NULL, 10); written < n;)
    {
      const GamaoSetupPosition *pos;
      char pid[GAMAO_POSITION_ID_LEN + 1], mid[GAMAO_MATCH_ID_LEN + 1], xgid[GAMAO_XGID_MAX];

      random_edits (&dice, setup);
      pos = gamao_position_setup_get (setup);
      if (!gamao_setup_position_valid (pos))
        continue;
      gamao_setup_position_ids (pos, pid, mid);
      gamao_setup_position_xgid (pos, xgid);
      printf ("%s %s:%s\n", xgid, pid, mid);
      written++;
    }
  gamao_position_setup_free (setup);
  return 0;
}
