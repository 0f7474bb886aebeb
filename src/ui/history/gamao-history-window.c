/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-window.h"

#include "gamao-app-window.h"
#include "gamao-notice.h"
#include "gamao-match-file.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-a11y.h"
#include "gamao-export-folder.h"
#include "gamao-history-row.h"
#include "gamao-match-list.h"
#include "gamao-replay-window.h"
#include "gamao-stats-window.h"

struct _GamaoHistoryWindow
{
  AdwWindow parent_instance;

  GamaoStore *store;
  GamaoMatchList *matches;      /* pages the rows from the store as they are shown */
  GStrv opponents;
  GArray *lengths;              /* of guint: the lengths in the length menu, after "any" */
  gboolean updating;

  GamaoNotice *notice;
  GtkSearchEntry *search_entry;
  GtkDropDown *sort_dropdown;
  GtkDropDown *length_dropdown;
  GtkDropDown *period_dropdown;
  GtkDropDown *analysed_dropdown;
  GtkDropDown *opponent_dropdown;
  GtkDropDown *result_dropdown;
  AdwStatusPage *empty_page;
  GtkStack *stack;
  GtkListView *match_list;
  GtkWidget *analysis_bar;
  GtkLabel *analysis_label;
  GtkProgressBar *analysis_progress;
  GamaoAnalysisQueue *queue;
  char *import_details;      /* why the files last dropped were refused */
};

G_DEFINE_FINAL_TYPE (GamaoHistoryWindow, gamao_history_window, ADW_TYPE_WINDOW)

enum
{
  CONTINUE_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
gamao_history_window_dispose (GObject *object)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (object);

  g_clear_object (&self->queue);
  g_clear_object (&self->store);
  g_clear_object (&self->matches);
  g_clear_pointer (&self->opponents, g_strfreev);
  g_clear_pointer (&self->lengths, g_array_unref);
  g_clear_pointer (&self->import_details, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_HISTORY_WINDOW);
  G_OBJECT_CLASS (gamao_history_window_parent_class)->dispose (object);
}

static void
say (GamaoHistoryWindow *self, const char *text)
{
  gamao_notice_show (self->notice, text);
}

/* The opponent chosen, or NULL for all. */
static const char *
chosen_opponent (GamaoHistoryWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->opponent_dropdown);

  if (i == 0 || i == GTK_INVALID_LIST_POSITION || !self->opponents
      || i > g_strv_length (self->opponents))
    return NULL;
  return self->opponents[i - 1];
}

static void
show_list_or_empty (GamaoHistoryWindow *self)
{
  const GError *error = gamao_match_list_get_error (self->matches);
  const GamaoStoreQuery *q = gamao_match_list_get_query (self->matches);
  gboolean everything = !q->opponent && !q->search && q->result == GAMAO_STORE_FILTER_ALL
                        && !q->since && !q->until && !q->by_length
                        && q->analysed == GAMAO_STORE_ANALYSED_ANY;

  if (error)
    say (self, error->message);
  adw_status_page_set_title (self->empty_page, everything ? _("No Matches")
                                                          : _("No Matches Found"));
  adw_status_page_set_description (self->empty_page,
                                   everything ? _("Matches you play are kept here.")
                                              : _("Try other words or filters."));
  gtk_stack_set_visible_child_name (
    self->stack, g_list_model_get_n_items (G_LIST_MODEL (self->matches)) > 0 ? "list" : "empty");
}

/* The time range of the period menu's choice `i`: the last 7 days, 30
 * days, 12 months, or before those. */
static void
choose_period (guint i, GamaoStoreQuery *query)
{
  static const int days[] = { 0, 7, 30, 365 };
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (i > 0 && i < G_N_ELEMENTS (days))
    query->since = now - days[i] * (gint64) 86400;
  else if (i == G_N_ELEMENTS (days))
    query->until = now - days[i - 1] * (gint64) 86400;
}

/* The filters, the search and the order chosen, in one query: the list
 * is emptied and filled again. FALSE when they were already applied. */
static gboolean
apply_filter (GamaoHistoryWindow *self)
{
  guint length = gtk_drop_down_get_selected (self->length_dropdown);
  GamaoStoreQuery query = {
    .opponent = chosen_opponent (self),
    .result = (GamaoStoreFilter) gtk_drop_down_get_selected (self->result_dropdown),
    .search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry)),
    .analysed = (GamaoStoreAnalysed) gtk_drop_down_get_selected (self->analysed_dropdown),
    .sort = (GamaoStoreSort) gtk_drop_down_get_selected (self->sort_dropdown),
  };

  if (length > 0 && self->lengths && length <= self->lengths->len)
    {
      query.by_length = TRUE;
      query.length = g_array_index (self->lengths, guint, length - 1);
    }
  choose_period (gtk_drop_down_get_selected (self->period_dropdown), &query);
  return gamao_match_list_set_query (self->matches, &query);
}

