/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli study: the study panel's figures for a position: pips, EPC,
 * Keith and Thorp counts, take point, gammon values, the stakes of this
 * game and the temperature map, as text or JSON. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-setup-position.h"
#include "gamao-study.h"

#include <glib/gi18n.h>
#include <stdio.h>

typedef struct
{
  GamaoSetupPosition setup;
  GamaoBoard board;
  GamaoMatchState state;
  GamaoStudyCounts counts;
  GamaoStudyStakes stakes;
  unsigned plies;
  GamaoTemperatureSquare map[GAMAO_STUDY_ROLLS];
} Study;

/* ---- JSON (numbers in the C locale whatever the user's) ---- */

static void
json_number (GString *out, double value, const char *format)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* + 0.0 turns a negative zero into zero. */
  g_string_append (out, g_ascii_formatd (buf, sizeof buf, format, value + 0.0));
}

static void
json_pair_int (GString *out, const char *key, int a, int b)
{
  g_string_append_printf (out, "  \"%s\": [%d, %d],\n", key, a, b);
}

static void
json_pair_float (GString *out, const char *key, const float v[2], const bool *has)
{
  g_string_append_printf (out, "  \"%s\": [", key);
  for (int i = 0; i < 2; i++)
    {
      if (has && !has[i])
        g_string_append (out, "null");
      else
        json_number (out, v[i], "%.5f");
      g_string_append (out, i == 0 ? ", " : "],\n");
    }
}

static void
json_counts (GString *out, const Study *s)
{
  const GamaoStudyCounts *c = &s->counts;

  json_pair_int (out, "pips", (int) c->pips[0], (int) c->pips[1]);
  /* Null when it applies to neither side; else null for the side whose
   * checkers are not all home. */
  if (c->has_epc[0] || c->has_epc[1])
    json_pair_float (out, "epc", c->epc, c->has_epc);
  else
    g_string_append (out, "  \"epc\": null,\n");
  json_pair_int (out, "keith", c->keith[0], c->keith[1]);
  g_string_append (out, "  \"keith_leader\": ");
  json_number (out, c->keith_adjusted, "%.4f");
  g_string_append_printf (out, ",\n  \"keith_verdict\": \"%s\",\n",
                          gamao_race_verdict_key (c->keith_verdict));
  json_pair_int (out, "thorp", c->thorp[0], c->thorp[1]);
  g_string_append (out, "  \"thorp_leader\": ");
  json_number (out, c->thorp_adjusted, "%.4f");
  g_string_append_printf (out, ",\n  \"thorp_verdict\": \"%s\",\n  \"race\": %s,\n",
                          gamao_race_verdict_key (c->thorp_verdict), c->race ? "true" : "false");
}

static void
json_stakes (GString *out, const Study *s)
{
  const GamaoStudyStakes *k = &s->stakes;

  g_string_append (out, "  \"take_point\": ");
  if (k->has_take_point)
    json_number (out, k->take_point, "%.5f");
  else
    g_string_append (out, "null");
  g_string_append (out, ",\n  \"gammon_values\": {\n  ");
  json_pair_float (out, "gammon", k->gammon_value, NULL);
  g_string_append (out, "  ");
  json_pair_float (out, "backgammon", k->backgammon_value, NULL);
  g_string_truncate (out, out->len - 2); /* the last pair's comma */
  g_string_append_printf (out, "\n  },\n  \"after_unit\": \"%s\",\n  \"after\": {\n",
                          k->match ? "mwc" : "points");
  for (int w = 0; w < 2; w++)
    {
      g_string_append_printf (out, "    \"%s\": [", w == 0 ? "win" : "lose");
      for (int i = 0; i < 3; i++)
        {
          json_number (out, k->after[w][i], "%.5f");
          g_string_append (out, i < 2 ? ", " : w == 0 ? "],\n" : "]\n");
        }
    }
  g_string_append (out, "  },\n");
}

static void
json_map (GString *out, const Study *s)
{
  g_string_append_printf (out, "  \"plies\": %u,\n  \"equity_unit\": \"%s\",\n", s->plies,
                          s->state.match_length ? "mwc" : "money");
  g_string_append (out, "  \"temperature_map\": [\n");
  for (unsigned i = 0; i < GAMAO_STUDY_ROLLS; i++)
    {
      const GamaoTemperatureSquare *sq = &s->map[i];

      /* Plays are digits, slashes, "bar", "off", "*" and brackets:
       * nothing to escape. */
      g_string_append_printf (out, "    {\"dice\": [%d, %d], \"play\": ", sq->d1, sq->d2);
      if (sq->has_play)
        g_string_append_printf (out, "\"%s\"", sq->play);
      else
        g_string_append (out, "null");
      g_string_append (out, ", \"equity\": ");
      json_number (out, sq->equity, "%.5f");
      g_string_append (out, i + 1 < GAMAO_STUDY_ROLLS ? "},\n" : "}\n");
    }
  g_string_append (out, "  ]\n");
}

