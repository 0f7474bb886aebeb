/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-window-private.h"

#include "gamao-app-window.h"
#include "gamao-notice.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-a11y.h"
#include "gamao-history-row.h"
#include "gamao-match-list.h"
#include "gamao-replay-window.h"
#include "gamao-stats-window.h"


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

  g_clear_handle_id (&self->import_tick, g_source_remove);
  g_clear_object (&self->session);
  g_clear_object (&self->queue);
  g_clear_object (&self->store);
  g_clear_object (&self->matches);
  g_clear_pointer (&self->opponents, g_strfreev);
  g_clear_pointer (&self->lengths, g_array_unref);
  g_clear_pointer (&self->import_details, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_HISTORY_WINDOW);
  G_OBJECT_CLASS (gamao_history_window_parent_class)->dispose (object);
}

void
gamao_history_window_say (GamaoHistoryWindow *self, const char *text)
{
  gamao_notice_show (self->notice, text);
}

static void
say (GamaoHistoryWindow *self, const char *text)
{
  gamao_history_window_say (self, text);
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

void
gamao_history_window_refill (GamaoHistoryWindow *self)
{
  fill_menus (self);
  refresh (self);
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
on_row_activated (GtkGridView *view, guint position, GamaoHistoryWindow *self)
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

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoHistoryWindow *self = GAMAO_HISTORY_WINDOW (widget);

  /* The record over the matches listed: the same query. */
  gtk_window_present (GTK_WINDOW (gamao_stats_window_new_for_query (
    GTK_WINDOW (self), self->store, gamao_match_list_get_query (self->matches))));
}

/* The mistakes library is the game window's (win.mistakes): asked of
 * the window the history stands for, as its menu would. */
static void
mistakes_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (parent)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.mistakes", NULL);
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

void
gamao_history_window_set_session (GamaoHistoryWindow *self, GamaoHistorySession *session)
{
  g_return_if_fail (GAMAO_IS_HISTORY_WINDOW (self));
  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  gamao_history_window_set_analysis_queue (self,
                                           gamao_history_session_get_analysis_queue (session));
  gamao_history_window_files_follow (self, session);
  /* Matches imported or played elsewhere show at once. */
  g_signal_connect_object (session, "notify::n-matches", G_CALLBACK (gamao_history_window_reload),
                           self, G_CONNECT_SWAPPED);
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
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, import_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, import_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoHistoryWindow, import_progress);

  gtk_widget_class_install_action (widget_class, "history.open", "x", open_action);
  gtk_widget_class_install_action (widget_class, "history.continue", "x", continue_action);
  gtk_widget_class_install_action (widget_class, "history.delete", "x", delete_action);
  gtk_widget_class_install_action (widget_class, "history.undelete", "x", undelete_action);
  gtk_widget_class_install_action (widget_class, "history.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "history.mistakes", NULL, mistakes_action);
  gtk_widget_class_install_action (widget_class, "history.analyse", "x", analyse_action);
  gtk_widget_class_install_action (widget_class, "history.stop-analysis", NULL,
                                   stop_analysis_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gamao_history_window_files_class_init (widget_class);
}

static void
gamao_history_window_init (GamaoHistoryWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_row), self, 0);
  gtk_grid_view_set_factory (self->match_list, factory);
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
  gamao_history_window_files_init (self);
}

GamaoHistoryWindow *
gamao_history_window_new (GtkWindow *parent, GamaoStore *store)
{
  g_autoptr (GtkNoSelection) selection = NULL;
  GamaoHistoryWindow *self = g_object_new (GAMAO_TYPE_HISTORY_WINDOW, "transient-for", parent,
                                           NULL);

  gamao_app_window_join (GTK_WINDOW (self), parent);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.mistakes", parent != NULL);
  self->store = g_object_ref (store);
  fill_menus (self);
  self->matches = gamao_match_list_new (store);
  apply_filter (self);
  g_signal_connect_object (self->matches, "items-changed", G_CALLBACK (show_list_or_empty), self,
                           G_CONNECT_SWAPPED);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->matches)));
  gtk_grid_view_set_model (self->match_list, GTK_SELECTION_MODEL (selection));
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
