/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli history: the match history from a terminal — list, show,
 * export, import, delete, undelete and statistics. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-notation.h"
#include "gamao-turn-words.h"
#include "gamao-cli-store.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

GamaoStore *
gamao_cli_open_store (const char *db)
{
  g_autofree char *path = db ? g_strdup (db) : gamao_store_default_path ();
  g_autoptr (GError) error = NULL;
  GamaoStore *store = gamao_store_open (path, &error);

  if (!store)
    {
      fprintf (stderr, _("Cannot open the match history %s: %s\n"), path, error->message);
      return NULL;
    }
  guint saved, lost;
  if (gamao_store_get_salvage (store, &saved, &lost))
    {
      fprintf (stderr, _("The match history %s was damaged. It was kept as %s and a new history was started. "),
               path, gamao_store_get_moved_aside (store));
      fprintf (stderr, ngettext ("%'u match could be read and is in the new history; ",
                                 "%'u matches could be read and are in the new history; ", saved),
               saved);
      fprintf (stderr, ngettext ("%'u match could not be read.\n",
                                 "%'u matches could not be read.\n", lost),
               lost);
    }
  else if (gamao_store_get_moved_aside (store))
    fprintf (stderr,
             _("The match history %s could not be read. It was kept as %s and a new, empty "
               "history was started.\n"),
             path, gamao_store_get_moved_aside (store));
  return store;
}

static gboolean
parse_id (const char *text, gint64 *id)
{
  char *end = NULL;
  gint64 value = g_ascii_strtoll (text, &end, 10);

  if (end && end != text && *end == '\0' && value > 0)
    {
      *id = value;
      return TRUE;
    }
  fprintf (stderr, _("“%s” is not a match number.\n"), text);
  return FALSE;
}

static char *
format_date (gint64 unix_time)
{
  g_autoptr (GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  return time ? g_date_time_format (time, "%Y-%m-%d %H:%M") : g_strdup ("?");
}

static char *
describe_result (GamaoMatchSummary *m)
{
  int winner = gamao_match_summary_get_winner (m);

  if (!gamao_match_summary_get_finished (m))
    return g_strdup (_("unfinished"));
  if (winner < 0)
    return g_strdup (_("finished"));
  return g_strdup_printf (_("%s won"), gamao_match_summary_get_name (m, winner));
}

static char *
describe_length (GamaoMatchSummary *m)
{
  guint length = gamao_match_summary_get_length (m);

  if (length == 0)
    return g_strdup (_("money"));
  return g_strdup_printf (ngettext ("%u point", "%u points", length), length);
}

static void
print_summary_line (GamaoMatchSummary *m)
{
  g_autofree char *date = format_date (gamao_match_summary_get_created (m));
  g_autofree char *length = describe_length (m);
  g_autofree char *result = describe_result (m);

  printf ("%5" G_GINT64_FORMAT "  %s  %s – %s  %s  %u–%u  %s\n", gamao_match_summary_get_id (m),
          date, gamao_match_summary_get_name (m, 0), gamao_match_summary_get_name (m, 1), length,
          gamao_match_summary_get_score (m, 0), gamao_match_summary_get_score (m, 1), result);
}

static int
run_list (GamaoStore *store, const char *opponent, GamaoStoreFilter filter)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GListStore) list = gamao_store_list (store, opponent, filter, &error);

  if (!list)
    {
      fprintf (stderr, "%s\n", error->message);
      return GAMAO_CLI_FAILED;
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (list)); i++)
    {
      g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (G_LIST_MODEL (list), i);
      print_summary_line (m);
    }
  if (g_list_model_get_n_items (G_LIST_MODEL (list)) == 0)
    printf ("%s\n", _("No matches."));
  return GAMAO_CLI_OK;
}

static void
print_action (const GamaoMatchRecord *record, const GamaoAction *a)
{
  g_autofree char *words = gamao_action_words (a, record->names[a->player]);

  /* The result, as the history shows it, after an offer or a win. */
  if (a->kind == GAMAO_ACTION_RESIGN_OFFER || a->kind == GAMAO_ACTION_GAME_END)
    printf ("    %s (%s)\n", words, gamao_result_kind_name (a->result));
  else
    printf ("    %s\n", words);
}

