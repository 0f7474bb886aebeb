/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The mistakes library's window: see gamao-mistakes-window.h. The
 * rows, filters and order are the store's query; this window turns the
 * drop-downs into one and shows the list it gives. */
#define G_LOG_DOMAIN "gamao-mistakes"

#include "config.h"

#include "gamao-mistakes-window.h"

#include "gamao-drill-person.h"
#include "gamao-drill-window.h"
#include "gamao-habits.h"
#include "gamao-mistake-row.h"
#include "gamao-name-dropdown.h"
#include "gamao-progress-chart.h"
#include "gamao-drill-progress.h"
#include "gamao-store-analysis.h"

#include <glib/gi18n.h>
#include <string.h>

struct _GamaoMistakesWindow
{
  AdwWindow parent_instance;

  GamaoStore *store;
  GSettings *settings;
  GamaoPagedList *mistakes;
  GStrv opponents;              /* the opponent drop-down's names after "All" */

  GtkDropDown *kind_dropdown;
  GtkDropDown *phase_dropdown;
  GtkDropDown *cost_dropdown;
  GtkDropDown *opponent_dropdown;
  GtkDropDown *period_dropdown;
  GtkDropDown *sort_dropdown;
  GtkWidget *habits_label;
  GtkWidget *progress_expander;
  GamaoProgressChart *progress_chart;
  GtkWidget *filters;
  GtkWidget *more_filters;
  GtkStack *stack;
  /* A grid view of one column: GTK 4.8's list view makes some 200 row
   * widgets however few are seen (shelf measured 205 against 33), and
   * each row here draws a board. */
  GtkGridView *list_view;
  GtkBox *names_box;
  GtkMenuButton *names_button;
  GtkWidget *practise_button;
};

G_DEFINE_FINAL_TYPE (GamaoMistakesWindow, gamao_mistakes_window, ADW_TYPE_WINDOW)

enum
{
  OPEN_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The drop-downs' items, in their order (after "All"). */
static const GamaoMistakeKind kind_items[] = {
  GAMAO_MISTAKE_CHECKER, GAMAO_MISTAKE_DOUBLE, GAMAO_MISTAKE_NO_DOUBLE,
  GAMAO_MISTAKE_TAKE,    GAMAO_MISTAKE_PASS,   GAMAO_MISTAKE_BEAVER,
};
static const GamaoPhase phase_items[] = {
  GAMAO_PHASE_BEAR_OFF,  GAMAO_PHASE_RACE,  GAMAO_PHASE_OPENING,
  GAMAO_PHASE_BACK_GAME, GAMAO_PHASE_PRIME, GAMAO_PHASE_CONTACT,
};
static const GamaoMark cost_items[] = { GAMAO_MARK_DOUBTFUL, GAMAO_MARK_BAD,
                                        GAMAO_MARK_VERY_BAD };
static const int period_days[] = { 0, 7, 30, 365 };

static void
show_page (GamaoMistakesWindow *self)
{
  g_autoptr (GError) error = NULL;
  const char *page = "list";

  if (!gamao_store_has_analysis (self->store, &error))
    page = "no-analysis";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->mistakes)) == 0)
    page = "empty";
  gtk_stack_set_visible_child_name (self->stack, page);
  /* Nothing to filter before the first analysis. */
  gtk_widget_set_visible (self->filters, g_strcmp0 (page, "no-analysis") != 0);
  gtk_widget_set_visible (self->more_filters, g_strcmp0 (page, "no-analysis") != 0);
  gtk_widget_set_sensitive (self->practise_button, g_strcmp0 (page, "no-analysis") != 0);
}

static void
query_of (GamaoMistakesWindow *self, GamaoMistakeQuery *query, GStrv names)
{
  guint kind = gtk_drop_down_get_selected (self->kind_dropdown);
  guint phase = gtk_drop_down_get_selected (self->phase_dropdown);
  guint cost = gtk_drop_down_get_selected (self->cost_dropdown);
  guint period = gtk_drop_down_get_selected (self->period_dropdown);

  memset (query, 0, sizeof *query);
  query->my_names = (const char *const *) names;
  if (kind > 0 && kind <= G_N_ELEMENTS (kind_items))
    query->kinds = 1u << kind_items[kind - 1];
  if (phase > 0 && phase <= G_N_ELEMENTS (phase_items))
    query->phases = 1u << phase_items[phase - 1];
  query->min_mark = cost < G_N_ELEMENTS (cost_items) ? cost_items[cost] : GAMAO_MARK_DOUBTFUL;
  query->opponent = gamao_name_dropdown_get (self->opponent_dropdown,
                                             (const char *const *) self->opponents);
  if (period > 0 && period < G_N_ELEMENTS (period_days))
    query->since = g_get_real_time () / G_USEC_PER_SEC - period_days[period] * (gint64) 86400;
  query->sort = gtk_drop_down_get_selected (self->sort_dropdown) == 1 ? GAMAO_MISTAKES_BY_DATE
                                                                      : GAMAO_MISTAKES_BY_COST;
}

