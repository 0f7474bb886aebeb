/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli engine: a line protocol for match-ups and scripts. Each input
 * line "POSITION_ID D1 D2 [MATCH_ID]" gets one answer line: the position
 * ID after the computer's play, from the mover's side (not swapped). */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-build-tree.h"
#include "gamao-position-id.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

gboolean
gamao_cli_load_evaluator (GamaoEvaluator *evaluator)
{
  GamaoWeightsError error = gamao_evaluator_load (evaluator, NULL);

  if (error == GAMAO_WEIGHTS_OK)
    return TRUE;
  gamao_cli_weights_failed (error);
  return FALSE;
}

void
gamao_cli_weights_failed (GamaoWeightsError error)
{
  const char *tree = gamao_build_tree ();

  /* A program run straight from a build directory looks in the install
   * location: say how to run it so that it finds the build's files. */
  if (error == GAMAO_WEIGHTS_NOT_FOUND && tree && !g_getenv ("GAMAO_WEIGHTS_DIR"))
    {
      fprintf (stderr, _("gamao-cli is not installed: run it as “meson devenv -C %s gamao-cli …”, "
                         "which finds the build’s weights and translations\n"),
               tree);
      return;
    }
  fprintf (stderr, _("Cannot load the computer player’s neural networks from %s: %s\n"),
           gamao_data_dir (), gamao_weights_error_message (error));
}

gboolean
gamao_cli_parse_level (const char *text, GamaoLevel *level)
{
  if (gamao_level_from_key (text, level))
    return TRUE;
  fprintf (stderr, _("“%s” is not a level. The levels are:"), text);
  for (int i = 0; i < GAMAO_N_LEVELS; i++)
    fprintf (stderr, " %s", gamao_level_key ((GamaoLevel) i));
  fputc ('\n', stderr);
  return FALSE;
}

gboolean
gamao_cli_decode_match (const char *id, GamaoMatchState *state)
{
  GamaoIdError error = gamao_match_id_decode (id, state);

  if (error == GAMAO_ID_OK)
    return TRUE;
  fprintf (stderr, _("Bad Match ID “%s”: %s\n"), id, gamao_id_error_message (error));
  return FALSE;
}

/* Answers one request line into `answer`; FALSE when it was malformed. */
static gboolean
answer_line (GamaoSearch *search, GamaoLevel level, char *line, GString *answer)
{
  guint n;
  g_auto (GStrv) fields = gamao_cli_split_words (line, &n);
  g_autoptr (GString) why = g_string_new (NULL);
  GamaoBoard board;
  GamaoMatchState state;
  char id[GAMAO_POSITION_ID_LEN + 1];

  int d1 = n > 1 && strlen (fields[1]) == 1 ? fields[1][0] - '0' : 0;
  int d2 = n > 2 && strlen (fields[2]) == 1 ? fields[2][0] - '0' : 0;
  if (n != 3 && n != 4)
    g_string_assign (why, _("expected POSITION_ID D1 D2 [MATCH_ID]"));
  else if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6)
    g_string_assign (why, _("dice show 1 to 6"));
  else if (gamao_cli_decode_position (fields[0], &board, why)
           && n == 4 && gamao_match_id_decode (fields[3], &state) != GAMAO_ID_OK)
    g_string_assign (why, _("bad Match ID"));
  if (why->len)
    {
      g_string_printf (answer, "ERROR %s", why->str);
      return FALSE;
    }

  /* With a Match ID, plays are weighed by match winning chances, in
   * which gammons count for what they are worth at that score. */
  GamaoCubeInfo info;
  if (n == 4)
    {
      gamao_cube_info_from_state (&info, &state, state.on_roll, gamao_cube_efficiency (&board));
      search->match = state.match_length ? &info : NULL;
    }
  if (gamao_search_rank (search, &board, d1, d2, level) > 0)
    board = search->plays.plays[search->ranked[0].index].after;
  search->match = NULL;
  gamao_position_id_encode (&board, id);
  g_string_assign (answer, id);
  return TRUE;
}

int
gamao_cli_engine (int argc, char **argv)
{
  g_autofree char *level_text = NULL;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("Playing level (default: expert)"), N_("LEVEL") },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoLevel level = GAMAO_LEVEL_EXPERT;
  GamaoEvaluator evaluator;
  g_autoptr (GString) answer = g_string_new (NULL);
  char *line = NULL;
  size_t capacity = 0;

  if (!gamao_cli_parse_options (&argc, &argv, "",
                                _("Reads “POSITION_ID D1 D2 [MATCH_ID]” lines and answers each "
                                  "with the position ID after the computer’s play."),
                                entries, &status))
    return status;
  if (argc != 1 || (level_text && !gamao_cli_parse_level (level_text, &level)))
    return GAMAO_CLI_BAD_INPUT;
  if (!gamao_cli_load_evaluator (&evaluator))
    return GAMAO_CLI_FAILED;

  GamaoSearch *search = gamao_search_new (&evaluator);
  while (getline (&line, &capacity, stdin) >= 0)
    {
      if (!answer_line (search, level, line, answer))
        status = GAMAO_CLI_BAD_INPUT;
      printf ("%s\n", answer->str);
      fflush (stdout);
    }
  free (line);
  gamao_search_free (search);
  gamao_evaluator_clear (&evaluator);
  return status;
}
