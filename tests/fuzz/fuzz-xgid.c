/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A libFuzzer target for the XGID reader: any bytes either fail with a
 * reason or give a position and state that, written back, read the same. */
#include "config.h"

#include "gamao-xgid.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char text[512], why[256] = "", again[GAMAO_XGID_MAX], twice[GAMAO_XGID_MAX];
  GamaoBoard board, read;
  GamaoMatchState state, read_state;

  if (size >= sizeof text)
    return 0;
  memcpy (text, data, size);
  text[size] = '\0';
  gamao_xgid_detect (text);
  if (!gamao_xgid_decode (text, &board, &state, why, sizeof why))
    {
      if (!why[0])
        abort ();
      return 0;
    }
  if (gamao_board_validate (&board) != GAMAO_BOARD_OK)
    abort ();
  gamao_xgid_encode (&board, &state, again);
  if (!gamao_xgid_decode (again, &read, &read_state, why, sizeof why))
    abort ();
  gamao_xgid_encode (&read, &read_state, twice);
  if (strcmp (again, twice) != 0 || !gamao_board_equal (&board, &read))
    abort ();
  return 0;
}
