/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli import: reads a .mat or .sgf file, replays it through the rules and
 * prints the games and the scores. */
#include "config.h"

#include "gamao-cli.h"
#include "gamao-match.h"
#include "gamao-matfile.h"

#include <glib/gi18n.h>
#include <stdio.h>

/* The game's last actions tell a drop or a resignation from a race to
 * the end. */
static const char *
how_it_ended (const GamaoGameRecord *game)
{
  const GamaoActionKind before_end = game->actions[game->n_actions - 2].kind;

  if (before_end == GAMAO_ACTION_DROP)
    return _(", dropped");
  if (before_end == GAMAO_ACTION_RESIGN_ACCEPT)
    return _(", resigned");
  return "";
}

static void
print_game (GamaoMatch *match, GamaoGame *game)
{
  const char *names[2] = { gamao_player_get_name (gamao_match_get_player (match, 0)),
                           gamao_player_get_name (gamao_match_get_player (match, 1)) };
  guint after[2] = { gamao_game_get_score (game, 0), gamao_game_get_score (game, 1) };
  int winner = gamao_game_get_winner (game);

  /* Translators: the game's number, not a count. */
  printf (_("Game %u%s: "), gamao_game_get_number (game),
          gamao_game_get_crawford (game) ? _(" (Crawford)") : "");
  if (winner < 0)
    {
      /* Translators: the score, "3–2": not a count. */
      printf (_("not finished, score %u–%u\n"), after[0], after[1]);
      return;
    }
  after[winner] += gamao_game_get_points (game);
  printf (ngettext ("%s wins %u point with %s (cube %u); score %u–%u",
                    "%s wins %u points with %s (cube %u); score %u–%u",
                    gamao_game_get_points (game)),
          names[winner], gamao_game_get_points (game),
          gamao_result_kind_phrase (gamao_game_get_result_kind (game)),
          gamao_game_get_cube_value (game), after[0], after[1]);
  printf ("%s\n", how_it_ended (gamao_game_get_record (game)));
}

int
gamao_cli_import (int argc, char **argv)
{
  int status = GAMAO_CLI_OK;
  g_autoptr (GError) error = NULL;

  if (!gamao_cli_parse_options (&argc, &argv, "FILE",
                                _("Reads a match file (.mat as GNU Backgammon, eXtreme Gammon "
                                  "and the servers write it, or GNU Backgammon’s .sgf), checks "
                                  "every play against the rules and prints each game, the score "
                                  "after it and the winner."),
                                NULL, &status))
    return status;
  if (argc != 2)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli import FILE"));
      return GAMAO_CLI_BAD_INPUT;
    }
  GamaoMatchRecord *record = gamao_cli_read_match_file (argv[1]);
  if (!record)
    return GAMAO_CLI_BAD_INPUT;
  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (record, &error);
  gamao_match_record_unref (record);
  g_assert (match != NULL);

  GListModel *games = gamao_match_get_games (match);
  if (gamao_match_get_length (match) > 0)
    printf (ngettext ("A match to %u point\n", "A match to %u points\n",
                      gamao_match_get_length (match)),
            gamao_match_get_length (match));
  else
    printf ("%s\n", _("A money session"));
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr (GamaoGame) game = g_list_model_get_item (games, i);
      print_game (match, game);
    }
  int winner = gamao_match_get_winner (match);
  if (winner >= 0)
    /* Translators: the final score, "7–4": not a count. */
    printf (_("%s wins the match %u–%u\n"),
            gamao_player_get_name (gamao_match_get_player (match, winner)),
            gamao_match_get_score (match, winner), gamao_match_get_score (match, 1 - winner));
  else
    /* Translators: the score, "3–2": not a count. */
    printf (_("No winner yet: the score is %u–%u\n"), gamao_match_get_score (match, 0),
            gamao_match_get_score (match, 1));
  return GAMAO_CLI_OK;
}
