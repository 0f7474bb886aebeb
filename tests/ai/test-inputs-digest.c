/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The nets' inputs, bit for bit: a digest of every input of the three
 * contact layouts and the race layout over positions from random legal
 * play, against the digest the straightforward encoders gave before
 * they were rewritten for speed (issue 31). A change to an encoder that
 * is meant to change the inputs changes the expected digests too. */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-inputs.h"
#include "gamao-play-list.h"

#include <glib.h>
#include <string.h>

#define EXPECTED_POSITIONS 29662u
#define EXPECTED_CONTACT 0x0a4e314fbd33d23dull
#define EXPECTED_CONTACT2 0x18eb118097c6f753ull
#define EXPECTED_CONTACT3 0x9e2c457c6acb2f74ull
#define EXPECTED_RACE 0x5289df79cd873e5bull

static uint64_t
digest_floats (uint64_t h, const float *values, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    {
      uint32_t bits;
      memcpy (&bits, &values[i], sizeof bits);
      h = (h ^ bits) * 1099511628211ull;
    }
  return h;
}

/* Both sides' view of `board` through every layout. */
static void
digest_board (const GamaoBoard *board, uint64_t h[4])
{
  float inputs[GAMAO_CONTACT3_INPUTS];

  gamao_inputs_contact (board, inputs);
  h[0] = digest_floats (h[0], inputs, GAMAO_CONTACT_INPUTS);
  gamao_inputs_contact2 (board, inputs);
  h[1] = digest_floats (h[1], inputs, GAMAO_CONTACT2_INPUTS);
  gamao_inputs_contact3 (board, inputs);
  h[2] = digest_floats (h[2], inputs, GAMAO_CONTACT3_INPUTS);
  gamao_inputs_race (board, inputs);
  h[3] = digest_floats (h[3], inputs, GAMAO_RACE_INPUTS);
  h[0] ^= gamao_hitting_rolls (board) + 37u * gamao_position_kind (board);
}

static void
test_inputs_digest (void)
{
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  GRand *rand = g_rand_new_with_seed (2911);
  GamaoDice dice;
  uint64_t h[4] = { 1469598103934665603ull, 1469598103934665603ull, 1469598103934665603ull,
                    1469598103934665603ull };
  unsigned positions = 0;

  gamao_dice_init_seeded (&dice, 29);
  for (int game = 0; game < 300; game++)
    {
      GamaoBoard board;
      gamao_board_init_start (&board);
      for (int ply = 0; ply < 400; ply++)
        {
          int roll[2];
          gamao_dice_roll (&dice, roll);
          gamao_play_list_generate (list, &board, roll[0], roll[1]);
          digest_board (&board, h);
          positions++;
          if (list->n_plays)
            board = list->plays[g_rand_int_range (rand, 0, (gint32) list->n_plays)].after;
          if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
            break;
          gamao_board_swap_sides (&board);
        }
    }
  g_test_message ("%u positions: %016" G_GINT64_MODIFIER "x %016" G_GINT64_MODIFIER
                  "x %016" G_GINT64_MODIFIER "x %016" G_GINT64_MODIFIER "x",
                  positions, h[0], h[1], h[2], h[3]);
  g_assert_cmpuint (positions, ==, EXPECTED_POSITIONS);
  g_assert_cmphex (h[0], ==, EXPECTED_CONTACT);
  g_assert_cmphex (h[1], ==, EXPECTED_CONTACT2);
  g_assert_cmphex (h[2], ==, EXPECTED_CONTACT3);
  g_assert_cmphex (h[3], ==, EXPECTED_RACE);
  g_rand_free (rand);
  g_free (list);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/inputs/digest", test_inputs_digest);
  return g_test_run ();
}