static int
run_show (GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatchSummary) m = gamao_store_get_summary (store, id, &error);
  GamaoMatchRecord *record = m ? gamao_store_load (store, id, &error) : NULL;

  if (!record)
    {
      fprintf (stderr, "%s\n", error->message);
      return GAMAO_CLI_FAILED;
    }
  print_summary_line (m);
  for (size_t g = 0; g < record->n_games; g++)
    {
      const GamaoGameRecord *game = record->games[g];

      /* Translators: the game's number and the score before it ("3–2"): not a count. */
      printf (_("  Game %zu, score %u–%u%s\n"), g + 1, game->score[0], game->score[1],
              game->crawford ? _(" (Crawford)") : "");
      if (game->opening[0])
        /* Translators: each player's opening die: not a count. */
        printf (_("    Opening roll: %s %d, %s %d\n"), record->names[0], game->opening[0],
                record->names[1], game->opening[1]);
      for (size_t i = 0; i < game->n_actions; i++)
        print_action (record, &game->actions[i]);
    }
  gamao_match_record_unref (record);
  return GAMAO_CLI_OK;
}

static int
run_export (GamaoStore *store, gint64 id, const char *file)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchFileFormat format = GAMAO_MATCH_FILE_MAT;

  /* .sgf when the name says so; anything else gets the .mat form. */
  gamao_match_file_format_for_name (file, &format);
  g_autofree char *text = gamao_store_export_as (store, id, format, &error);

  if (!text || !g_file_set_contents (file, text, -1, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return GAMAO_CLI_FAILED;
    }
  return GAMAO_CLI_OK;
}

static int
run_import (GamaoStore *store, const char *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;
  gint64 id = 0;

  if (g_file_get_contents (file, &text, &length, &error))
    id = gamao_store_import (store, text, length, &error);
  if (id == 0)
    {
      fprintf (stderr, "%s: %s\n", file, error->message);
      return GAMAO_CLI_BAD_INPUT;
    }
  /* Translators: %lld is the match's number in the history, not a count. */
  printf (_("Imported as match %lld.\n"), (long long) id);
  return GAMAO_CLI_OK;
}

static int
run_delete (GamaoStore *store, gint64 id, gboolean deleted)
{
  g_autoptr (GError) error = NULL;

  if ((deleted ? gamao_store_delete : gamao_store_undelete) (store, id, &error))
    return GAMAO_CLI_OK;
  fprintf (stderr, "%s\n", error->message);
  return GAMAO_CLI_FAILED;
}

static void
print_dice (const GamaoStoreStats *s, int player, const char *name)
{
  guint64 dice = 0;

  for (int face = 1; face <= 6; face++)
    dice += s->faces[player][face];
  printf (ngettext ("  Dice of %s (%llu die, expected 16.7%% each):",
                    "  Dice of %s (%llu dice, expected 16.7%% each):", (gulong) dice),
          name, (unsigned long long) dice);
  for (int face = 1; face <= 6; face++)
    printf ("  %d: %.1f%%", face, dice ? 100.0 * (double) s->faces[player][face] / (double) dice : 0.0);
  printf (ngettext ("; doubles %.1f%% of %llu roll (expected 16.7%%)\n",
                    "; doubles %.1f%% of %llu rolls (expected 16.7%%)\n",
                    (gulong) s->rolls[player]),
          s->rolls[player] ? 100.0 * (double) s->doubles[player] / (double) s->rolls[player] : 0.0,
          (unsigned long long) s->rolls[player]);
}

/* The counts in the statistics, each with its own plural. */
static char *
count_won (guint n)
{
  /* Translators: a count in the statistics, "3 won"; the noun is implied (matches, games,
     gammons), so pt says "3 vitórias". */
  return g_strdup_printf (ngettext ("%u won", "%u won", n), n);
}

static char *
count_lost (guint n)
{
  /* Translators: a count in the statistics, "1 lost"; pt: "1 derrota". */
  return g_strdup_printf (ngettext ("%u lost", "%u lost", n), n);
}

