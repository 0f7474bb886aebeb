/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-position-id.h"
#include "gamao-i18n.h"

#include <string.h>

static const char alphabet[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void
gamao_base64_encode (const uint8_t *bytes, unsigned n, char *out)
{
  unsigned bits = 0, n_bits = 0, o = 0;

  for (unsigned i = 0; i < n; i++)
    {
      bits = (bits << 8) | bytes[i];
      n_bits += 8;
      while (n_bits >= 6)
        {
          n_bits -= 6;
          out[o++] = alphabet[(bits >> n_bits) & 63];
        }
    }
  if (n_bits)
    out[o++] = alphabet[(bits << (6 - n_bits)) & 63];
  out[o] = '\0';
}

static int
base64_value (char c)
{
  const char *p = c ? strchr (alphabet, c) : NULL;

  return p ? (int) (p - alphabet) : -1;
}

bool
gamao_base64_decode (const char *text, unsigned n_chars, uint8_t *bytes, unsigned n_bytes)
{
  unsigned bits = 0, n_bits = 0, o = 0;

  memset (bytes, 0, n_bytes);
  for (unsigned i = 0; i < n_chars; i++)
    {
      int v = base64_value (text[i]);
      if (v < 0)
        return false;
      bits = (bits << 6) | (unsigned) v;
      n_bits += 6;
      if (n_bits >= 8)
        {
          n_bits -= 8;
          if (o < n_bytes)
            bytes[o++] = (uint8_t) (bits >> n_bits);
        }
    }
  return true;
}

/* The side not on roll first, then the side on roll; per slot, one 1 bit
 * per checker and a 0 bit; bits packed least significant first. */
void
gamao_position_id_encode (const GamaoBoard *board, char out[GAMAO_POSITION_ID_LEN + 1])
{
  uint8_t key[10] = { 0 };
  unsigned bit = 0;

  for (int side = 0; side < 2; side++)
    for (int slot = 0; slot < 25; slot++)
      {
        for (unsigned c = 0; c < board->checkers[side][slot] && bit < 80; c++, bit++)
          key[bit / 8] |= (uint8_t) (1u << (bit % 8));
        bit++;
      }
  gamao_base64_encode (key, sizeof key, out);
}

GamaoIdError
gamao_position_id_decode (const char *id, GamaoBoard *board, GamaoBoardValidity *validity)
{
  uint8_t key[11];
  GamaoBoard decoded;
  unsigned bit = 0, side = 0, slot = 0;

  if (validity)
    *validity = GAMAO_BOARD_OK;
  if (!id || strlen (id) != GAMAO_POSITION_ID_LEN)
    return GAMAO_ID_BAD_LENGTH;
  if (!gamao_base64_decode (id, GAMAO_POSITION_ID_LEN, key, sizeof key))
    return GAMAO_ID_BAD_CHARACTER;

  gamao_board_clear (&decoded);
  for (; bit < 80 && side < 2; bit++)
    {
      if (key[bit / 8] & (1u << (bit % 8)))
        {
          if (++decoded.checkers[side][slot] > GAMAO_CHECKERS)
            return GAMAO_ID_TOO_MANY_BITS;
        }
      else if (++slot == 25)
        slot = 0, side++;
    }
  /* Whatever follows the fiftieth separator must be zero. */
  for (; bit < 80; bit++)
    if (key[bit / 8] & (1u << (bit % 8)))
      return GAMAO_ID_TOO_MANY_BITS;
  if (side < 2)
    return GAMAO_ID_TOO_MANY_BITS;

  GamaoBoardValidity v = gamao_board_validate_input (&decoded);
  if (validity)
    *validity = v;
  if (v != GAMAO_BOARD_OK)
    return GAMAO_ID_INVALID_POSITION;
  *board = decoded;
  return GAMAO_ID_OK;
}

const char *
gamao_id_error_message (GamaoIdError error)
{
  switch (error)
    {
    case GAMAO_ID_OK:
      return GAMAO_TR ("The ID is valid");
    case GAMAO_ID_BAD_LENGTH:
      return GAMAO_TR ("The ID has the wrong length");
    case GAMAO_ID_BAD_CHARACTER:
      return GAMAO_TR ("The ID contains a character that is not Base64");
    case GAMAO_ID_TOO_MANY_BITS:
      return GAMAO_TR ("The ID does not encode 15 checkers or fewer a side");
    case GAMAO_ID_INVALID_POSITION:
      return GAMAO_TR ("The ID encodes a position that cannot occur");
    case GAMAO_ID_BAD_FIELD:
    default:
      return GAMAO_TR ("The ID has a field out of range");
    }
}