/* Read again: matches came from elsewhere, or the weights changed and
 * every analysis shown may be out of date. */
static void
refresh (GamaoHistoryWindow *self)
{
  gamao_match_list_reload (self->matches);
}

/* The opponents' menu: all, then every name in the history. */
static void
fill_opponents (GamaoHistoryWindow *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *previous = g_strdup (chosen_opponent (self));
  guint selected = 0;

  self->updating = TRUE;
  g_clear_pointer (&self->opponents, g_strfreev);
  self->opponents = gamao_store_list_opponents (self->store, NULL);
  gtk_string_list_append (names, _("All Opponents"));
  for (guint i = 0; self->opponents && self->opponents[i]; i++)
    {
      gtk_string_list_append (names, self->opponents[i]);
      if (g_strcmp0 (previous, self->opponents[i]) == 0)
        selected = i + 1;
    }
  gtk_drop_down_set_model (self->opponent_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->opponent_dropdown, selected);
  self->updating = FALSE;
}

/* The length menu: any, then every length in the history. */
static void
fill_lengths (GamaoHistoryWindow *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint before = gtk_drop_down_get_selected (self->length_dropdown);
  guint previous = self->lengths && before > 0 && before <= self->lengths->len
                     ? g_array_index (self->lengths, guint, before - 1) + 1
                     : 0;
  guint selected = 0;

  self->updating = TRUE;
  g_clear_pointer (&self->lengths, g_array_unref);
  self->lengths = gamao_store_list_lengths (self->store, NULL);
  gtk_string_list_append (names, _("Any Length"));
  for (guint i = 0; self->lengths && i < self->lengths->len; i++)
    {
      guint points = g_array_index (self->lengths, guint, i);
      g_autofree char *name = points ? g_strdup_printf (ngettext ("%u Point", "%u Points", points),
                                                        points)
                                     : g_strdup (_("Money Sessions"));
      gtk_string_list_append (names, name);
      if (points + 1 == previous)
        selected = i + 1;
    }
  gtk_drop_down_set_model (self->length_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->length_dropdown, selected);
  self->updating = FALSE;
}

static void
fill_menus (GamaoHistoryWindow *self)
{
  fill_opponents (self);
  fill_lengths (self);
}

static void
on_filter_changed (GamaoHistoryWindow *self)
{
  if (!self->updating)
    apply_filter (self);
}

/* The list's factory: a row made once, bound to match after match. */
static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  gtk_list_item_set_child (item, gamao_history_row_new ());
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, GamaoHistoryWindow *self)
{
  GamaoMatchSummary *m = gtk_list_item_get_item (item);

  if (m)
    gamao_history_row_bind (GAMAO_HISTORY_ROW (gtk_list_item_get_child (item)), m,
                            self->queue ? gamao_analysis_queue_get_weights (self->queue) : NULL);
}

/* A click or Enter on a row opens its match for replay. */
static void
on_row_activated (GtkListView *view, guint position, GamaoHistoryWindow *self)
{
  g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (G_LIST_MODEL (self->matches),
                                                           position);

  if (m)
    gtk_widget_activate_action (GTK_WIDGET (self), "history.open", "x",
                                gamao_match_summary_get_id (m));
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  GamaoReplayWindow *replay = gamao_replay_window_new (GTK_WINDOW (self), self->store,
                                                       g_variant_get_int64 (param), &error);

  if (!replay)
    say (self, error->message);
  else
    gtk_window_present (GTK_WINDOW (replay));
}

static void
continue_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  gint64 id = g_variant_get_int64 (param);
  g_autoptr (GamaoMatch) match = gamao_store_resume (self->store, id, &error);

  if (!match)
    {
      say (self, error->message);
      return;
    }
  /* The owner plays it on, in the same row of the history. */
  g_signal_emit (self, signals[CONTINUE_REQUESTED], 0, id, match);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
delete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!gamao_match_list_delete (self->matches, g_variant_get_int64 (param), &error))
    {
      say (self, error->message);
      return;
    }
  gamao_notice_show_with_action (self->notice, _("Match deleted"), _("_Undo"),
                                 "history.undelete",
                                 g_variant_new_int64 (g_variant_get_int64 (param)));
}

