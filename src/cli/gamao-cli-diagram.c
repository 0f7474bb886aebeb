/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli diagram: a position drawn by the board's own painter into a
 * PNG or SVG file, without a display: numbered for the side on roll,
 * with its dice and the cube, light or dark. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-advice.h"
#include "gamao-board-picture.h"
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

/* The ranked plays of the dice as the hint ranks them, `plies` deep,
 * best first: "1. 24/20 13/8  +0.123". */
static void
append_plays (GString *out, const GamaoSetupPosition *setup, unsigned plies)
{
  GamaoAdvicePlay plays[5];
  char notation[GAMAO_NOTATION_MAX], value[GAMAO_FIGURE_SIZE];
  GamaoEvaluator evaluator;
  GamaoBoard board;
  GamaoMatchState state;
  unsigned n;

  if (!gamao_cli_load_evaluator (&evaluator))
    return;
  gamao_setup_position_to_board (setup, &board);
  gamao_setup_position_to_state (setup, &state);
  n = gamao_advice_plays (&evaluator, &board, &state, setup->dice[0], setup->dice[1], plies, plays,
                          G_N_ELEMENTS (plays));
  for (unsigned i = 0; i < n; i++)
    {
      gamao_notation_write (&plays[i].play, notation, sizeof notation);
      gamao_figure_equity (value, sizeof value, plays[i].equity, plays[i].mwc);
      g_string_append_printf (out, "\n%u. %s  %s", i + 1, notation, value);
    }
  gamao_evaluator_clear (&evaluator);
}

/* The caption: the IDs, the score, who is on roll with which dice, and
 * with dice the ranked plays. */
static char *
caption_for (const GamaoSetupPosition *setup, unsigned plies)
{
  GString *out = g_string_new (NULL);
  char position_id[GAMAO_POSITION_ID_LEN + 1], match_id[GAMAO_MATCH_ID_LEN + 1];
  const char *side = setup->on_roll ? _("Dark") : _("Light");
  GamaoBoard board;
  GamaoMatchState state;

  gamao_setup_position_to_board (setup, &board);
  gamao_setup_position_to_state (setup, &state);
  gamao_position_id_encode (&board, position_id);
  gamao_match_id_encode (&state, match_id);
  /* Translators: a diagram's caption: the two IDs. */
  g_string_append_printf (out, _("Position ID: %s · Match ID: %s"), position_id, match_id);
  g_string_append_c (out, '\n');
  if (setup->match_length == 0)
    g_string_append (out, _("Money game"));
  else
    /* Translators: a diagram’s caption: light’s score, dark’s, the length;
       not a count. */
    g_string_append_printf (out, _("Light %u, Dark %u, match to %u"), setup->score[0],
                            setup->score[1], setup->match_length);
  if (setup->match_length && setup->crawford)
    g_string_append_printf (out, " · %s", _("Crawford"));
  g_string_append (out, " · ");
  if (setup->dice[0] > 0)
    /* Translators: a diagram’s caption: who plays, then the dice; not a
       count. */
    g_string_append_printf (out, _("%s to play %d-%d"), side, setup->dice[0], setup->dice[1]);
  else
    /* Translators: a diagram's caption: who is on roll, before rolling. */
    g_string_append_printf (out, _("%s on roll"), side);
  if (setup->dice[0] > 0)
    append_plays (out, setup, plies);
  return g_string_free (out, FALSE);
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
