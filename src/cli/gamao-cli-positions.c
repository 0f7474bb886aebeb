/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli positions: the positions kept in the history by name (issue
 * 28), listed with their notes or as bare XGIDs for other tools, and
 * kept or deleted from a script. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-store.h"
#include "gamao-store-positions.h"

#include <glib/gi18n.h>
#include <stdio.h>

#define PAGE 256

static void
append_json (GString *out, const GamaoNamedPositionData *d, gboolean first)
{
  g_string_append_printf (out, "%s{\"id\": %" G_GINT64_FORMAT ", \"name\": ",
                          first ? "\n  " : ",\n  ", d->id);
  gamao_cli_json_string (out, d->name);
  g_string_append (out, ", \"note\": ");
  gamao_cli_json_string (out, d->note);
  g_string_append (out, ", \"xgid\": ");
  gamao_cli_json_string (out, d->xgid);
  g_string_append_printf (out, ", \"saved_at\": %" G_GINT64_FORMAT "}", d->saved_at);
}

static void
print_text (const GamaoNamedPositionData *d, gboolean ids)
{
  if (ids)
    {
      printf ("%s\n", d->xgid);
      return;
    }
  printf ("%" G_GINT64_FORMAT "  %s  %s\n", d->id, d->xgid, d->name);
  if (*d->note)
    printf ("    %s\n", d->note);
}

static int
list (GamaoStore *store, gboolean json, gboolean ids)
{
  g_autoptr (GString) out = g_string_new ("[");
  g_autoptr (GError) error = NULL;
  guint n = 0;

  for (guint offset = 0;; offset += PAGE)
    {
      g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);

      if (!gamao_store_positions_page (store, offset, PAGE, rows, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return GAMAO_CLI_FAILED;
        }
      for (guint i = 0; i < rows->len; i++, n++)
        {
          const GamaoNamedPositionData *d = gamao_named_position_get_data (rows->pdata[i]);
          if (json)
            append_json (out, d, n == 0);
          else
            print_text (d, ids);
        }
      if (rows->len < PAGE)
        break;
    }
  if (json)
    printf ("%s%s]\n", out->str, n ? "\n" : "");
  else if (n == 0 && !ids)
    printf ("%s\n", _("No positions kept: save one from the position editor."));
  return GAMAO_CLI_OK;
}

static int
save (GamaoStore *store, const char *name, const char *note, const char *xgid)
{
  g_autoptr (GError) error = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  gint64 id = gamao_store_save_position (store, name, note, xgid, now, &error);

  if (id == 0)
    {
      fprintf (stderr, "%s\n", error->message);
      return error->code == GAMAO_STORE_ERROR_BAD_DATA ? GAMAO_CLI_BAD_INPUT : GAMAO_CLI_FAILED;
    }
  printf ("%" G_GINT64_FORMAT "\n", id);
  return GAMAO_CLI_OK;
}

static int
delete (GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;

  if (gamao_store_delete_position (store, id, &error))
    return GAMAO_CLI_OK;
  fprintf (stderr, "%s\n", error->message);
  return error->code == GAMAO_STORE_ERROR_NOT_FOUND ? GAMAO_CLI_BAD_INPUT : GAMAO_CLI_FAILED;
}

int
gamao_cli_positions (int argc, char **argv)
{
  g_autofree char *db = NULL, *name = NULL, *note = NULL;
  gboolean json = FALSE, ids = FALSE;
  gint64 doomed = 0;
  int status = GAMAO_CLI_OK;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history database"), N_("PATH") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the result as JSON"), NULL },
    { "ids", 0, 0, G_OPTION_ARG_NONE, &ids, N_("Print only the XGIDs, one a line"), NULL },
    { "save", 0, 0, G_OPTION_ARG_STRING, &name, N_("Keep the position XGID under this name"),
      N_("NAME") },
    { "note", 0, 0, G_OPTION_ARG_STRING, &note, N_("The note of the position kept"),
      N_("TEXT") },
    { "delete", 0, 0, G_OPTION_ARG_INT64, &doomed, N_("Delete the position with this number"),
      N_("ID") },
    { NULL },
  };
  g_autoptr (GamaoStore) store = NULL;

  if (!gamao_cli_parse_options (&argc, &argv, _("[XGID]"),
                                _("List, keep and delete the positions kept by name"), entries,
                                &status))
    return status;
  if ((name != NULL) != (argc == 2) || argc > 2)
    {
      fprintf (stderr, "%s\n", _("--save NAME needs one XGID, and only it does."));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!(store = gamao_cli_open_store (db)))
    return GAMAO_CLI_FAILED;
  if (name)
    return save (store, name, note, argv[1]);
  if (doomed)
    return delete (store, doomed);
  return list (store, json, ids);
}
