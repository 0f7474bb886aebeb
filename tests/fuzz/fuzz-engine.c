/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A libFuzzer target for the engine's readers of outside text: the
 * Position ID and Match ID decoders, and the notation reader on a decoded
 * position with its legal plays.
 *
 * Input: the first 14 bytes are tried as a Position ID (the start position
 * when they are not one), bytes 14 and 15 give the dice (the digits '1' to
 * '6' read as themselves), the rest is read as a play. The whole input and
 * its first 12 and 14 bytes are also tried as IDs. Whatever decodes must
 * encode back to itself, and a play that reads must be one of the legal
 * plays and, written back, must read as the same play. */
#include "config.h"

#include "gamao-match-state.h"
#include "gamao-notation.h"
#include "gamao-position-id.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static GamaoPlayList list;

static void
check (bool condition)
{
  if (!condition)
    abort ();
}

static void
try_position_id (const char *text)
{
  GamaoBoard board;
  GamaoBoardValidity validity;
  char again[GAMAO_POSITION_ID_LEN + 1];

  if (gamao_position_id_decode (text, &board, &validity) != GAMAO_ID_OK)
    return;
  check (validity == GAMAO_BOARD_OK && gamao_board_validate (&board) == GAMAO_BOARD_OK);
  gamao_position_id_encode (&board, again);
  GamaoBoard back;
  check (gamao_position_id_decode (again, &back, NULL) == GAMAO_ID_OK);
  check (gamao_board_equal (&board, &back));
}

static void
try_match_id (const char *text)
{
  GamaoMatchState state, back;
  char again[GAMAO_MATCH_ID_LEN + 1];

  if (gamao_match_id_decode (text, &state) != GAMAO_ID_OK)
    return;
  gamao_match_id_encode (&state, again);
  check (gamao_match_id_decode (again, &back) == GAMAO_ID_OK);
  check (memcmp (&state, &back, sizeof state) == 0);
}

static void
try_notation (const char *id, int d1, int d2, const char *text)
{
  GamaoBoard board;
  char written[GAMAO_NOTATION_MAX];
  int index = -2, again = -2;

  if (gamao_position_id_decode (id, &board, NULL) != GAMAO_ID_OK)
    gamao_board_init_start (&board);
  gamao_play_list_generate (&list, &board, d1, d2);
  if (gamao_notation_parse (text, &board, d1, d2, &list, &index) != GAMAO_NOTATION_OK)
    return;
  if (list.n_plays == 0)
    {
      check (index == -1);
      return;
    }
  check (index >= 0 && (unsigned) index < list.n_plays);
  gamao_notation_write (&list.plays[index], written, sizeof written);
  check (gamao_notation_parse (written, &board, d1, d2, &list, &again) == GAMAO_NOTATION_OK);
  check (again == index);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  char id[GAMAO_POSITION_ID_LEN + 1] = "";

  if (!text)
    return 0;
  memcpy (text, data, size);
  text[size] = '\0';

  try_position_id (text);
  try_match_id (text);
  memcpy (id, text, size < GAMAO_POSITION_ID_LEN ? size : GAMAO_POSITION_ID_LEN);
  id[size < GAMAO_POSITION_ID_LEN ? size : GAMAO_POSITION_ID_LEN] = '\0';
  try_position_id (id);
  if (strlen (id) >= GAMAO_MATCH_ID_LEN)
    {
      char match_id[GAMAO_MATCH_ID_LEN + 1];
      memcpy (match_id, id, GAMAO_MATCH_ID_LEN);
      match_id[GAMAO_MATCH_ID_LEN] = '\0';
      try_match_id (match_id);
    }

  if (size >= GAMAO_POSITION_ID_LEN + 2)
    try_notation (id, 1 + (data[14] + 5) % 6, 1 + (data[15] + 5) % 6,
                  text + GAMAO_POSITION_ID_LEN + 2);
  free (text);
  return 0;
}