static void
undelete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!gamao_match_list_undelete (self->matches, g_variant_get_int64 (param), &error))
    say (self, error->message);
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
  fill_menus (self);
  refresh (self);
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
      if (!(id ? gamao_history_window_export_file (self, id, file, &error)
               : gamao_history_window_import_file (self, file, &error)))
        {
          g_autofree char *text = g_strdup_printf ("%s: %s", name, error->message);
          say (self, text);
        }
      else if (id)
        {
          g_autoptr (GSettings) settings = g_settings_new (APP_ID);
          g_autofree char *text = g_strdup_printf (_("Exported to %s"), name);

          gamao_export_folder_remember (settings, file);
          say (self, text);
        }
      else
        say (self, _("Match imported"));
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

/* Match files dropped on the history are imported into it: one notice
 * for the lot, with every refusal (file, line, reason) behind Details. */
static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y,
         GamaoHistoryWindow *self)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new ();
  g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);

  for (GSList *l = g_value_get_boxed (value); l; l = l->next)
    g_ptr_array_add (files, l->data);
  if (files->len == 0)
    return FALSE;
  guint imported = gamao_store_import_files (self->store, (GFile *const *) files->pdata,
                                             files->len, failures);
  g_autofree char *summary = gamao_store_import_summary (imported, failures);
  if (failures->len > 1)
    {
      g_ptr_array_add (failures, NULL);
      g_free (self->import_details);
      self->import_details = g_strjoinv ("\n", (char **) failures->pdata);
      gamao_notice_show_with_action (self->notice, summary, _("_Details"),
                                     "history.import-details", NULL);
    }
  else
    gamao_notice_show (self->notice, summary);
  if (imported > 0)
    {
      fill_menus (self);
      refresh (self);
    }
  return TRUE;
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

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (gamao_stats_window_new (GTK_WINDOW (self), self->store,
                                                          chosen_opponent (self))));
}

static void
analyse_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);

  if (self->queue)
    gamao_analysis_queue_add (self->queue, g_variant_get_int64 (param));
}

static void
stop_analysis_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);

  if (self->queue)
    gamao_analysis_queue_stop (self->queue);
}

/* The bar above the list: which match is analysed and how far. */
static void
update_analysis_bar (GamaoHistoryWindow *self)
{
  gint64 id = gamao_analysis_queue_get_current (self->queue);
  g_autoptr (GamaoMatchSummary) m = id ? gamao_store_get_summary (self->store, id, NULL) : NULL;
  guint waiting = gamao_analysis_queue_get_n_pending (self->queue);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->analysis_bar, id != 0);
  if (!id)
    return;
  if (m && waiting)
    text = g_strdup_printf (ngettext ("Analysing %s – %s (%u more waiting)",
                                      "Analysing %s – %s (%u more waiting)", waiting),
                            gamao_match_summary_get_name (m, 0),
                            gamao_match_summary_get_name (m, 1), waiting);
  else if (m)
    text = g_strdup_printf (_("Analysing %s – %s"), gamao_match_summary_get_name (m, 0),
                            gamao_match_summary_get_name (m, 1));
  else
    text = g_strdup (_("Analysing a match"));
  gtk_label_set_text (self->analysis_label, text);
  gtk_progress_bar_set_fraction (self->analysis_progress,
                                 gamao_analysis_queue_get_progress (self->queue));
}

static void
on_analysis_finished (GamaoHistoryWindow *self, gint64 id)
{
  gamao_match_list_row_changed (self->matches, id);
}

