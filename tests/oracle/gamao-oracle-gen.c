/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-oracle-gen: writes random valid positions of every kind, each with
 * a random roll, as "POSITION_ID D1 D2 KIND" lines for the differential
 * test against GNU Backgammon.
 *
 * Usage: gamao-oracle-gen SEED COUNT
 *
 * The same seed always gives the same lines, so a failure can be re-run. */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-play-list.h"
#include "gamao-position-id.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef bool (*MakeFunc) (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board);

typedef struct
{
  const char *name;
  MakeFunc make;
  unsigned weight; /* share of the lines, in parts of the total weight */
} Kind;

/* A number in lo..hi; lo when the range is empty. */
static int
random_in (GamaoDice *dice, int lo, int hi)
{
  if (hi <= lo)
    return lo;
  return lo + (int) gamao_dice_uniform (dice, (uint32_t) (hi - lo + 1));
}

/* Whether any checker of the side on roll still has to pass an opposing
 * checker. */
static bool
has_contact (const GamaoBoard *board)
{
  int my_highest = 0, their_lowest = 26;

  for (int p = 1; p <= 25; p++)
    if (board->checkers[GAMAO_SIDE_ON_ROLL][p - 1])
      my_highest = p;
  /* The opponent's slot i is the mover's point 24 - i; its bar is beyond
   * the mover's ace point, counted as 0. */
  if (board->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR])
    their_lowest = 0;
  for (int i = 0; i < GAMAO_POINTS; i++)
    if (board->checkers[GAMAO_SIDE_OPPONENT][i] && 24 - i < their_lowest)
      their_lowest = 24 - i;
  return my_highest > their_lowest;
}

/* Both sides still have checkers to play and the position is legal. */
static bool
usable (const GamaoBoard *board)
{
  return gamao_board_validate (board) == GAMAO_BOARD_OK
         && gamao_board_checkers_on_board (board, GAMAO_SIDE_ON_ROLL) > 0
         && gamao_board_checkers_on_board (board, GAMAO_SIDE_OPPONENT) > 0;
}

/* Puts `n` checkers of `side` on slots lo..hi (0-based, 24 the bar), at
 * most `cap` on a slot, skipping slots the other side holds. */
static void
scatter (GamaoDice *dice, GamaoBoard *board, GamaoSide side, int n, int lo, int hi, int cap)
{
  const uint8_t *other = board->checkers[!side];

  for (int placed = 0, tries = 0; placed < n && tries < 1000; tries++)
    {
      int slot = random_in (dice, lo, hi);
      if (board->checkers[side][slot] >= cap
          || (slot < GAMAO_BAR && other[23 - slot]))
        continue;
      board->checkers[side][slot]++;
      placed++;
    }
}

/* A position from a game of random legal plays, stopped at a random ply. */
static bool
make_self_play (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  int plies = random_in (dice, 0, 120);

  gamao_board_init_start (board);
  for (int ply = 0; ply < plies; ply++)
    {
      int roll[2];
      gamao_dice_roll (dice, roll);
      gamao_play_list_generate (list, board, roll[0], roll[1]);
      if (list->n_plays)
        *board = list->plays[gamao_dice_uniform (dice, list->n_plays)].after;
      if (gamao_board_checkers_on_board (board, GAMAO_SIDE_ON_ROLL) == 0)
        return false;
      gamao_board_swap_sides (board);
    }
  return usable (board);
}

static bool
make_contact (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  return make_self_play (dice, list, board) && has_contact (board);
}

/* A played position with one or two of the mover's checkers sent to the
 * bar (and sometimes one of the opponent's too). */
static bool
make_bar (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board, int n_bar)
{
  if (!make_self_play (dice, list, board))
    return false;
  for (int moved = 0, tries = 0; moved < n_bar && tries < 100; tries++)
    {
      int slot = random_in (dice, 0, GAMAO_POINTS - 1);
      if (board->checkers[GAMAO_SIDE_ON_ROLL][slot])
        {
          board->checkers[GAMAO_SIDE_ON_ROLL][slot]--;
          board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR]++;
          moved++;
        }
    }
  if (random_in (dice, 0, 3) == 0)
    for (int slot = 0; slot < GAMAO_POINTS; slot++)
      if (board->checkers[GAMAO_SIDE_OPPONENT][slot])
        {
          board->checkers[GAMAO_SIDE_OPPONENT][slot]--;
          board->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]++;
          break;
        }
  return usable (board) && board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] == n_bar;
}

static bool
make_bar_one (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  return make_bar (dice, list, board, 1);
}

static bool
make_bar_two (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  return make_bar (dice, list, board, 2);
}

/* The opponent holds five or six points of its home board, where the
 * mover must enter; the mover has one to three checkers on the bar. */
