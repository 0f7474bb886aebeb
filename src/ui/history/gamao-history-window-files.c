/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history window's files: match files imported (dropped on the
 * window or chosen; on the session's writer, with a bar that says how
 * far and a Stop, when the window has a session) and a match exported. */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-export-folder.h"
#include "gamao-match-file.h"

/* One notice for an import, with every refusal (file, line, reason)
 * behind Details when there are `details`. */
static void
show_import_details (GamaoHistoryWindow *self, const char *summary, const char *details)
{
  if (details)
    {
      g_free (self->import_details);
      self->import_details = g_strdup (details);
      gamao_notice_show_with_action (self->notice, summary, _("_Details"),
                                     "history.import-details", NULL);
    }
  else
    gamao_notice_show (self->notice, summary);
}

void
gamao_history_window_import_files (GamaoHistoryWindow *self, GFile *const *files, guint n_files)
{
  g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  guint imported;

  g_return_if_fail (GAMAO_IS_HISTORY_WINDOW (self));
  if (n_files == 0)
    return;
  if (self->session)
    {
      /* The session says how it went ("notice"), here as well. */
      self->importing_here = TRUE;
      gamao_history_session_import_files (self->session, files, n_files);
      self->importing_here = gamao_history_session_get_importing (self->session);
      return;
    }
  imported = gamao_store_import_files (self->store, files, n_files, failures);
  g_autofree char *summary = gamao_store_import_summary (imported, failures);
  g_autofree char *details = NULL;
  if (failures->len > 1)
    {
      g_ptr_array_add (failures, NULL);
      details = g_strjoinv ("\n", (char **) failures->pdata);
    }
  show_import_details (self, summary, details);
  if (imported > 0)
    {
      gamao_history_window_refill (self);
    }
}

gboolean
gamao_history_window_import_file (GamaoHistoryWindow *self, GFile *file, GError **error)
{
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (GAMAO_IS_HISTORY_WINDOW (self), FALSE);
  if (!g_file_load_contents (file, NULL, &text, &length, NULL, error)
      || gamao_store_import (self->store, text, length, error) == 0)
    return FALSE;
  gamao_history_window_refill (self);
  return TRUE;
}

gboolean
gamao_history_window_export_file (GamaoHistoryWindow *self, gint64 id, GFile *file,
                                  GError **error)
{
  g_autofree char *text = NULL;

  g_autofree char *name = g_file_get_basename (file);
  GamaoMatchFileFormat format = GAMAO_MATCH_FILE_MAT;

  g_return_val_if_fail (GAMAO_IS_HISTORY_WINDOW (self), FALSE);
  /* .sgf when the name says so, the .mat form for any other name. */
  gamao_match_file_format_for_name (name, &format);
  text = gamao_store_export_as (self->store, id, format, error);
  return text && g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, error);
}

static GtkFileFilter *
file_filter (const char *name, const char *pattern)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autofree char *upper = g_ascii_strup (pattern, -1);

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_add_pattern (filter, upper);
  return filter;
}

/* Import reads either format by its content; server logs often end in
 * .txt. */
static GtkFileFilter *
match_files_filter (void)
{
  GtkFileFilter *filter = file_filter (_("Match files (.mat, .sgf, .txt)"), "*.mat");

  gtk_file_filter_add_pattern (filter, "*.sgf");
  gtk_file_filter_add_pattern (filter, "*.SGF");
  gtk_file_filter_add_pattern (filter, "*.txt");
  return filter;
}

/* "Ana-Bia-7pt-2026-11-24.mat": who played, the length and the date
 * the match began, in characters every file system takes. */
static char *
default_file_name (GamaoHistoryWindow *self, gint64 id)
{
  g_autoptr (GamaoMatchSummary) summary = gamao_store_get_summary (self->store, id, NULL);
  g_autoptr (GString) name = g_string_new (NULL);

  if (!summary)
    return g_strdup_printf ("gamao-%lld.mat", (long long) id);
  for (int player = 0; player < 2; player++)
    {
      const char *who = gamao_match_summary_get_name (summary, player);
      for (const char *p = who; p && *p; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);
          if (g_unichar_isalnum (c))
            g_string_append_unichar (name, c);
          else if (name->len > 0 && name->str[name->len - 1] != '-')
            g_string_append_c (name, '-');
        }
      if (name->len > 0 && name->str[name->len - 1] != '-')
        g_string_append_c (name, '-');
    }
  if (gamao_match_summary_get_length (summary) > 0)
    g_string_append_printf (name, "%upt-", gamao_match_summary_get_length (summary));
  else
    /* Translators: a money session, in a file name: one word, no spaces. */
    g_string_append_printf (name, "%s-", _("session"));
  g_autoptr (GDateTime) started = g_date_time_new_from_unix_local (
    gamao_match_summary_get_created (summary));
  g_autofree char *date = started ? g_date_time_format (started, "%Y-%m-%d") : NULL;
  g_string_append_printf (name, "%s.mat", date ? date : "");
  return g_string_free (g_steal_pointer (&name), FALSE);
}