/* The habits that cost most, in sentences, above the list (of every
 * mistake of the person, whatever the filters). */
static void
show_habits (GamaoMistakesWindow *self, const GamaoMistakeQuery *query)
{
  GamaoMistakeQuery mine = { .player = query->player, .my_names = query->my_names };
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) recent = gamao_store_list_recent_decisions (self->store, &mine,
                                                                  GAMAO_HABITS_DECISIONS, &error);
  GamaoHabit habits[GAMAO_HABITS_MAX];
  g_autoptr (GString) text = g_string_new (NULL);
  guint n = recent ? gamao_habits_find ((const GamaoRecentDecision *) recent->data, recent->len,
                                        habits, G_N_ELEMENTS (habits))
                   : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *sentence = gamao_habit_sentence (&habits[i]);
      g_string_append_printf (text, "%s%s", i ? "\n" : "", sentence);
    }
  gtk_label_set_text (GTK_LABEL (self->habits_label), text->str);
  gtk_widget_set_visible (self->habits_label, n > 0);
}

/* The drills and the matches week by week (of every decision of the
 * person, whatever the filters). */
static void
show_progress (GamaoMistakesWindow *self)
{
  g_auto (GStrv) names = gamao_drill_person_names (self->settings);
  GamaoMistakeQuery mine = { .my_names = (const char *const *) names };
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) weeks = gamao_progress_weeks_of (self->store, &mine, &error);

  if (!weeks)
    g_warning ("The progress cannot be read: %s", error->message);
  gamao_progress_chart_set_weeks (self->progress_chart, weeks);
  gtk_widget_set_visible (self->progress_expander, weeks && weeks->len > 0);
}

static void
apply_filters (GamaoMistakesWindow *self)
{
  g_auto (GStrv) names = gamao_drill_person_names (self->settings);
  GamaoMistakeQuery query;

  query_of (self, &query, names);
  show_habits (self, &query);
  if (self->mistakes)
    gamao_store_mistakes_model_set_query (self->mistakes, &query);
  else
    self->mistakes = gamao_store_mistakes_model (self->store, &query);
  show_page (self);
}

static void
on_setup (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_list_item_set_child (item, gamao_mistake_row_new ());
}

static void
on_bind (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GamaoMistake *mistake = gtk_list_item_get_item (item);

  if (mistake)
    gamao_mistake_row_bind (GAMAO_MISTAKE_ROW (gtk_list_item_get_child (item)), mistake);
}

static void
on_activate (GamaoMistakesWindow *self, guint position)
{
  g_autoptr (GamaoMistake) mistake = g_list_model_get_item (G_LIST_MODEL (self->mistakes),
                                                            position);

  if (mistake)
    g_signal_emit (self, signals[OPEN_REQUESTED], 0, mistake);
}

static void
fill_opponents (GamaoMistakesWindow *self)
{
  g_autoptr (GError) error = NULL;

  self->opponents = gamao_store_list_analysed_opponents (self->store, &error);
  gamao_name_dropdown_fill (self->opponent_dropdown, _("All Opponents"),
                            (const char *const *) self->opponents, NULL);
}

static void
on_name_toggled (GtkCheckButton *button, GamaoMistakesWindow *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "name");
  g_auto (GStrv) names = gamao_drill_person_names (self->settings);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; names[i]; i++)
    if (g_strcmp0 (names[i], name) != 0)
      g_strv_builder_add (builder, names[i]);
  if (gtk_check_button_get_active (button))
    g_strv_builder_add (builder, name);
  g_auto (GStrv) chosen = g_strv_builder_end (builder);
  if (self->settings)
    g_settings_set_strv (self->settings, "my-names", (const char *const *) chosen);
  apply_filters (self);
  show_progress (self);
}

