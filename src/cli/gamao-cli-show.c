/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board-text.h"
#include "gamao-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

int
gamao_cli_show (int argc, char **argv)
{
  int status = GAMAO_CLI_OK;
  g_autoptr (GString) why = g_string_new (NULL);
  GamaoBoard board;
  GamaoMatchState state;
  char text[4096];

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID [MATCH_ID]",
                                _("Draws the position from the point of view of the player on "
                                  "roll (X), with pip counts; with a Match ID also the cube, the "
                                  "score and the dice."),
                                NULL, &status))
    return status;
  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli show POSITION_ID [MATCH_ID]"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_decode_position (argv[1], &board, why))
    {
      fprintf (stderr, _("“%s” is not a valid position ID: %s\n"), argv[1], why->str);
      return GAMAO_CLI_BAD_INPUT;
    }
  if (argc == 3)
    {
      GamaoIdError error = gamao_match_id_decode (argv[2], &state);
      if (error != GAMAO_ID_OK)
        {
          fprintf (stderr, _("“%s” is not a valid match ID: %s\n"), argv[2],
                   gamao_id_error_message (error));
          return GAMAO_CLI_BAD_INPUT;
        }
    }
  gamao_board_text (&board, argc == 3 ? &state : NULL, text, sizeof text);
  fputs (text, stdout);
  return GAMAO_CLI_OK;
}
