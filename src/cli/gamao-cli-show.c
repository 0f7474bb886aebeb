/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board-text.h"
#include "gamao-cli.h"
#include "gamao-xgid.h"

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

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID [MATCH_ID] | XGID=…",
                                _("Draws the position from the point of view of the player on "
                                  "roll (X), with pip counts; with a Match ID or an XGID also "
                                  "the cube, the score and the dice, and the same position in "
                                  "the other kind of ID."),
                                NULL, &status))
    return status;
  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli show POSITION_ID [MATCH_ID] | XGID=…"));
      return GAMAO_CLI_BAD_INPUT;
    }
  gboolean have_state = argc == 3;
  if (argc == 2 && gamao_xgid_detect (argv[1]))
    {
      char reason[256];
      if (!gamao_xgid_decode (argv[1], &board, &state, reason, sizeof reason))
        {
          fprintf (stderr, _("“%s” is not a valid XGID: %s\n"), argv[1], reason);
          return GAMAO_CLI_BAD_INPUT;
        }
      have_state = TRUE;
    }
  else if (!gamao_cli_decode_position (argv[1], &board, why))
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
  gamao_board_text (&board, have_state ? &state : NULL, text, sizeof text);
  fputs (text, stdout);
  if (have_state)
    {
      char position_id[GAMAO_POSITION_ID_LEN + 1], match_id[GAMAO_MATCH_ID_LEN + 1];
      char xgid[GAMAO_XGID_MAX];
      gamao_position_id_encode (&board, position_id);
      gamao_match_id_encode (&state, match_id);
      gamao_xgid_encode (&board, &state, xgid);
      printf ("GNU Backgammon ID: %s:%s\n%s\n", position_id, match_id, xgid);
    }
  return GAMAO_CLI_OK;
}