/* The file chooser's answer; the export's match id rides on the dialog. */
static void
on_file_chosen (GtkNativeDialog *dialog, int response, GamaoHistoryWindow *self)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "match-id"));
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;

  if (response == GTK_RESPONSE_ACCEPT && file)
    {
      name = g_file_get_parse_name (file);
      if (!id && self->session)
        gamao_history_window_import_files (self, &file, 1);
      else if (!(id ? gamao_history_window_export_file (self, id, file, &error)
                    : gamao_history_window_import_file (self, file, &error)))
        {
          g_autofree char *text = g_strdup_printf ("%s: %s", name, error->message);
          gamao_history_window_say (self, text);
        }
      else if (id)
        {
          g_autoptr (GSettings) settings = g_settings_new (APP_ID);
          g_autofree char *text = g_strdup_printf (_("Exported to %s"), name);

          gamao_export_folder_remember (settings, file);
          gamao_history_window_say (self, text);
        }
      else
        gamao_history_window_say (self, _("Match imported"));
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
choose_file (GamaoHistoryWindow *self, gint64 id)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
    id ? _("Export the Match") : _("Import a Match"), GTK_WINDOW (self),
    id ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
    id ? _("_Export") : _("_Import"), NULL);

  if (id)
    {
      g_autofree char *name = default_file_name (self, id);
      g_autoptr (GSettings) settings = g_settings_new (APP_ID);
      g_autoptr (GFile) folder = gamao_export_folder_get (settings);

      /* The format follows the name; the filters offer both. */
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                                   file_filter (_("Jellyfish match (.mat)"), "*.mat"));
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                                   file_filter (_("GNU Backgammon match (.sgf)"), "*.sgf"));
      /* The documents folder, then wherever the last export went. */
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
      g_object_set_data (G_OBJECT (chooser), "match-id", GSIZE_TO_POINTER ((gsize) id));
    }
  else
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), match_files_filter ());
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_file_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
import_details_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);
  GtkWidget *dialog;

  if (!self->import_details)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Files Not Imported"),
                                   self->import_details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Match files dropped on the history are imported into it. */
static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y,
         GamaoHistoryWindow *self)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new ();

  for (GSList *l = g_value_get_boxed (value); l; l = l->next)
    g_ptr_array_add (files, l->data);
  if (files->len == 0)
    return FALSE;
  gamao_history_window_import_files (self, (GFile *const *) files->pdata, files->len);
  return TRUE;
}

static void
stop_import_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);

  if (self->session)
    gamao_history_session_stop_import (self->session);
}

/* The bar above the list while files are imported: how far, and Stop.
 * A single file has no parts to count: the bar pulses. */
static gboolean
update_import_bar (gpointer data)
{
  GamaoHistoryWindow *self = data;
  g_autofree char *text = NULL;
  guint done, total;

  gamao_history_session_get_import_counts (self->session, &done, &total);
  if (total > 1)
    {
      text = g_strdup_printf (ngettext ("Importing file %u of %u", "Importing file %u of %u",
                                        total),
                              MIN (done + 1, total), total);
      gtk_progress_bar_set_fraction (self->import_progress, done / (double) total);
    }
  else
    {
      text = g_strdup (_("Importing the match file"));
      gtk_progress_bar_pulse (self->import_progress);
    }
  gtk_label_set_text (self->import_label, text);
  return G_SOURCE_CONTINUE;
}

static void
on_importing_changed (GamaoHistoryWindow *self)
{
  gboolean importing = gamao_history_session_get_importing (self->session);

  gtk_widget_set_visible (self->import_bar, importing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.import", !importing);
  if (importing && !self->import_tick)
    {
      self->import_tick = g_timeout_add (100, update_import_bar, self);
      update_import_bar (self);
    }
  else if (!importing)
    {
      g_clear_handle_id (&self->import_tick, g_source_remove);
      self->importing_here = FALSE;
    }
}

/* The session's words on an import begun here show here too. */
static void
on_session_notice (GamaoHistoryWindow *self, const char *text, const char *title,
                   const char *details)
{
  if (self->importing_here)
    show_import_details (self, text, details);
}

static void
import_action (GtkWidget *widget, const char *name, GVariant *param)
{
  choose_file (GAMAO_HISTORY_WINDOW (widget), 0);
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  choose_file (GAMAO_HISTORY_WINDOW (widget), g_variant_get_int64 (param));
}

void
gamao_history_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "history.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "history.stop-import", NULL, stop_import_action);
  gtk_widget_class_install_action (widget_class, "history.import-details", NULL,
                                   import_details_action);
  gtk_widget_class_install_action (widget_class, "history.export", "x", export_action);
}

void
gamao_history_window_files_init (GamaoHistoryWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect_object (drop, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

void
gamao_history_window_files_follow (GamaoHistoryWindow *self, GamaoHistorySession *session)
{
  g_signal_connect_object (session, "notify::importing", G_CALLBACK (on_importing_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notice", G_CALLBACK (on_session_notice), self,
                           G_CONNECT_SWAPPED);
  on_importing_changed (self);
}
