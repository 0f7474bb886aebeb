/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-dice.h: fair dice, from the OS's entropy or from a seed. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

typedef struct
{
  bool seeded;
  uint64_t state[4]; /* xoshiro256** when seeded */
} GamaoDice;

/* Dice from getrandom(2): unpredictable, for real play. */
void gamao_dice_init_random (GamaoDice *dice);
/* A reproducible sequence, for tests and replays. */
void gamao_dice_init_seeded (GamaoDice *dice, uint64_t seed);

/* One die, 1..6, without modulo bias. */
int gamao_dice_roll_one (GamaoDice *dice);
void gamao_dice_roll (GamaoDice *dice, int out[2]);
/* A uniform number in 0..bound-1 (bound > 0), for seeded choices. */
uint32_t gamao_dice_uniform (GamaoDice *dice, uint32_t bound);

/* The opening roll: one die each, re-rolled while equal. `out[0]` is
 * player 0's die; the player with the higher die plays both numbers.
 * Returns that player (0 or 1). */
int gamao_dice_roll_opening (GamaoDice *dice, int out[2]);
