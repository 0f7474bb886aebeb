/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli diagram: a position drawn by the board's own painter into a
 * PNG or SVG file, without a display: numbered for the side on roll,
 * with its dice and the cube, light or dark. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-board-picture.h"

#include <glib/gi18n.h>
#include <stdio.h>

int
gamao_cli_diagram (int argc, char **argv)
{
  g_autofree char *png = NULL, *svg = NULL;
  gboolean dark = FALSE;
  int size = 800;
  GOptionEntry entries[] = {
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png, N_("Write a PNG picture to FILE"), N_("FILE") },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &svg, N_("Write an SVG picture to FILE"), N_("FILE") },
    { "size", 0, 0, G_OPTION_ARG_INT, &size, N_("Width in pixels (default 800)"), N_("N") },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, N_("Draw the board’s dark style"), NULL },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoSetupPosition setup;
  GamaoBoardFrame frame;
  g_autoptr (GError) error = NULL;

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID [MATCH_ID]",
                                _("Draws a position as the board shows it, numbered for the "
                                  "player on roll, into a PNG or SVG file."),
                                entries, &status))
    return status;
  if ((argc != 2 && argc != 3) || (!png == !svg))
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli diagram POSITION_ID [MATCH_ID] --png|--svg FILE [--size N] [--dark] | diagram XGID=… …"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (size < 64 || size > 8192)
    {
      fprintf (stderr, "%s\n", _("The width is 64 to 8192 pixels."));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_read_setup (argv[1], argc == 3 ? argv[2] : NULL, &setup))
    return GAMAO_CLI_BAD_INPUT;
  gamao_board_frame_init (&frame);
  gamao_board_frame_from_setup (&frame, &setup);
  gboolean saved = gamao_board_picture_save (&frame, png ? GAMAO_PICTURE_PNG : GAMAO_PICTURE_SVG,
                                             size, dark, png ? png : svg, &error);
  gamao_board_frame_clear (&frame);
  if (!saved)
    {
      fprintf (stderr, _("Cannot write the picture: %s\n"), error->message);
      return GAMAO_CLI_FAILED;
    }
  return GAMAO_CLI_OK;
}
