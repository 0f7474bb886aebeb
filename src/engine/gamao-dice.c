/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-dice.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static uint64_t
xoshiro_next (uint64_t s[4])
{
  uint64_t result = rotl (s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

void
gamao_dice_init_random (GamaoDice *dice)
{
  memset (dice, 0, sizeof *dice);
  dice->seeded = false;
}

void
gamao_dice_init_seeded (GamaoDice *dice, uint64_t seed)
{
  dice->seeded = true;
  for (int i = 0; i < 4; i++)
    dice->state[i] = splitmix64 (&seed);
}

static uint32_t
next_u32 (GamaoDice *dice)
{
  uint32_t value;

  if (dice->seeded)
    return (uint32_t) (xoshiro_next (dice->state) >> 32);

  /* getrandom on a small buffer does not fail short once the pool is
   * initialised; retry on interruption. */
  while (getrandom (&value, sizeof value, 0) != (ssize_t) sizeof value)
    if (errno != EINTR)
      {
        /* No entropy source at all: fall back to a time-seeded generator
         * rather than abort a game. */
        gamao_dice_init_seeded (dice, (uint64_t) (uintptr_t) &value ^ 0x5eedu);
        return next_u32 (dice);
      }
  return value;
}

uint32_t
gamao_dice_uniform (GamaoDice *dice, uint32_t bound)
{
  /* Reject the top sliver of the range so every value is equally likely. */
  uint32_t limit = UINT32_MAX - UINT32_MAX % bound;
  uint32_t value;

  do
    value = next_u32 (dice);
  while (value >= limit);
  return value % bound;
}

int
gamao_dice_roll_one (GamaoDice *dice)
{
  return (int) gamao_dice_uniform (dice, 6) + 1;
}

void
gamao_dice_roll (GamaoDice *dice, int out[2])
{
  out[0] = gamao_dice_roll_one (dice);
  out[1] = gamao_dice_roll_one (dice);
}

int
gamao_dice_roll_opening (GamaoDice *dice, int out[2])
{
  do
    gamao_dice_roll (dice, out);
  while (out[0] == out[1]);
  return out[0] > out[1] ? 0 : 1;
}
