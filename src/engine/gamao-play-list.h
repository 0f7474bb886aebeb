/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-play-list.h: every legal play for a position and a roll. */
#pragma once

#include "gamao-board.h"

/* More than the most distinct plays any position and roll allows (gnubg
 * reserves 3060). */
#define GAMAO_MAX_PLAYS 4096
#define GAMAO_PLAY_HASH_SLOTS 8192

/* One checker moved by one die. `from` is 1..25 (25 the bar), `to` 1..24
 * or 0 (off), both from the mover's point of view. */
typedef struct
{
  int8_t from;
  int8_t to;
  int8_t die;
  bool hit;
} GamaoStep;

typedef struct
{
  GamaoStep steps[4];
  uint8_t n_steps;
  GamaoBoard after; /* still from the mover's point of view */
} GamaoPlay;

/* Large (a few hundred KiB): allocate it once and reuse it; generating
 * into it allocates nothing. */
typedef struct
{
  unsigned n_plays;
  unsigned dice_used; /* the number of dice every legal play uses */
  GamaoPlay plays[GAMAO_MAX_PLAYS];
  uint16_t hash[GAMAO_PLAY_HASH_SLOTS]; /* index + 1 into plays; 0 empty */
} GamaoPlayList;

/* Fills `list` with every distinct legal play for the side on roll and
 * the roll d1-d2, with all the rules on using the dice. A roll that
 * allows no play gives n_plays == 0. `board` must be valid. */
void gamao_play_list_generate (GamaoPlayList *list, const GamaoBoard *board, int d1, int d2);

/* The index of the play that leads to `after`, or -1. */
int gamao_play_list_find (const GamaoPlayList *list, const GamaoBoard *after);

/* Sorts the plays by their gnubg position ID, for stable output. */
void gamao_play_list_sort_by_id (GamaoPlayList *list);
