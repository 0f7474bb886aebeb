/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A libFuzzer target for the FIBS "board:" lines that gnubg sends to an
 * external player: any bytes are refused, or give a valid position whose
 * match state has a Match ID that reads back the same, and dice that are
 * both rolled or both not. */
#include "config.h"

#include "gamao-fibs.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check (bool condition)
{
  if (!condition)
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *line = malloc (size + 1);
  GamaoFibsBoard fibs;

  if (!line)
    return 0;
  memcpy (line, data, size);
  line[size] = '\0';
  if (gamao_fibs_board_parse (line, &fibs))
    {
      char id[GAMAO_MATCH_ID_LEN + 1];
      GamaoMatchState back;

      check (gamao_board_validate_input (&fibs.board) == GAMAO_BOARD_OK);
      check (fibs.dice[0] >= 0 && fibs.dice[0] <= 6 && fibs.dice[1] >= 0 && fibs.dice[1] <= 6);
      check ((fibs.dice[0] == 0) == (fibs.dice[1] == 0));
      gamao_match_id_encode (&fibs.state, id);
      check (gamao_match_id_decode (id, &back) == GAMAO_ID_OK);
      check (memcmp (&back, &fibs.state, sizeof back) == 0);
    }
  free (line);
  return 0;
}
