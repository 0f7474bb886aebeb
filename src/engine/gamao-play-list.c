/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-play-list.h"
#include "gamao-position-id.h"

#include <stdlib.h>
#include <string.h>

typedef struct
{
  GamaoPlayList *list;
  int dice[4];
  int n_dice;
  bool doubles;
  GamaoStep steps[4];
} Generator;

/* Eight bytes at a time (the board is 50 bytes), mixed by multiplying:
 * the slot only decides where a play is looked up, never the order of
 * the plays. */
static uint32_t
board_hash (const GamaoBoard *board)
{
  const uint8_t *p = (const uint8_t *) board;
  uint64_t h = 0, word;
  size_t i = 0;

  for (; i + sizeof word <= sizeof *board; i += sizeof word)
    {
      memcpy (&word, p + i, sizeof word);
      h = (h ^ word) * 0x9e3779b97f4a7c15ull;
      h ^= h >> 29;
    }
  word = 0;
  memcpy (&word, p + i, sizeof *board - i);
  h = (h ^ word) * 0x9e3779b97f4a7c15ull;
  return (uint32_t) (h >> 32);
}

/* Looks `board` up; returns its slot in the hash, which is empty when the
 * board is not in the list. */
static unsigned
hash_slot (const GamaoPlayList *list, const GamaoBoard *board)
{
  unsigned slot = board_hash (board) & (GAMAO_PLAY_HASH_SLOTS - 1);

  while (list->hash[slot]
         && !gamao_board_equal (&list->plays[list->hash[slot] - 1].after, board))
    slot = (slot + 1) & (GAMAO_PLAY_HASH_SLOTS - 1);
  return slot;
}

static void
list_reset (GamaoPlayList *list, unsigned dice_used)
{
  list->n_plays = 0;
  list->dice_used = dice_used;
  memset (list->hash, 0, sizeof list->hash);
}

static void
add_leaf (Generator *gen, const GamaoBoard *board, unsigned depth)
{
  GamaoPlayList *list = gen->list;

  if (depth < list->dice_used)
    return;
  if (depth > list->dice_used)
    list_reset (list, depth);

  unsigned slot = hash_slot (list, board);
  if (list->hash[slot] || list->n_plays >= GAMAO_MAX_PLAYS)
    return;

  GamaoPlay *play = &list->plays[list->n_plays++];
  memcpy (play->steps, gen->steps, sizeof play->steps);
  play->n_steps = (uint8_t) depth;
  play->after = *board;
  list->hash[slot] = (uint16_t) list->n_plays;
}

/* Depth-first over the dice in order. With doubles, steps are generated
 * from non-increasing start points: any legal sequence of equal dice can
 * be reordered that way, so this prunes only repeats. */
static void
generate (Generator *gen, const GamaoBoard *board, unsigned depth, int top)
{
  bool moved = false;

  if (depth < (unsigned) gen->n_dice)
    {
      int die = gen->dice[depth];

      for (int from = top; from >= 1; from--)
        {
          if (!board->checkers[GAMAO_SIDE_ON_ROLL][from - 1]
              || gamao_board_check_step (board, from, die) != GAMAO_STEP_OK)
            continue;

          GamaoBoard next = *board;
          bool hit = gamao_board_apply_step (&next, from, die);
          gen->steps[depth] = (GamaoStep){ (int8_t) from,
                                           (int8_t) gamao_step_destination (from, die),
                                           (int8_t) die, hit };
          moved = true;
          generate (gen, &next, depth + 1, gen->doubles ? from : GAMAO_POINT_BAR);
        }
    }
  if (!moved)
    add_leaf (gen, board, depth);
}

/* When only one die can be played, it must be the larger one if that one
 * can be played at all. */
static void
keep_larger_die (GamaoPlayList *list, int larger)
{
  unsigned kept = 0;
  bool any_larger = false;

  for (unsigned i = 0; i < list->n_plays; i++)
    any_larger |= list->plays[i].steps[0].die == larger;
  if (!any_larger)
    return;

  for (unsigned i = 0; i < list->n_plays; i++)
    if (list->plays[i].steps[0].die == larger)
      list->plays[kept++] = list->plays[i];
  list->n_plays = kept;

  memset (list->hash, 0, sizeof list->hash);
  for (unsigned i = 0; i < kept; i++)
    list->hash[hash_slot (list, &list->plays[i].after)] = (uint16_t) (i + 1);
}

void
gamao_play_list_generate (GamaoPlayList *list, const GamaoBoard *board, int d1, int d2)
{
  Generator gen = { .list = list, .doubles = d1 == d2 };

  list_reset (list, 0);
  memset (gen.steps, 0, sizeof gen.steps);
  if (gen.doubles)
    {
      gen.n_dice = 4;
      gen.dice[0] = gen.dice[1] = gen.dice[2] = gen.dice[3] = d1;
      generate (&gen, board, 0, GAMAO_POINT_BAR);
    }
  else
    {
      gen.n_dice = 2;
      gen.dice[0] = d1, gen.dice[1] = d2;
      generate (&gen, board, 0, GAMAO_POINT_BAR);
      gen.dice[0] = d2, gen.dice[1] = d1;
      generate (&gen, board, 0, GAMAO_POINT_BAR);
      if (list->dice_used == 1)
        keep_larger_die (list, d1 > d2 ? d1 : d2);
    }

  if (list->dice_used == 0)
    list_reset (list, 0);
}

int
gamao_play_list_find (const GamaoPlayList *list, const GamaoBoard *after)
{
  unsigned slot = hash_slot (list, after);

  return list->hash[slot] ? list->hash[slot] - 1 : -1;
}

static int
compare_by_id (const void *a, const void *b)
{
  char ida[GAMAO_POSITION_ID_LEN + 1], idb[GAMAO_POSITION_ID_LEN + 1];

  gamao_position_id_encode (&((const GamaoPlay *) a)->after, ida);
  gamao_position_id_encode (&((const GamaoPlay *) b)->after, idb);
  return strcmp (ida, idb);
}

void
gamao_play_list_sort_by_id (GamaoPlayList *list)
{
  qsort (list->plays, list->n_plays, sizeof list->plays[0], compare_by_id);
  memset (list->hash, 0, sizeof list->hash);
  for (unsigned i = 0; i < list->n_plays; i++)
    list->hash[hash_slot (list, &list->plays[i].after)] = (uint16_t) (i + 1);
}