static void
print_json (const Study *s)
{
  g_autoptr (GString) out = g_string_new ("{\n");
  char pid[GAMAO_POSITION_ID_LEN + 1], mid[GAMAO_MATCH_ID_LEN + 1], xgid[GAMAO_XGID_MAX];

  gamao_setup_position_ids (&s->setup, pid, mid);
  gamao_setup_position_xgid (&s->setup, xgid);
  g_string_append_printf (out, "  \"position_id\": \"%s\",\n  \"match_id\": \"%s\",\n"
                               "  \"xgid\": \"%s\",\n  \"on_roll\": %d,\n",
                          pid, mid, xgid, s->setup.on_roll);
  json_counts (out, s);
  json_stakes (out, s);
  json_map (out, s);
  g_string_append (out, "}\n");
  fputs (out->str, stdout);
}

/* ---- text ---- */

static void
print_figures (const Study *s)
{
  const GamaoStudyStakes *k = &s->stakes;
  char figures[2048];

  gamao_study_write_figures (&s->counts, k, figures, sizeof figures);
  fputs (figures, stdout);
  printf ("%s\n", k->match ? _("Match winning chances of the player on roll after this game:")
                           : _("Points won by the player on roll in this game:"));
  const char *what[2][3] = {
    { _("win a single game"), _("win a gammon"), _("win a backgammon") },
    { _("lose a single game"), _("lose a gammon"), _("lose a backgammon") },
  };
  for (int w = 0; w < 2; w++)
    for (int i = 0; i < 3; i++)
      if (k->match)
        printf ("  %-22s %6.1f%%\n", what[w][i], 100.0f * k->after[w][i]);
      else
        printf ("  %-22s %+7.0f\n", what[w][i], k->after[w][i]);
}

static void
print_map (const Study *s)
{
  /* Translators: %u-ply is the search depth ("2-ply"), not a count. */
  printf (_("Temperature map (%u-ply), the best play for each roll:\n"), s->plies);
  for (unsigned i = 0; i < GAMAO_STUDY_ROLLS; i++)
    {
      const GamaoTemperatureSquare *sq = &s->map[i];

      printf ("  %d-%d  %-24s", sq->d1, sq->d2, sq->has_play ? sq->play : _("(no play)"));
      if (s->state.match_length)
        printf (_(" MWC %5.1f%%"), 100.0f * sq->equity);
      else
        printf (_(" equity %+.3f"), sq->equity);
      putchar ('\n');
    }
}

/* ---- the command ---- */

static void
compute (Study *s, const GamaoEvaluator *evaluator)
{
  GamaoCubeInfo info;
  GamaoSearch *search = gamao_search_new (evaluator);

  gamao_setup_position_to_board (&s->setup, &s->board);
  gamao_setup_position_to_state (&s->setup, &s->state);
  gamao_study_counts (evaluator->bearoff, &s->board, &s->counts);
  gamao_study_stakes (&s->state, &s->stakes);
  /* Ranked at the match score as the hint ranks them. */
  if (s->state.match_length)
    {
      gamao_cube_info_from_state (&info, &s->state, s->state.on_roll,
                                  gamao_cube_efficiency (&s->board));
      search->match = &info;
    }
  for (unsigned i = 0; i < GAMAO_STUDY_ROLLS; i++)
    {
      int d1, d2;
      gamao_study_roll (i, &d1, &d2);
      gamao_study_temperature_square (search, &s->board, d1, d2, s->plies, &s->map[i]);
    }
  gamao_search_free (search);
}

int
gamao_cli_study (int argc, char **argv)
{
  gboolean json = FALSE;
  int plies = (int) gamao_level_plies (GAMAO_LEVEL_WORLD_CLASS);
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the figures as JSON"), NULL },
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, N_("Depth of the temperature map, 0 to 2 (default: the hint’s, 2)"), N_("N") },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoEvaluator evaluator;
  g_autofree Study *s = g_new0 (Study, 1);

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID [MATCH_ID]",
                                _("Prints the study figures of a position: pip counts, effective "
                                  "pip counts, Keith and Thorp counts, take point, gammon values "
                                  "and the temperature map."),
                                entries, &status))
    return status;
  if (argc != 2 && argc != 3)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli study POSITION_ID [MATCH_ID] [--json] [--plies N] | study XGID=…"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (plies < 0 || plies > 2)
    {
      fprintf (stderr, "%s\n", _("The depth is 0, 1 or 2 plies."));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_read_setup (argv[1], argc == 3 ? argv[2] : NULL, &s->setup))
    return GAMAO_CLI_BAD_INPUT;
  if (!gamao_cli_load_evaluator (&evaluator))
    return GAMAO_CLI_FAILED;
  s->plies = (unsigned) plies;
  compute (s, &evaluator);
  if (json)
    print_json (s);
  else
    {
      print_figures (s);
      print_map (s);
    }
  gamao_evaluator_clear (&evaluator);
  return GAMAO_CLI_OK;
}
