/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-id.h: gnubg's Position ID, character for character. */
#pragma once

#include "gamao-board.h"

#define GAMAO_POSITION_ID_LEN 14

typedef enum
{
  GAMAO_ID_OK = 0,
  GAMAO_ID_BAD_LENGTH,
  GAMAO_ID_BAD_CHARACTER,
  GAMAO_ID_TOO_MANY_BITS,     /* more checkers than fit, or trailing bits set */
  GAMAO_ID_INVALID_POSITION,  /* decodes, but is not a backgammon position */
  GAMAO_ID_BAD_FIELD,         /* a Match ID field out of range */
} GamaoIdError;

/* Writes the 14 characters and a terminating NUL into `out`. */
void gamao_position_id_encode (const GamaoBoard *board, char out[GAMAO_POSITION_ID_LEN + 1]);

/* Decodes and validates; on error `board` is untouched. `validity`, when
 * not NULL, receives why a decoded position is invalid. */
GamaoIdError gamao_position_id_decode (const char *id, GamaoBoard *board,
                                       GamaoBoardValidity *validity);

const char *gamao_id_error_message (GamaoIdError error);

/* Base64 of `n` bytes without padding, and back; shared with the Match ID.
 * Decoding returns false on a character outside the alphabet. */
void gamao_base64_encode (const uint8_t *bytes, unsigned n, char *out);
bool gamao_base64_decode (const char *text, unsigned n_chars, uint8_t *bytes, unsigned n_bytes);