/* A check button per person of the history: the names chosen are the
 * person at this desk in the matches they imported. */
static void
fill_names (GamaoMistakesWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) people = gamao_store_list_people (self->store, &error);
  g_auto (GStrv) names = gamao_drill_person_names (self->settings);

  gtk_widget_set_sensitive (GTK_WIDGET (self->names_button), self->settings && people && people[0]);
  for (guint i = 0; people && people[i]; i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (people[i]);

      g_object_set_data_full (G_OBJECT (check), "name", g_strdup (people[i]), g_free);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   g_strv_contains ((const char *const *) names, people[i]));
      g_signal_connect_object (check, "toggled", G_CALLBACK (on_name_toggled), self, 0);
      gtk_box_append (self->names_box, check);
    }
}

/* The drill, on the person's mistakes (whatever the filters: SM-2
 * decides the order). */
static void
on_practise (GamaoMistakesWindow *self)
{
  g_auto (GStrv) names = gamao_drill_person_names (self->settings);
  GamaoMistakeQuery query = { .my_names = (const char *const *) names };
  GamaoDrillWindow *drill = gamao_drill_window_new (GTK_WINDOW (self), self->store, &query);

  /* Its answers change the progress. */
  g_signal_connect_object (drill, "destroy", G_CALLBACK (show_progress), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (drill));
}

static void
gamao_mistakes_window_dispose (GObject *object)
{
  GamaoMistakesWindow *self = GAMAO_MISTAKES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_MISTAKES_WINDOW);
  g_clear_object (&self->mistakes);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->opponents, g_strfreev);
  G_OBJECT_CLASS (gamao_mistakes_window_parent_class)->dispose (object);
}

static void
gamao_mistakes_window_class_init (GamaoMistakesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gamao_mistakes_window_dispose;
  g_type_ensure (GAMAO_TYPE_PROGRESS_CHART);
  signals[OPEN_REQUESTED] = g_signal_new ("open-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                          GAMAO_TYPE_MISTAKE);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/gamao/Gamao/ui/mistakes/gamao-mistakes-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, phase_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, cost_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, opponent_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, period_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, sort_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, habits_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, progress_expander);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, progress_chart);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, filters);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, more_filters);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, list_view);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, names_box);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, names_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoMistakesWindow, practise_button);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gamao_mistakes_window_init (GamaoMistakesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GamaoMistakesWindow *
gamao_mistakes_window_new (GtkWindow *parent, GamaoStore *store, GSettings *settings)
{
  GamaoMistakesWindow *self;
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkDropDown *dropdowns[6];

  g_return_val_if_fail (GAMAO_IS_STORE (store), NULL);
  self = g_object_new (GAMAO_TYPE_MISTAKES_WINDOW, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  g_set_object (&self->settings, settings);
  fill_opponents (self);
  fill_names (self);
  apply_filters (self);
  show_progress (self);
  g_signal_connect (factory, "setup", G_CALLBACK (on_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind), NULL);
  gtk_grid_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  gtk_grid_view_set_model (self->list_view, GTK_SELECTION_MODEL (gtk_single_selection_new (
                                              g_object_ref (G_LIST_MODEL (self->mistakes)))));
  g_signal_connect_object (self->list_view, "activate", G_CALLBACK (on_activate), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->practise_button, "clicked", G_CALLBACK (on_practise), self,
                           G_CONNECT_SWAPPED);
  dropdowns[0] = self->kind_dropdown;
  dropdowns[1] = self->phase_dropdown;
  dropdowns[2] = self->cost_dropdown;
  dropdowns[3] = self->opponent_dropdown;
  dropdowns[4] = self->period_dropdown;
  dropdowns[5] = self->sort_dropdown;
  for (guint i = 0; i < G_N_ELEMENTS (dropdowns); i++)
    g_signal_connect_object (dropdowns[i], "notify::selected", G_CALLBACK (apply_filters), self,
                             G_CONNECT_SWAPPED);
  return self;
}

GListModel *
gamao_mistakes_window_get_list (GamaoMistakesWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_MISTAKES_WINDOW (self), NULL);
  return G_LIST_MODEL (self->mistakes);
}

const char *
gamao_mistakes_window_get_page (GamaoMistakesWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_MISTAKES_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}
