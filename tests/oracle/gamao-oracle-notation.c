/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-oracle-notation: for each "POSITION_ID D1 D2" line on standard
 * input, writes "POSITION_ID D1 D2<TAB>ID=play<TAB>..." with every legal
 * play in Gamão's notation, keyed by the position it leads to, so the
 * differential test can compare how both programs write the same play. */
#include "config.h"

#include "gamao-notation.h"
#include "gamao-position-id.h"

#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  GamaoPlayList *list = malloc (sizeof *list);
  char line[256], id[GAMAO_POSITION_ID_LEN + 1], after[GAMAO_POSITION_ID_LEN + 1];
  char text[GAMAO_NOTATION_MAX];
  int d1, d2;

  if (!list)
    return 2;
  while (fgets (line, sizeof line, stdin))
    {
      GamaoBoard board;
      if (sscanf (line, "%14s %d %d", id, &d1, &d2) != 3
          || gamao_position_id_decode (id, &board, NULL) != GAMAO_ID_OK)
        {
          printf ("ERROR\n");
          continue;
        }
      gamao_play_list_generate (list, &board, d1, d2);
      gamao_play_list_sort_by_id (list);
      printf ("%s %d %d", id, d1, d2);
      for (unsigned i = 0; i < list->n_plays; i++)
        {
          gamao_position_id_encode (&list->plays[i].after, after);
          gamao_notation_write (&list->plays[i], text, sizeof text);
          printf ("\t%s=%s", after, text);
        }
      printf ("\n");
    }
  free (list);
  return 0;
}