static int
run_stats (GamaoStore *store, const char *opponent)
{
  g_autoptr (GError) error = NULL;
  GamaoStoreStats s;

  if (!gamao_store_get_stats (store, opponent, &s, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return GAMAO_CLI_FAILED;
    }
  g_autofree char *matches_won = count_won (s.matches_won);
  g_autofree char *matches_lost = count_lost (s.matches_lost);
  g_autofree char *unfinished = g_strdup_printf (ngettext ("%u unfinished", "%u unfinished",
                                                           s.matches_unfinished),
                                                 s.matches_unfinished);
  g_autofree char *games_won = count_won (s.games_won);
  g_autofree char *games_lost = count_lost (s.games_lost);
  g_autofree char *gammons_won = count_won (s.gammons_won);
  g_autofree char *gammons_lost = count_lost (s.gammons_lost);
  g_autofree char *backgammons_won = count_won (s.backgammons_won);
  g_autofree char *backgammons_lost = count_lost (s.backgammons_lost);

  /* Translators: "Matches: 3 won, 1 lost, 0 unfinished; average length 5.0 points, 7.5
     games"; each %s is one of the counts above. */
  printf (_("Matches: %s, %s, %s; average length %.1f points, %.1f games\n"), matches_won,
          matches_lost, unfinished, s.average_length, s.average_games);
  /* Translators: "Games: 20 won, 12 lost; gammons 4 won, 2 lost; backgammons 0 won,
     1 lost"; each %s is one of the counts above. */
  printf (_("Games: %s, %s; gammons %s, %s; backgammons %s, %s\n"), games_won, games_lost,
          gammons_won, gammons_lost, backgammons_won, backgammons_lost);
  print_dice (&s, 0, _("player 1"));
  print_dice (&s, 1, opponent ? opponent : _("player 2"));
  return GAMAO_CLI_OK;
}

static int
usage (void)
{
  fprintf (stderr, "%s\n",
           _("Usage: gamao-cli history list [--opponent NAME] [--won|--lost|--unfinished]\n"
             "       gamao-cli history show ID\n"
             "       gamao-cli history export ID FILE.mat|FILE.sgf\n"
             "       gamao-cli history import FILE.mat|FILE.sgf\n"
             "       gamao-cli history delete|undelete ID\n"
             "       gamao-cli history stats [OPPONENT]\n"
             "Every form takes --db PATH (default: $GAMAO_DB, else the user’s history)."));
  return GAMAO_CLI_BAD_INPUT;
}

static int
dispatch (GamaoStore *store, int argc, char **argv, const char *opponent,
          GamaoStoreFilter filter)
{
  const char *verb = argv[1];
  gint64 id = 0;

  if (g_str_equal (verb, "list") && argc == 2)
    return run_list (store, opponent, filter);
  if (g_str_equal (verb, "import") && argc == 3)
    return run_import (store, argv[2]);
  if (g_str_equal (verb, "stats") && argc <= 3)
    return run_stats (store, argc == 3 ? argv[2] : opponent);
  if (argc < 3 || !parse_id (argv[2], &id))
    return usage ();
  if (g_str_equal (verb, "show") && argc == 3)
    return run_show (store, id);
  if (g_str_equal (verb, "export") && argc == 4)
    return run_export (store, id, argv[3]);
  if ((g_str_equal (verb, "delete") || g_str_equal (verb, "undelete")) && argc == 3)
    return run_delete (store, id, g_str_equal (verb, "delete"));
  return usage ();
}

int
gamao_cli_history (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *opponent = NULL;
  gboolean won = FALSE, lost = FALSE, unfinished = FALSE;
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history database"), N_("PATH") },
    { "opponent", 'o', 0, G_OPTION_ARG_STRING, &opponent, N_("Only matches against NAME"), N_("NAME") },
    { "won", 0, 0, G_OPTION_ARG_NONE, &won, N_("Only matches player 1 won"), NULL },
    { "lost", 0, 0, G_OPTION_ARG_NONE, &lost, N_("Only matches player 1 lost"), NULL },
    { "unfinished", 0, 0, G_OPTION_ARG_NONE, &unfinished, N_("Only unfinished matches"), NULL },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoStoreFilter filter;

  if (!gamao_cli_parse_options (&argc, &argv, "list|show|export|import|delete|undelete|stats …",
                                _("Lists, shows, exports and imports the matches kept in the "
                                  "history."),
                                entries, &status))
    return status;
  if (argc < 2 || won + lost + unfinished > 1)
    return usage ();
  filter = won ? GAMAO_STORE_FILTER_WON
           : lost ? GAMAO_STORE_FILTER_LOST
           : unfinished ? GAMAO_STORE_FILTER_UNFINISHED
                        : GAMAO_STORE_FILTER_ALL;

  g_autoptr (GamaoStore) store = gamao_cli_open_store (db);
  if (!store)
    return GAMAO_CLI_FAILED;
  return dispatch (store, argc, argv, opponent, filter);
}
