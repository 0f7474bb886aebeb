/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-oracle-notation: the notation half of the differential test.
 *
 * Reads gnubg's answers, "POSITION_ID D1 D2<TAB>ID=play<TAB>...", and for
 * each line writes "POSITION_ID D1 D2<TAB>ID=play<TAB>..." with every legal
 * play in Gamão's notation, keyed by the position it leads to, so both
 * programs' ways of writing a play can be compared. Every play gnubg wrote
 * is also read back with gamao_notation_parse(); a play that does not read
 * as the play leading to gnubg's position is reported in an extra field
 * "!PARSE:play". */
#include "config.h"

#include "gamao-notation.h"
#include "gamao-position-id.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads each of gnubg's "ID=play" fields back into a play. */
static void
check_parse (char *plays, const GamaoBoard *board, int d1, int d2, const GamaoPlayList *list)
{
  char after[GAMAO_POSITION_ID_LEN + 1];

  for (char *field = strtok (plays, "\t\n"); field; field = strtok (NULL, "\t\n"))
    {
      char *play = strchr (field, '=');
      int index = -1;
      if (!play)
        continue;
      *play++ = '\0';
      if (gamao_notation_parse (play, board, d1, d2, list, &index) == GAMAO_NOTATION_OK
          && index >= 0)
        {
          gamao_position_id_encode (&list->plays[index].after, after);
          if (strcmp (after, field) == 0)
            continue;
        }
      printf ("\t!PARSE:%s", play);
    }
}

int
main (void)
{
  GamaoPlayList *list = malloc (sizeof *list);
  static char line[1 << 16];
  char id[GAMAO_POSITION_ID_LEN + 1], after[GAMAO_POSITION_ID_LEN + 1];
  char text[GAMAO_NOTATION_MAX];
  int d1, d2;

  if (!list)
    return 2;
  while (fgets (line, sizeof line, stdin))
    {
      GamaoBoard board;
      char *plays = strchr (line, '\t');
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
      if (plays)
        check_parse (plays, &board, d1, d2, list);
      printf ("\n");
    }
  free (list);
  return 0;
}
