/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli convert: a match file from one format to the other, checked
 * against the rules on the way. */
#include "config.h"

#include "gamao-cli.h"
#include "gamao-match.h"
#include "gamao-match-file.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

GamaoMatchRecord *
gamao_cli_read_match_file (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  GamaoMatfileError why;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return NULL;
    }
  GamaoMatchRecord *record = gamao_match_file_read (text, length, &why);
  if (!record)
    {
      fprintf (stderr, "%s:%u: %s\n", path, why.line, why.message);
      return NULL;
    }
  /* The reader checks each action; the replay checks the flow too. */
  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (record, &error);
  if (!match)
    {
      fprintf (stderr, "%s: %s\n", path, error->message);
      gamao_match_record_unref (record);
      return NULL;
    }
  return record;
}

int
gamao_cli_convert (int argc, char **argv)
{
  int status = GAMAO_CLI_OK;
  g_autoptr (GError) error = NULL;
  GamaoMatchFileFormat format;

  if (!gamao_cli_parse_options (&argc, &argv, "IN OUT",
                                _("Converts a match file between .mat and .sgf. The input’s "
                                  "format is read from its content, the output’s from OUT’s "
                                  "name (.mat, .txt or .sgf)."),
                                NULL, &status))
    return status;
  if (argc != 3)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli convert IN OUT"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_match_file_format_for_name (argv[2], &format))
    {
      fprintf (stderr, _("%s: the name must end in .mat, .txt or .sgf\n"), argv[2]);
      return GAMAO_CLI_BAD_INPUT;
    }
  GamaoMatchRecord *record = gamao_cli_read_match_file (argv[1]);
  if (!record)
    return GAMAO_CLI_BAD_INPUT;
  char *text = gamao_match_file_write (record, format);
  gboolean written = g_file_set_contents (argv[2], text, -1, &error);
  free (text);
  if (written)
    printf (ngettext ("Wrote %zu game to %s\n", "Wrote %zu games to %s\n", record->n_games),
            record->n_games, argv[2]);
  gamao_match_record_unref (record);
  if (!written)
    {
      fprintf (stderr, "%s\n", error->message);
      return GAMAO_CLI_FAILED;
    }
  return GAMAO_CLI_OK;
}
