/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-match-state.h"

#include <string.h>

void
gamao_match_state_init (GamaoMatchState *state, unsigned match_length)
{
  memset (state, 0, sizeof *state);
  state->cube_value = 1;
  state->cube_owner = GAMAO_CUBE_CENTERED;
  state->match_length = match_length;
  state->jacoby = match_length == 0;
}

static void
put_bits (uint8_t *key, unsigned *pos, unsigned value, unsigned width)
{
  for (unsigned i = 0; i < width; i++, (*pos)++)
    if (value & (1u << i))
      key[*pos / 8] |= (uint8_t) (1u << (*pos % 8));
}

static unsigned
get_bits (const uint8_t *key, unsigned *pos, unsigned width)
{
  unsigned value = 0;

  for (unsigned i = 0; i < width; i++, (*pos)++)
    if (key[*pos / 8] & (1u << (*pos % 8)))
      value |= 1u << i;
  return value;
}

static unsigned
log2_of (unsigned value)
{
  unsigned n = 0;

  while (value > 1)
    value >>= 1, n++;
  return n;
}

void
gamao_match_id_encode (const GamaoMatchState *s, char out[GAMAO_MATCH_ID_LEN + 1])
{
  uint8_t key[9] = { 0 };
  unsigned pos = 0;

  put_bits (key, &pos, log2_of (s->cube_value), 4);
  put_bits (key, &pos, s->cube_owner == GAMAO_CUBE_CENTERED ? 3u : (unsigned) s->cube_owner, 2);
  put_bits (key, &pos, (unsigned) s->on_roll, 1);
  put_bits (key, &pos, s->crawford, 1);
  put_bits (key, &pos, s->game_state, 3);
  put_bits (key, &pos, (unsigned) s->turn, 1);
  put_bits (key, &pos, s->double_offered, 1);
  put_bits (key, &pos, (unsigned) s->resignation, 2);
  put_bits (key, &pos, (unsigned) s->dice[0], 3);
  put_bits (key, &pos, (unsigned) s->dice[1], 3);
  put_bits (key, &pos, s->match_length, 15);
  put_bits (key, &pos, s->score[0], 15);
  put_bits (key, &pos, s->score[1], 15);
  put_bits (key, &pos, !s->jacoby, 1);
  gamao_base64_encode (key, sizeof key, out);
}

GamaoIdError
gamao_match_id_decode (const char *id, GamaoMatchState *state)
{
  uint8_t key[9];
  GamaoMatchState s;
  unsigned pos = 0, owner;

  if (!id || strlen (id) != GAMAO_MATCH_ID_LEN)
    return GAMAO_ID_BAD_LENGTH;
  if (!gamao_base64_decode (id, GAMAO_MATCH_ID_LEN, key, sizeof key))
    return GAMAO_ID_BAD_CHARACTER;

  memset (&s, 0, sizeof s);
  s.cube_value = 1u << get_bits (key, &pos, 4);
  owner = get_bits (key, &pos, 2);
  s.cube_owner = owner == 3 ? GAMAO_CUBE_CENTERED : (int) owner;
  s.on_roll = (int) get_bits (key, &pos, 1);
  s.crawford = get_bits (key, &pos, 1);
  s.game_state = (GamaoGameState) get_bits (key, &pos, 3);
  s.turn = (int) get_bits (key, &pos, 1);
  s.double_offered = get_bits (key, &pos, 1);
  s.resignation = (int) get_bits (key, &pos, 2);
  s.dice[0] = (int) get_bits (key, &pos, 3);
  s.dice[1] = (int) get_bits (key, &pos, 3);
  s.match_length = get_bits (key, &pos, 15);
  s.score[0] = get_bits (key, &pos, 15);
  s.score[1] = get_bits (key, &pos, 15);
  s.jacoby = !get_bits (key, &pos, 1);

  if (owner == 2 || s.game_state > GAMAO_GAME_DROPPED || s.dice[0] > 6 || s.dice[1] > 6
      || (s.dice[0] == 0) != (s.dice[1] == 0))
    return GAMAO_ID_BAD_FIELD;
  /* What gnubg refuses too: a cube above 4096, a match longer than 64
   * points, a Crawford game in a money session or with the cube turned.
   * (gnubg also refuses a score past the match length, which its own
   * IDs show once a match is won with points to spare: we take those.) */
  if (s.cube_value > GAMAO_MAX_CUBE || s.match_length > GAMAO_MAX_MATCH_LENGTH
      || (s.crawford && (s.match_length == 0 || s.cube_value != 1)))
    return GAMAO_ID_BAD_FIELD;
  /* A score may reach the match length only once the game is over. */
  bool finished = s.game_state >= GAMAO_GAME_OVER;
  if (s.match_length && !finished
      && (s.score[0] >= s.match_length || s.score[1] >= s.match_length))
    return GAMAO_ID_BAD_FIELD;
  *state = s;
  return GAMAO_ID_OK;
}
