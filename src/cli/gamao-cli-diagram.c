/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli diagram: a position drawn by the board's own painter into a
 * PNG or SVG file, without a display: numbered for the side on roll,
 * with its dice and the cube, light or dark. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-board-picture.h"
#include "gamao-diagram-caption.h"
#include "gamao-figures.h"
#include "gamao-notation.h"
#include "gamao-position-id.h"

#include <glib/gi18n.h>
#include <stdio.h>

/* `text` as a legal play of the position's dice; prints why not. */
static gboolean
read_play (const GamaoSetupPosition *setup, const char *text, GamaoPlay *play)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  GamaoBoard board;
  GamaoNotationError why;
  int index;

  if (setup->dice[0] <= 0)
    {
      fprintf (stderr, "%s\n", _("A play needs the dice: give them in the Match ID or XGID."));
      return FALSE;
    }
  gamao_setup_position_to_board (setup, &board);
  gamao_play_list_generate (list, &board, setup->dice[0], setup->dice[1]);
  why = gamao_notation_parse (text, &board, setup->dice[0], setup->dice[1], list, &index);
  if (why != GAMAO_NOTATION_OK)
    {
      fprintf (stderr, "%s: %s\n", text, gamao_notation_error_message (why));
      return FALSE;
    }
  *play = list->plays[index];
  return TRUE;
}

/* The caption: the IDs, the score, who is on roll with which dice, and
 * with dice the first five plays as the hint ranks them, `plies` deep. */
static char *
caption_for (const GamaoSetupPosition *setup, unsigned plies)
{
  GamaoCaptionPlay plays[5];
  GamaoEvaluator evaluator;
  unsigned n = 0;

  if (setup->dice[0] > 0 && gamao_cli_load_evaluator (&evaluator))
    {
      n = gamao_diagram_caption_rank (&evaluator, setup, plies, plays, G_N_ELEMENTS (plays));
      gamao_evaluator_clear (&evaluator);
    }
  return gamao_diagram_caption (setup, NULL, plays, n);
}

int
gamao_cli_diagram (int argc, char **argv)
{
  g_autofree char *png = NULL, *svg = NULL, *play_text = NULL;
  gboolean dark = FALSE, captioned = FALSE;
  int size = 800, plies = 2;
  GOptionEntry entries[] = {
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png, N_("Write a PNG picture to FILE"), N_("FILE") },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &svg, N_("Write an SVG picture to FILE"), N_("FILE") },
    { "size", 0, 0, G_OPTION_ARG_INT, &size, N_("Width in pixels (default 800)"), N_("N") },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, N_("Draw the board’s dark style"), NULL },
    { "play", 0, 0, G_OPTION_ARG_STRING, &play_text, N_("Draw this play of the dice as arrows"), N_("PLAY") },
    { "caption", 0, 0, G_OPTION_ARG_NONE, &captioned, N_("Write the IDs, the score, the dice and the ranked plays under the board"), NULL },
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, N_("With --caption: how deep the plays are ranked (default 2)"), N_("PLIES") },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoSetupPosition setup;
  GamaoBoardFrame frame;
  GamaoPlay play;
  g_autoptr (GError) error = NULL;

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID [MATCH_ID]",
                                _("Draws a position as the board shows it, numbered for the "
                                  "player on roll, into a PNG or SVG file."),
                                entries, &status))
    return status;
  if ((argc != 2 && argc != 3) || (!png == !svg))
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli diagram POSITION_ID [MATCH_ID] --png|--svg FILE [--size N] [--dark] [--play PLAY] [--caption [--plies N]] | diagram XGID=… …"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (size < 64 || size > 8192)
    {
      fprintf (stderr, "%s\n", _("The width is 64 to 8192 pixels."));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_read_setup (argv[1], argc == 3 ? argv[2] : NULL, &setup))
    return GAMAO_CLI_BAD_INPUT;
  if (play_text && !read_play (&setup, play_text, &play))
    return GAMAO_CLI_BAD_INPUT;
  if (plies < 0 || plies > 3)
    {
      fprintf (stderr, "%s\n", _("The depth is 0 to 3 plies."));
      return GAMAO_CLI_BAD_INPUT;
    }
  g_autofree char *caption = captioned ? caption_for (&setup, plies) : NULL;
  gamao_board_frame_init (&frame);
  gamao_board_frame_from_setup (&frame, &setup);
  gboolean saved = gamao_board_picture_save_captioned (
      &frame, play_text ? &play : NULL, caption, png ? GAMAO_PICTURE_PNG : GAMAO_PICTURE_SVG, size,
      dark, png ? png : svg, &error);
  gamao_board_frame_clear (&frame);
  if (!saved)
    {
      fprintf (stderr, _("Cannot write the picture: %s\n"), error->message);
      return GAMAO_CLI_FAILED;
    }
  return GAMAO_CLI_OK;
}
