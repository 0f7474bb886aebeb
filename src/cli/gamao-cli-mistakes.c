/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli mistakes: the mistakes library from a terminal, each row
 * with its position as an XGID, so a player can take it to other tools
 * (issue 29). */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-store.h"
#include "gamao-drill-person.h"
#include "gamao-drill-position.h"
#include "gamao-figures.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#define PAGE 256

typedef struct
{
  GamaoStore *store;
  GHashTable *records;  /* match id -> GamaoMatchRecord, each read once */
} Reader;

static const GamaoMatchRecord *
record_of (Reader *reader, gint64 id)
{
  GamaoMatchRecord *record = g_hash_table_lookup (reader->records, &id);
  g_autoptr (GError) error = NULL;

  if (record || g_hash_table_contains (reader->records, &id))
    return record;
  record = gamao_store_load (reader->store, id, &error);
  if (!record)
    fprintf (stderr, _("A match of the history cannot be read: %s\n"), error->message);
  g_hash_table_insert (reader->records, g_memdup2 (&id, sizeof id), record);
  return record;
}

static char *
date_of (gint64 when)
{
  g_autoptr (GDateTime) time = g_date_time_new_from_unix_local (when);

  return time ? g_date_time_format (time, "%Y-%m-%d") : g_strdup ("");
}

static void
append_json (GString *out, const GamaoMistakeData *d, const char *xgid, gboolean first)
{
  g_autofree char *date = date_of (d->date);

  g_string_append (out, first ? "\n  {" : ",\n  {");
  g_string_append (out, "\"xgid\": ");
  gamao_cli_json_string (out, xgid ? xgid : "");
  g_string_append (out, ", \"kind\": ");
  gamao_cli_json_string (out, gamao_mistake_kind_key (d->kind));
  g_string_append_printf (out, ", \"cost\": %.4f, \"phase\": ", d->cost);
  gamao_cli_json_string (out, gamao_phase_key (d->phase));
  g_string_append_printf (out, ", \"match_id\": %" G_GINT64_FORMAT ", \"game\": %u, \"move\": %u",
                          d->match_id, d->game + 1, d->plays_before + 1);
  g_string_append (out, ", \"date\": ");
  gamao_cli_json_string (out, date);
  g_string_append (out, ", \"opponent\": ");
  gamao_cli_json_string (out, d->opponent);
  g_string_append (out, ", \"note\": ");
  if (d->note)
    gamao_cli_json_string (out, d->note);
  else
    g_string_append (out, "null");
  g_string_append_c (out, '}');
}

static void
print_text (const GamaoMistakeData *d, const char *xgid)
{
  g_autofree char *date = date_of (d->date);
  char cost[64];

  gamao_figure_loss (cost, sizeof cost, -d->cost, NAN);
  g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, d->match_id);

  /* Translators: where a mistake of gamao-cli mistakes was made: the
   * match's number (text), the game's and the move's numbers: not a count. */
  g_autofree char *where = g_strdup_printf (_("match %s, game %u, move %u"), match, d->game + 1,
                                            d->plays_before + 1);
  printf ("%s  %s  %s  %s  %s  %s  %s\n", xgid ? xgid : "-", gamao_mistake_kind_name (d->kind),
          cost, gamao_phase_name (d->phase), where, date, d->opponent);
  if (d->note)
    printf ("    %s\n", d->note);
}

static gboolean
parse_filters (const char *kind, const char *phase, GamaoMistakeQuery *query)
{
  int k = kind ? gamao_mistake_kind_from_key (kind) : 0;
  int p = phase ? gamao_phase_from_key (phase) : 0;

  if (k < 0)
    fprintf (stderr, _("Unknown kind “%s”: checker, double, no-double, take, pass or beaver.\n"),
             kind);
  if (p < 0)
    fprintf (stderr,
             _("Unknown phase “%s”: bear-off, race, opening, back-game, prime or contact.\n"),
             phase);
  query->kinds = kind && k >= 0 ? 1u << k : 0;
  query->phases = phase && p >= 0 ? 1u << p : 0;
  return k >= 0 && p >= 0;
}

static int
list (Reader *reader, const GamaoMistakeQuery *query, gboolean json)
{
  g_autoptr (GString) out = g_string_new ("[");
  g_autoptr (GError) error = NULL;
  guint n = 0;

  for (guint offset = 0;; offset += PAGE)
    {
      g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);

      if (!gamao_store_mistakes_page (reader->store, query, offset, PAGE, rows, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return GAMAO_CLI_FAILED;
        }
      for (guint i = 0; i < rows->len; i++, n++)
        {
          const GamaoMistakeData *d = gamao_mistake_get_data (rows->pdata[i]);
          const GamaoMatchRecord *record = record_of (reader, d->match_id);
          g_autofree char *xgid = record ? gamao_drill_position_xgid (record, d, NULL) : NULL;

          if (json)
            append_json (out, d, xgid, n == 0);
          else
            print_text (d, xgid);
        }
      if (rows->len < PAGE)
        break;
    }
  if (json)
    printf ("%s%s]\n", out->str, n ? "\n" : "");
  else if (n == 0)
    printf ("%s\n", _("No mistakes: analyse matches first (gamao-cli analyse --history ID)."));
  return GAMAO_CLI_OK;
}

int
gamao_cli_mistakes (int argc, char **argv)
{
  g_autofree char *db = NULL, *player = NULL, *kind = NULL, *phase = NULL;
  gboolean json = FALSE;
  int status = GAMAO_CLI_OK;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history database"), N_("PATH") },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player,
      N_("Whose mistakes (default: the person at this desk)"), N_("NAME") },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind,
      N_("Only checker, double, no-double, take, pass or beaver"), N_("KIND") },
    { "phase", 0, 0, G_OPTION_ARG_STRING, &phase,
      N_("Only bear-off, race, opening, back-game, prime or contact"), N_("PHASE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the result as JSON"), NULL },
    { NULL },
  };
  g_autoptr (GSettings) settings = NULL;
  g_auto (GStrv) names = NULL;
  g_autoptr (GamaoStore) store = NULL;
  GamaoMistakeQuery query = { 0 };

  if (!gamao_cli_parse_options (&argc, &argv, "", _("List the mistakes of the analysed matches"),
                                entries, &status))
    return status;
  if (!parse_filters (kind, phase, &query))
    return GAMAO_CLI_BAD_INPUT;
  if (!(store = gamao_cli_open_store (db)))
    return GAMAO_CLI_FAILED;
  settings = gamao_drill_person_settings ();
  names = gamao_drill_person_names (settings);
  query.player = player;
  query.my_names = (const char *const *) names;
  Reader reader = { store, g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                  (GDestroyNotify) gamao_match_record_unref) };
  status = list (&reader, &query, json);
  g_hash_table_unref (reader.records);
  return status;
}
