/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-cli.h"
#include "gamao-notation.h"
#include "gamao-position-id.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
print_plays (GamaoPlayList *list)
{
  char id[GAMAO_POSITION_ID_LEN + 1], notation[GAMAO_NOTATION_MAX];

  gamao_play_list_sort_by_id (list);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      gamao_notation_write (&list->plays[i], notation, sizeof notation);
      gamao_position_id_encode (&list->plays[i].after, id);
      printf ("%s\t%s\n", notation, id);
    }
}

/* One line of the batch: "POSITION_ID D1 D2". Writes the answer line and
 * returns FALSE when the line was bad. */
static gboolean
batch_line (char *line, GamaoPlayList *list, GString *answer)
{
  guint n;
  g_auto (GStrv) fields = gamao_cli_split_words (line, &n);
  g_autoptr (GString) why = g_string_new (NULL);
  GamaoBoard board;
  char id[GAMAO_POSITION_ID_LEN + 1];
  g_string_printf (answer, "%s %s %s", n > 0 ? fields[0] : "", n > 1 ? fields[1] : "",
                   n > 2 ? fields[2] : "");

  int d1 = n > 1 && strlen (fields[1]) == 1 ? fields[1][0] - '0' : 0;
  int d2 = n > 2 && strlen (fields[2]) == 1 ? fields[2][0] - '0' : 0;
  if (n != 3)
    g_string_assign (why, _("expected POSITION_ID D1 D2"));
  else if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6)
    g_string_assign (why, _("dice show 1 to 6"));
  else
    gamao_cli_decode_position (fields[0], &board, why);
  if (why->len)
    {
      g_string_append_printf (answer, " ERROR %s", why->str);
      return FALSE;
    }

  gamao_play_list_generate (list, &board, d1, d2);
  gamao_play_list_sort_by_id (list);
  g_string_append_printf (answer, " %u", list->n_plays);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      gamao_position_id_encode (&list->plays[i].after, id);
      g_string_append_c (answer, ' ');
      g_string_append (answer, id);
    }
  return TRUE;
}

static int
run_batch (GamaoPlayList *list)
{
  g_autoptr (GString) answer = g_string_new (NULL);
  char *line = NULL;
  size_t capacity = 0;
  int status = GAMAO_CLI_OK;

  while (getline (&line, &capacity, stdin) >= 0)
    {
      if (!batch_line (line, list, answer))
        status = GAMAO_CLI_BAD_INPUT;
      fputs (answer->str, stdout);
      fputc ('\n', stdout);
    }
  free (line);
  return status;
}

int
gamao_cli_moves (int argc, char **argv)
{
  gboolean batch = FALSE;
  const GOptionEntry entries[] = {
    { "batch", 'b', 0, G_OPTION_ARG_NONE, &batch,
      N_("Read “POSITION_ID D1 D2” lines on standard input"), NULL },
    { NULL },
  };
  int status = GAMAO_CLI_OK;

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID D1 D2",
                                _("Lists every distinct legal play, with the position ID after it "
                                  "(from the mover’s point of view)."),
                                entries, &status))
    return status;

  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  if (batch)
    return run_batch (list);

  GamaoBoard board;
  int d1, d2;
  g_autoptr (GString) why = g_string_new (NULL);
  if (argc != 2 && argc != 4)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli moves POSITION_ID D1 D2 | moves XGID=… [D1 D2]"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_decode_position (argv[1], &board, why))
    {
      fprintf (stderr, _("“%s” is not a valid position ID: %s\n"), argv[1], why->str);
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_parse_dice (argc, argv, 2, argv[1], &d1, &d2))
    return GAMAO_CLI_BAD_INPUT;

  gamao_play_list_generate (list, &board, d1, d2);
  print_plays (list);
  return GAMAO_CLI_OK;
}
