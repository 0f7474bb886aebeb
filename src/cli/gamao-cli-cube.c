/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli cube: the doubling decision for the player on roll. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-cube-decision.h"

#include <glib/gi18n.h>
#include <stdio.h>

static void
print_value (const char *label, float value, gboolean is_match)
{
  if (is_match)
    printf ("  %-16s %6.2f%%\n", label, 100.0f * value);
  else
    printf ("  %-16s %+7.3f\n", label, value);
}

static void
print_decision (const GamaoCubeInfo *info, const float o[GAMAO_N_OUTPUTS], unsigned plies)
{
  GamaoCubeDecision d;

  gamao_cube_decide (info, o, &d);
  /* Translators: %u-ply is the search depth ("2-ply"), not a count. */
  printf (_("Cubeless (%u-ply): win %.1f%% (gammon %.1f%%, backgammon %.1f%%), "
            "lose %.1f%% (gammon %.1f%%, backgammon %.1f%%)\n"),
          plies, 100.0f * o[GAMAO_OUT_WIN], 100.0f * o[GAMAO_OUT_WIN_GAMMON],
          100.0f * o[GAMAO_OUT_WIN_BACKGAMMON], 100.0f * (1.0f - o[GAMAO_OUT_WIN]),
          100.0f * o[GAMAO_OUT_LOSE_GAMMON], 100.0f * o[GAMAO_OUT_LOSE_BACKGAMMON]);
  printf (d.is_match ? _("Match winning chances, cubeful:\n")
                     : _("Equities, cubeful, per unit of the present cube:\n"));
  print_value (d.redouble ? _("No redouble") : _("No double"), d.no_double, d.is_match);
  print_value (d.redouble ? _("Redouble, take") : _("Double, take"), d.double_take, d.is_match);
  print_value (d.redouble ? _("Redouble, pass") : _("Double, pass"), d.double_pass, d.is_match);
  printf (_("Proper cube action: %s\n"), gamao_cube_action_name (d.action, d.redouble));
  if (d.action != GAMAO_CUBE_NOT_AVAILABLE)
    printf ("%s\n", d.double_take <= d.double_pass ? _("If doubled, the opponent should take.")
                                                  : _("If doubled, the opponent should pass."));
}

int
gamao_cli_cube (int argc, char **argv)
{
  g_autofree char *level_text = NULL;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("Evaluation level (default: world-class)"), N_("LEVEL") },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoLevel level = GAMAO_LEVEL_WORLD_CLASS;
  GamaoBoard board;
  GamaoMatchState state;
  GamaoCubeInfo info;
  GamaoEvaluator evaluator;
  float outputs[GAMAO_N_OUTPUTS];
  g_autoptr (GString) why = g_string_new (NULL);

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID MATCH_ID",
                                _("Tells whether the player on roll should double, and whether "
                                  "the opponent should take."),
                                entries, &status))
    return status;
  if (argc != 2 && argc != 3)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli cube POSITION_ID MATCH_ID [--level LEVEL] | cube XGID=…"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_decode_game_on (argv[1], &board, why))
    {
      fprintf (stderr, _("Bad position ID “%s”: %s\n"), argv[1], why->str);
      return GAMAO_CLI_BAD_INPUT;
    }
  if (argc == 2 && !gamao_cli_xgid_state (argv[1], &state))
    {
      fprintf (stderr, "%s\n", _("Give the Match ID after the Position ID (an XGID holds both)."));
      return GAMAO_CLI_BAD_INPUT;
    }
  if ((argc == 3 && !gamao_cli_decode_match (argv[2], &state))
      || (level_text && !gamao_cli_parse_level (level_text, &level)))
    return GAMAO_CLI_BAD_INPUT;
  if (!gamao_cli_load_evaluator (&evaluator))
    return GAMAO_CLI_FAILED;

  GamaoSearch *search = gamao_search_new (&evaluator);
  unsigned plies = gamao_level_plies (level);
  gamao_search_evaluate (search, &board, plies, outputs);
  gamao_cube_info_from_state (&info, &state, state.on_roll, gamao_cube_efficiency (&board));
  print_decision (&info, outputs, plies);
  gamao_search_free (search);
  gamao_evaluator_clear (&evaluator);
  return GAMAO_CLI_OK;
}
