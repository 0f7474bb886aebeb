/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-xgid-gen: writes random valid positions and match states as
 * "XGID POSITION_ID:MATCH_ID" lines, our XGID and gnubg IDs of the same
 * thing, for the round trip through GNU Backgammon's "set xgid".
 *
 * Usage: gamao-xgid-gen SEED COUNT
 *
 * The same seed always gives the same lines, so a failure can be re-run. */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-match-state.h"
#include "gamao-position-id.h"
#include "gamao-xgid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
random_in (GamaoDice *dice, int lo, int hi)
{
  return hi <= lo ? lo : lo + (int) gamao_dice_uniform (dice, (uint32_t) (hi - lo + 1));
}

/* Up to 15 checkers a side on random points (some on the bar, some off),
 * never on a point the other side holds. */
static void
random_board (GamaoDice *dice, GamaoBoard *board)
{
  do
    {
      memset (board, 0, sizeof *board);
      for (int side = 0; side < 2; side++)
        {
          int n = random_in (dice, 1, 15);
          for (int k = 0; k < n; k++)
            {
              int slot = random_in (dice, 0, 30) == 0 ? GAMAO_BAR : random_in (dice, 0, 23);
              if (slot != GAMAO_BAR && board->checkers[1 - side][23 - slot])
                continue;
              board->checkers[side][slot]++;
            }
        }
    }
  while (gamao_board_validate (board) != GAMAO_BOARD_OK);
}

static void
random_state (GamaoDice *dice, GamaoMatchState *state)
{
  static const unsigned lengths[] = { 0, 0, 1, 3, 5, 7, 9, 11, 13, 17, 25 };
  unsigned length = lengths[random_in (dice, 0, (int) (sizeof lengths / sizeof lengths[0]) - 1)];

  gamao_match_state_init (state, length);
  state->game_state = GAMAO_GAME_PLAYING;
  state->on_roll = random_in (dice, 0, 1);
  state->turn = state->on_roll;
  if (length > 0)
    {
      state->jacoby = false;
      state->score[0] = (unsigned) random_in (dice, 0, (int) length - 1);
      state->score[1] = (unsigned) random_in (dice, 0, (int) length - 1);
      bool one_away = state->score[0] == length - 1 || state->score[1] == length - 1;
      /* In a match to 1 point there is no Crawford game (gnubg agrees). */
      state->crawford = length > 1 && one_away && random_in (dice, 0, 1);
    }
  else
    state->jacoby = random_in (dice, 0, 1);
  if (!state->crawford && random_in (dice, 0, 2) > 0)
    {
      state->cube_value = 1u << random_in (dice, 1, 6);
      state->cube_owner = random_in (dice, 0, 1);
    }
  switch (random_in (dice, 0, 3))
    {
    case 0:
      break; /* to roll or double */
    case 1:
      if (!state->crawford && state->cube_owner != 1 - state->on_roll)
        {
          state->double_offered = true;
          state->turn = 1 - state->on_roll;
          break;
        }
      /* fall through */
    default:
      /* An XGID keeps no order of the dice: the higher first. */
      state->dice[1] = random_in (dice, 1, 6);
      state->dice[0] = random_in (dice, state->dice[1], 6);
      break;
    }
}

int
main (int argc, char **argv)
{
  GamaoDice dice;

  if (argc != 3)
    {
      fprintf (stderr, "usage: gamao-xgid-gen SEED COUNT\n");
      return 2;
    }
  gamao_dice_init_seeded (&dice, strtoull (argv[1], NULL, 10));
  for (long i = 0, n = strtol (argv[2], NULL, 10); i < n; i++)
    {
      GamaoBoard board, read_board;
      GamaoMatchState state, read_state;
      char xgid[GAMAO_XGID_MAX], again[GAMAO_XGID_MAX], why[256];
      char position_id[GAMAO_POSITION_ID_LEN + 1], match_id[GAMAO_MATCH_ID_LEN + 1];

      random_board (&dice, &board);
      random_state (&dice, &state);
      gamao_xgid_encode (&board, &state, xgid);
      /* Our own reader must give back what we wrote. */
      if (!gamao_xgid_decode (xgid, &read_board, &read_state, why, sizeof why))
        {
          fprintf (stderr, "%s: %s\n", xgid, why);
          return 1;
        }
      gamao_xgid_encode (&read_board, &read_state, again);
      if (strcmp (xgid, again) != 0 || !gamao_board_equal (&board, &read_board))
        {
          fprintf (stderr, "%s read back as %s\n", xgid, again);
          return 1;
        }
      gamao_position_id_encode (&board, position_id);
      gamao_match_id_encode (&state, match_id);
      printf ("%s %s:%s\n", xgid, position_id, match_id);
    }
  return 0;
}