void
gamao_history_window_set_analysis_queue (GamaoHistoryWindow *self, GamaoAnalysisQueue *queue)
{
  g_return_if_fail (GAMAO_IS_HISTORY_WINDOW (self));

  if (!g_set_object (&self->queue, queue) || !queue)
    return;
  g_signal_connect_object (queue, "notify::current", G_CALLBACK (update_analysis_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (queue, "notify::progress", G_CALLBACK (update_analysis_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (queue, "notify::n-pending", G_CALLBACK (update_analysis_bar), self,
                           G_CONNECT_SWAPPED);
  /* A match analysed shows its PR in its row. */
  g_signal_connect_object (queue, "finished", G_CALLBACK (on_analysis_finished), self,
                           G_CONNECT_SWAPPED);
  /* Analyses made with other weights show as out of date. */
  g_signal_connect_object (queue, "notify::weights", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  update_analysis_bar (self);
  if (gamao_analysis_queue_get_weights (queue))
    refresh (self);
}

static void
gamao_history_window_class_init (GamaoHistoryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_history_window_dispose;

  signals[CONTINUE_REQUESTED] = g_signal_new ("continue-requested", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 2, G_TYPE_INT64, GAMAO_TYPE_MATCH);

  g_type_ensure (GAMAO_TYPE_NOTICE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/history/gamao-history-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, notice);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, sort_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, length_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, period_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, analysed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, opponent_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, result_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, match_list);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, analysis_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, analysis_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, analysis_progress);

  gtk_widget_class_install_action (widget_class, "history.open", "x", open_action);
  gtk_widget_class_install_action (widget_class, "history.continue", "x", continue_action);
  gtk_widget_class_install_action (widget_class, "history.delete", "x", delete_action);
  gtk_widget_class_install_action (widget_class, "history.undelete", "x", undelete_action);
  gtk_widget_class_install_action (widget_class, "history.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "history.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "history.import-details", NULL,
                                   import_details_action);
  gtk_widget_class_install_action (widget_class, "history.export", "x", export_action);
  gtk_widget_class_install_action (widget_class, "history.analyse", "x", analyse_action);
  gtk_widget_class_install_action (widget_class, "history.stop-analysis", NULL,
                                   stop_analysis_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gamao_history_window_init (GamaoHistoryWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_row), self, 0);
  gtk_list_view_set_factory (self->match_list, factory);
  g_object_unref (factory);
  g_signal_connect_object (self->match_list, "activate", G_CALLBACK (on_row_activated), self, 0);
  /* A screen reader finds the page on show only, by its title. */
  gamao_a11y_follow_visible_child (GTK_WIDGET (self->stack));
  GtkDropDown *menus[] = { self->opponent_dropdown, self->result_dropdown, self->sort_dropdown,
                           self->length_dropdown, self->period_dropdown,
                           self->analysed_dropdown };
  for (guint i = 0; i < G_N_ELEMENTS (menus); i++)
    g_signal_connect_object (menus[i], "notify::selected", G_CALLBACK (on_filter_changed), self,
                             G_CONNECT_SWAPPED);
  /* The words as they are typed (GtkSearchEntry waits for a pause);
   * typing anywhere in the window goes to the search. */
  g_signal_connect_object (self->search_entry, "search-changed", G_CALLBACK (on_filter_changed),
                           self, G_CONNECT_SWAPPED);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_object (drop, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

GamaoHistoryWindow *
gamao_history_window_new (GtkWindow *parent, GamaoStore *store)
{
  g_autoptr (GtkNoSelection) selection = NULL;
  GamaoHistoryWindow *self = g_object_new (GAMAO_TYPE_HISTORY_WINDOW, "transient-for", parent,
                                           NULL);

  gamao_app_window_join (GTK_WINDOW (self), parent);
  self->store = g_object_ref (store);
  fill_menus (self);
  self->matches = gamao_match_list_new (store);
  apply_filter (self);
  g_signal_connect_object (self->matches, "items-changed", G_CALLBACK (show_list_or_empty), self,
                           G_CONNECT_SWAPPED);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->matches)));
  gtk_list_view_set_model (self->match_list, GTK_SELECTION_MODEL (selection));
  show_list_or_empty (self);
  return self;
}

void
gamao_history_window_reload (GamaoHistoryWindow *self)
{
  g_return_if_fail (GAMAO_IS_HISTORY_WINDOW (self));
  fill_menus (self);
  refresh (self);
}

GListModel *
gamao_history_window_get_matches (GamaoHistoryWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_WINDOW (self), NULL);
  return G_LIST_MODEL (self->matches);
}

void
gamao_history_window_set_search (GamaoHistoryWindow *self, const char *words)
{
  g_return_if_fail (GAMAO_IS_HISTORY_WINDOW (self));
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), words ? words : "");
  self->updating = FALSE;
  /* At once, without the entry's pause. */
  apply_filter (self);
}

void
gamao_history_window_set_filter (GamaoHistoryWindow *self, const char *opponent,
                                 GamaoStoreFilter filter)
{
  guint selected = 0;

  g_return_if_fail (GAMAO_IS_HISTORY_WINDOW (self));
  for (guint i = 0; opponent && self->opponents && self->opponents[i]; i++)
    if (g_str_equal (opponent, self->opponents[i]))
      selected = i + 1;
  self->updating = TRUE;
  gtk_drop_down_set_selected (self->opponent_dropdown, selected);
  gtk_drop_down_set_selected (self->result_dropdown, (guint) filter);
  self->updating = FALSE;
  if (!apply_filter (self))
    refresh (self);
}
