/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli export-selfplay: a whole match between two scripted players,
 * written as a .mat file. */
#include "config.h"

#include "gamao-cli.h"
#include "gamao-matfile.h"
#include "gamao-selfplay.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

static gboolean
write_file (const char *path, const char *text, GError **error)
{
  if (g_strcmp0 (path, "-") == 0)
    {
      fputs (text, stdout);
      return TRUE;
    }
  return g_file_set_contents (path, text, -1, error);
}

int
gamao_cli_export_selfplay (int argc, char **argv)
{
  int status = GAMAO_CLI_OK, length = 5, games = 10;
  gint64 seed = 1;
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  GamaoSelfplayRules rules;
  const GOptionEntry entries[] = {
    { "length", 'l', 0, G_OPTION_ARG_INT, &length,
      N_("Points to win; 0 plays a money session"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the dice and the choices"), "S" },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Games in a money session"), "N" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("The .mat file to write, “-” for the "
                                                      "standard output"), "FILE" },
    { NULL },
  };

  if (!gamao_cli_parse_options (&argc, &argv, "",
                                _("Plays a match between two scripted players (any legal play; "
                                  "doubles, takes and resignations by a fixed rule of pip "
                                  "counts) and writes it as a .mat file."),
                                entries, &status))
    return status;
  if (!out || argc != 1 || length < 0 || length > 99 || games < 1)
    {
      fprintf (stderr, "%s\n",
               _("Usage: gamao-cli export-selfplay --length N --seed S --out FILE.mat"));
      return GAMAO_CLI_BAD_INPUT;
    }

  g_autoptr (GamaoPlayer) one = gamao_player_new (_("Scripted One"), GAMAO_PLAYER_COMPUTER, 0);
  g_autoptr (GamaoPlayer) two = gamao_player_new (_("Scripted Two"), GAMAO_PLAYER_COMPUTER, 0);
  g_autoptr (GamaoMatch) match
    = gamao_match_new ((guint) length, one, two,
                       length > 0 ? GAMAO_RULE_CRAWFORD : GAMAO_RULE_JACOBY | GAMAO_RULE_BEAVERS);
  gamao_selfplay_rules_init (&rules);
  rules.max_games = (guint) games;
  if (!gamao_selfplay_run (match, &rules, (guint64) seed, &error))
    {
      fprintf (stderr, _("The scripted match stopped: %s\n"), error->message);
      return GAMAO_CLI_FAILED;
    }

  char *text = gamao_matfile_write (gamao_match_get_record (match));
  gboolean written = write_file (out, text, &error);
  free (text);
  if (!written)
    {
      fprintf (stderr, "%s: %s\n", out, error->message);
      return GAMAO_CLI_FAILED;
    }
  fprintf (stderr,
           ngettext ("%u game, final score %u–%u\n", "%u games, final score %u–%u\n",
                     gamao_match_get_game_number (match)),
           gamao_match_get_game_number (match),
           gamao_match_get_score (match, 0), gamao_match_get_score (match, 1));
  return GAMAO_CLI_OK;
}