static bool
make_closed (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  int held = random_in (dice, 5, 6), n_opp = 0;
  int open = random_in (dice, 0, 5);

  gamao_board_clear (board);
  for (int slot = 0; slot < 6; slot++)
    if (held == 6 || slot != open)
      {
        /* A third checker on the first points only: at most 15 in all. */
        int most = n_opp < 4 ? 3 : 2;
        board->checkers[GAMAO_SIDE_OPPONENT][slot] = (uint8_t) random_in (dice, 2, most);
        n_opp += board->checkers[GAMAO_SIDE_OPPONENT][slot];
      }
  board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] = (uint8_t) random_in (dice, 1, 3);
  scatter (dice, board, GAMAO_SIDE_ON_ROLL, random_in (dice, 0, 12), 0, 23, 4);
  scatter (dice, board, GAMAO_SIDE_OPPONENT, random_in (dice, 0, 15 - n_opp), 0, 23, 3);
  /* Sometimes the opponent has a blot on the open point or a checker on
   * its own bar as well. */
  if (held == 5 && random_in (dice, 0, 2) == 0
      && !board->checkers[GAMAO_SIDE_ON_ROLL][23 - open]
      && gamao_board_checkers_on_board (board, GAMAO_SIDE_OPPONENT) < 15)
    board->checkers[GAMAO_SIDE_OPPONENT][open] = 1;
  if (random_in (dice, 0, 3) == 0
      && gamao_board_checkers_on_board (board, GAMAO_SIDE_OPPONENT) < 15)
    board->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]++;
  return usable (board);
}

/* No contact: every checker of the mover below every opposing checker. */
static bool
make_race (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  int split = random_in (dice, 2, 24);

  gamao_board_clear (board);
  /* Mover on its points 1..split-1; the opponent on the mover's points
   * split..24, which are its own slots 0..24-split. */
  scatter (dice, board, GAMAO_SIDE_ON_ROLL, random_in (dice, 1, 15), 0, split - 2, 15);
  scatter (dice, board, GAMAO_SIDE_OPPONENT, random_in (dice, 1, 15), 0, 24 - split, 15);
  return usable (board) && !has_contact (board);
}

/* Every checker of the mover home, none or some borne off; the opponent
 * anywhere, often still in the mover's home board or on the bar. */
static bool
make_bear_off (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  int n_opp = random_in (dice, 1, 15);

  gamao_board_clear (board);
  scatter (dice, board, GAMAO_SIDE_ON_ROLL, random_in (dice, 1, 15), 0, 5,
           random_in (dice, 1, 15));
  switch (random_in (dice, 0, 3))
    {
    case 0: /* a pure race */
      scatter (dice, board, GAMAO_SIDE_OPPONENT, n_opp, 0, 17, 15);
      break;
    case 1: /* opposing checkers left in the mover's home board */
      scatter (dice, board, GAMAO_SIDE_OPPONENT, n_opp, 0, 23, 4);
      break;
    default: /* the same, with a checker of the opponent on the bar */
      board->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] = 1;
      scatter (dice, board, GAMAO_SIDE_OPPONENT, n_opp - 1, 12, 23, 3);
      break;
    }
  return usable (board);
}

/* Bearing off, then hit: one mover's checker on the bar with the rest in
 * its home board, so bearing off waits until it is back home. */
static bool
make_bear_off_hit (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  gamao_board_clear (board);
  board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] = 1;
  scatter (dice, board, GAMAO_SIDE_ON_ROLL, random_in (dice, 0, 14), 0, 5, 6);
  /* The opponent hit from its home-board side and may be closing it. */
  scatter (dice, board, GAMAO_SIDE_OPPONENT, random_in (dice, 1, 15), 0, 23, 3);
  return usable (board);
}

/* Anything valid: checkers dropped on random slots, bar included. */
static bool
make_anything (GamaoDice *dice, GamaoPlayList *list, GamaoBoard *board)
{
  gamao_board_clear (board);
  scatter (dice, board, GAMAO_SIDE_ON_ROLL, random_in (dice, 1, 15), 0, 24, 15);
  scatter (dice, board, GAMAO_SIDE_OPPONENT, random_in (dice, 1, 15), 0, 24, 15);
  return usable (board);
}

static const Kind kinds[] = {
  { "contact", make_contact, 30 },
  { "bar-one", make_bar_one, 10 },
  { "bar-two", make_bar_two, 8 },
  { "closed", make_closed, 8 },
  { "race", make_race, 12 },
  { "bear-off", make_bear_off, 14 },
  { "bear-off-hit", make_bear_off_hit, 6 },
  { "anything", make_anything, 12 },
};

static void
write_line (GamaoDice *dice, const Kind *kind, const GamaoBoard *board)
{
  char id[GAMAO_POSITION_ID_LEN + 1];
  int roll[2];

  gamao_position_id_encode (board, id);
  gamao_dice_roll (dice, roll);
  printf ("%s %d %d %s\n", id, roll[0], roll[1], kind->name);
}

int
main (int argc, char **argv)
{
  GamaoPlayList *list = malloc (sizeof *list);
  unsigned total_weight = 0, count;
  uint64_t seed;
  GamaoDice dice;

  if (argc != 3 || !list)
    {
      fprintf (stderr, "Usage: gamao-oracle-gen SEED COUNT\n");
      return 2;
    }
  seed = strtoull (argv[1], NULL, 10);
  count = (unsigned) strtoul (argv[2], NULL, 10);
  gamao_dice_init_seeded (&dice, seed);
  for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
    total_weight += kinds[k].weight;

  for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
    {
      unsigned n = (count * kinds[k].weight + total_weight - 1) / total_weight;
      for (unsigned written = 0; written < n;)
        {
          GamaoBoard board;
          if (!kinds[k].make (&dice, list, &board))
            continue;
          write_line (&dice, &kinds[k], &board);
          written++;
        }
    }
  free (list);
  return 0;
}
