/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-cli-rollout.h"
#include "gamao-position-id.h"
#include "gamao-xgid.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const GamaoCliCommand commands[] = {
  { "moves", N_("List the legal plays for a position and a roll"), gamao_cli_moves },
  { "show", N_("Draw a position as a text board"), gamao_cli_show },
  { "bench", N_("Measure the speed of the engine"), gamao_cli_bench },
  { "hint", N_("Rank the plays for a position and a roll"), gamao_cli_hint },
  { "cube", N_("Advise on the doubling cube"), gamao_cli_cube },
  { "rollout", N_("Roll out the plays for a roll, or the cube decision"), gamao_cli_rollout },
  { "analyse", N_("Analyse a match: errors, luck and ratings"), gamao_cli_analyse },
  { "engine", N_("Play the computer’s moves over a line protocol"), gamao_cli_engine },
  { "external", N_("Play for GNU Backgammon as its external player"), gamao_cli_external },
  { "import", N_("Check a .mat or .sgf match file and print its games"), gamao_cli_import },
  { "convert", N_("Convert a match file between .mat and .sgf"), gamao_cli_convert },
  { "export-selfplay", N_("Write a .mat file of a match between scripted players"),
    gamao_cli_export_selfplay },
  { "history", N_("List, show, export and import the matches in the history"),
    gamao_cli_history },
  { "play", N_("Play a computer match into the history"), gamao_cli_play },
  { "study", N_("Print the study figures of a position: counts, stakes, temperature map"),
    gamao_cli_study },
  { "diagram", N_("Draw a position as a PNG or SVG picture"), gamao_cli_diagram },
  { "mistakes", N_("List the mistakes of the analysed matches, with XGIDs"), gamao_cli_mistakes },
  { "report", N_("Write an analysed match as an HTML page or a PDF file"), gamao_cli_report },
  { "positions", N_("List, keep and delete the positions kept by name"), gamao_cli_positions },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: gamao-cli COMMAND [OPTIONS…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “gamao-cli COMMAND --help” for a command’s options."));
}

gboolean
gamao_cli_parse_die (const char *text, int *die)
{
  if (text && text[0] >= '1' && text[0] <= '6' && text[1] == '\0')
    {
      *die = text[0] - '0';
      return TRUE;
    }
  fprintf (stderr, _("“%s” is not a die: dice show 1 to 6\n"), text ? text : "");
  return FALSE;
}

gboolean
gamao_cli_decode_position (const char *id, GamaoBoard *board, GString *why)
{
  GamaoBoardValidity validity;
  GamaoMatchState state;
  char reason[256];

  if (gamao_xgid_detect (id))
    {
      if (gamao_xgid_decode (id, board, &state, reason, sizeof reason))
        return TRUE;
      g_string_assign (why, reason);
      return FALSE;
    }
  GamaoIdError error = gamao_position_id_decode (id, board, &validity);

  if (error == GAMAO_ID_OK)
    return TRUE;
  g_string_assign (why, error == GAMAO_ID_INVALID_POSITION
                            ? gamao_board_validity_message (validity)
                            : gamao_id_error_message (error));
  return FALSE;
}

gboolean
gamao_cli_decode_game_on (const char *id, GamaoBoard *board, GString *why)
{
  if (!gamao_cli_decode_position (id, board, why))
    return FALSE;
  /* The game ended when a side bore off its last checker: there is
   * nothing left to rank or to double. */
  if (gamao_board_checkers_on_board (board, GAMAO_SIDE_ON_ROLL) == 0)
    g_string_assign (why, _("the game is over: the player on roll has no checkers left"));
  else if (gamao_board_checkers_on_board (board, GAMAO_SIDE_OPPONENT) == 0)
    g_string_assign (why, _("the game is over: the opponent has no checkers left"));
  return why->len == 0;
}

gboolean
gamao_cli_read_setup (const char *position, const char *match_id, GamaoSetupPosition *setup)
{
  GamaoSetupProblem problems[GAMAO_SETUP_MAX_PROBLEMS];
  char why[256];

  if (!gamao_setup_position_read (setup, position, match_id, why, sizeof why))
    {
      fprintf (stderr, _("Bad position “%s”: %s\n"), position, why);
      return FALSE;
    }
  unsigned n = gamao_setup_position_check (setup, problems, G_N_ELEMENTS (problems));
  for (unsigned i = 0; i < n && i < G_N_ELEMENTS (problems); i++)
    fprintf (stderr, "%s\n", problems[i].message);
  return n == 0;
}

gboolean
gamao_cli_xgid_state (const char *text, GamaoMatchState *state)
{
  GamaoBoard board;
  char reason[256];

  return gamao_xgid_detect (text) && gamao_xgid_decode (text, &board, state, reason, sizeof reason);
}

gboolean
gamao_cli_parse_dice (int argc, char **argv, int first, const char *position, int *d1, int *d2)
{
  GamaoMatchState state;

  if (argc == first + 2)
    return gamao_cli_parse_die (argv[first], d1) && gamao_cli_parse_die (argv[first + 1], d2);
  if (argc == first && gamao_cli_xgid_state (position, &state) && state.dice[0] > 0)
    {
      *d1 = state.dice[0];
      *d2 = state.dice[1];
      return TRUE;
    }
  fprintf (stderr, "%s\n", _("Give the dice, D1 D2 (an XGID may hold them instead)."));
  return FALSE;
}

GStrv
gamao_cli_split_words (const char *line, guint *n)
{
  g_autofree char *copy = g_strstrip (g_strdup (line));
  GStrv words = g_strsplit_set (copy, " \t", -1);
  guint kept = 0;

  for (guint i = 0; words[i]; i++)
    {
      if (*words[i])
        words[kept++] = words[i];
      else
        g_free (words[i]);
    }
  words[kept] = NULL;
  *n = kept;
  return words;
}

gboolean
gamao_cli_parse_options (int *argc, char ***argv, const char *parameters, const char *summary,
                         const GOptionEntry *entries, int *status)
{
  g_autoptr (GOptionContext) context = g_option_context_new (parameters);
  g_autoptr (GError) error = NULL;

  g_option_context_set_summary (context, summary);
  if (entries)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      *status = GAMAO_CLI_BAD_INPUT;
      return FALSE;
    }
  return TRUE;
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* GAMAO_LOCALEDIR: the catalogues of a build tree (meson devenv). */
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return argc < 2 ? GAMAO_CLI_BAD_INPUT : GAMAO_CLI_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("gamao-cli %s\n", PACKAGE_VERSION);
      return GAMAO_CLI_OK;
    }
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, _("Unknown command “%s”\n\n"), argv[1]);
  print_usage (stderr);
  return GAMAO_CLI_BAD_INPUT;
}
