/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-stats"

#include "config.h"

#include "gamao-stats-window.h"

#include "gamao-app-window.h"
#include "gamao-name-dropdown.h"
#include "gamao-performance-chart.h"
#include "gamao-seats.h"
#include "gamao-store-analysis.h"

#include <glib/gi18n.h>

#include "gamao-figures.h"

struct _GamaoStatsWindow
{
  AdwWindow parent_instance;

  GamaoStoreStats stats;
  char *names[2];
  GamaoStore *store;
  GamaoStoreQuery query;   /* the matches counted; its strings owned */
  char *opponent;          /* query.opponent */
  GStrv people;            /* the choices of desk_dropdown after its first */
  GPtrArray *rows;         /* the rows fill() added, removed on a refill */
  GSettings *settings;

  AdwWindowTitle *window_title;
  GtkDropDown *desk_dropdown;
  AdwPreferencesGroup *matches_group;
  AdwPreferencesGroup *games_group;
  GtkDrawingArea *dice_chart;
  GtkLabel *dice_label;
  GtkDropDown *opponent_dropdown;
  GStrv analysed_opponents;  /* the choices of opponent_dropdown after its first */
  GamaoPerformanceChart *pr_chart;
  GamaoPerformanceChart *luck_chart;
  GtkLabel *pr_label;
  GtkLabel *luck_label;
  GtkLabel *breakdown_label;
};

G_DEFINE_FINAL_TYPE (GamaoStatsWindow, gamao_stats_window, ADW_TYPE_WINDOW)

static void
gamao_stats_window_dispose (GObject *object)
{
  GamaoStatsWindow *self = GAMAO_STATS_WINDOW (object);

  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), GAMAO_TYPE_STATS_WINDOW);
  G_OBJECT_CLASS (gamao_stats_window_parent_class)->dispose (object);
}

static void
gamao_stats_window_finalize (GObject *object)
{
  GamaoStatsWindow *self = GAMAO_STATS_WINDOW (object);

  g_free (self->names[0]);
  g_free (self->names[1]);
  g_free (self->opponent);
  g_free ((char *) self->query.search);
  g_strfreev (self->people);
  g_strfreev (self->analysed_opponents);
  G_OBJECT_CLASS (gamao_stats_window_parent_class)->finalize (object);
}

static double
share (const GamaoStoreStats *s, int player, int face)
{
  guint64 total = 0;

  for (int f = 1; f <= 6; f++)
    total += s->faces[player][f];
  return total ? (double) s->faces[player][face] / (double) total : 0.0;
}

/* Two bars per face, one per side, and the fair share as a line. */
static void
draw_dice (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  GamaoStatsWindow *self = data;
  GdkRGBA colour;
  double top = 8, bottom = height - 22, scale_max = 0.3;
  double slot = width / 6.0, bar = slot * 0.3;
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
  for (int face = 1; face <= 6; face++)
    {
      double x = slot * (face - 1) + slot * 0.5;
      char digit[2] = { (char) ('0' + face), 0 };
      int text_width, text_height;

      for (int p = 0; p < 2; p++)
        {
          double h = (bottom - top) * MIN (share (&self->stats, p, face), scale_max) / scale_max;
          if (p == 0)
            cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1.0);
          else
            cairo_set_source_rgba (cr, 0.90, 0.38, 0.0, 1.0);
          cairo_rectangle (cr, x - bar + p * bar, bottom - h, bar - 2, h);
          cairo_fill (cr);
        }
      pango_layout_set_text (layout, digit, -1);
      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_move_to (cr, x - text_width / 2.0, bottom + 4);
      pango_cairo_show_layout (cr, layout);
    }
  double fair = bottom - (bottom - top) * (1.0 / 6.0) / scale_max;
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, (double[]){ 4, 3 }, 2, 0);
  cairo_move_to (cr, 0, fair);
  cairo_line_to (cr, width, fair);
  cairo_stroke (cr);
  g_object_unref (layout);
}

static void
add_row (GamaoStatsWindow *self, AdwPreferencesGroup *group, const char *title, char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
  g_object_set_data (G_OBJECT (row), "group", group);
  g_ptr_array_add (self->rows, row);
  g_free (value);
}

static char *
won_lost (guint won, guint lost)
{
  /* Translators: a count in the statistics, "3 won"; the noun is implied (matches, games,
     gammons), so pt says "3 vitórias". */
  g_autofree char *w = g_strdup_printf (ngettext ("%u won", "%u won", won), won);
  /* Translators: a count in the statistics, "1 lost"; pt: "1 derrota". */
  g_autofree char *l = g_strdup_printf (ngettext ("%u lost", "%u lost", lost), lost);

  /* Translators: the two counts above, "3 won, 1 lost". */
  return g_strdup_printf (_("%s, %s"), w, l);
}

static void
fill (GamaoStatsWindow *self)
{
  const GamaoStoreStats *s = &self->stats;
  g_autoptr (GString) dice = g_string_new (NULL);
  const char *me = gamao_store_get_desk_player (self->store);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      adw_preferences_group_remove (g_object_get_data (G_OBJECT (row), "group"), row);
    }
  g_ptr_array_set_size (self->rows, 0);
  if (!gamao_store_query_stats (self->store, &self->query, &self->stats, &error))
    g_warning ("Cannot read the statistics: %s", error->message);
  g_free (self->names[0]);
  self->names[0] = g_strdup (me ? me : _("You"));

  add_row (self, self->matches_group, _("Matches"), won_lost (s->matches_won, s->matches_lost));
  add_row (self, self->matches_group, _("Unfinished"), g_strdup_printf ("%u", s->matches_unfinished));
  add_row (self, self->matches_group, _("Average length"),
           g_strdup_printf (_("%.1f points, %.1f games"), s->average_length, s->average_games));
  add_row (self, self->games_group, _("Games"), won_lost (s->games_won, s->games_lost));
  add_row (self, self->games_group, _("Gammons"), won_lost (s->gammons_won, s->gammons_lost));
  add_row (self, self->games_group, _("Backgammons"),
           won_lost (s->backgammons_won, s->backgammons_lost));
  for (int p = 0; p < 2; p++)
    g_string_append_printf (dice,
                            ngettext ("%s%s (%s): %llu roll, doubles %.1f%% (fair dice: 16.7%%)",
                                      "%s%s (%s): %llu rolls, doubles %.1f%% (fair dice: 16.7%%)",
                                      (gulong) s->rolls[p]),
                            p ? "\n" : "", self->names[p], p ? _("orange") : _("blue"),
                            (unsigned long long) s->rolls[p],
                            s->rolls[p] ? 100.0 * (double) s->doubles[p] / (double) s->rolls[p]
                                        : 0.0);
  gtk_label_set_label (self->dice_label, dice->str);
  gtk_widget_queue_draw (GTK_WIDGET (self->dice_chart));
}

/* The analysed matches' error rates by kind (their mean) and cube
 * errors (their sum), the desk player's against the opponent's. */
static void
set_breakdown (GamaoStatsWindow *self, const GArray *matches)
{
  double checker[2] = { 0, 0 }, cube[2] = { 0, 0 };
  guint missed[2] = { 0, 0 }, doubles[2] = { 0, 0 }, takes[2] = { 0, 0 }, passes[2] = { 0, 0 };
  guint n = matches ? matches->len : 0;

  gtk_widget_set_visible (GTK_WIDGET (self->breakdown_label), n > 0);
  for (guint i = 0; i < n; i++)
    for (int k = 0; k < 2; k++)
      {
        const GamaoStoreAnalysedMatch *m = &g_array_index (matches, GamaoStoreAnalysedMatch, i);
        const GamaoPlayerAnalysis *p = &m->players[k];
        checker[k] += p->checker_error_rate / n;
        cube[k] += p->cube_error_rate / n;
        missed[k] += p->missed_doubles;
        doubles[k] += p->wrong_doubles;
        takes[k] += p->wrong_takes;
        passes[k] += p->wrong_passes;
      }
  if (n == 0)
    return;
  char rates[4][GAMAO_FIGURE_SIZE];
  gamao_figure_milli (rates[0], sizeof rates[0], checker[0], FALSE);
  gamao_figure_milli (rates[1], sizeof rates[1], checker[1], FALSE);
  gamao_figure_milli (rates[2], sizeof rates[2], cube[0], FALSE);
  gamao_figure_milli (rates[3], sizeof rates[3], cube[1], FALSE);
  g_autofree char *text = g_strdup_printf (
    /* Translators: the desk player's figures, then the opponent's: error
     * rates ("12.3 millipoints") per play and per cube decision, then how
     * many cube errors of each kind, as bare figures after their labels
     * that no noun agrees with: not a count. */
    _("You, then your opponents:\n"
      "Checker play error rate, per play: %s, %s\n"
      "Cube error rate, per decision: %s, %s\n"
      "Missed doubles: %u, %u · Wrong doubles: %u, %u\n"
      "Wrong takes: %u, %u · Wrong passes: %u, %u"),
    rates[0], rates[1], rates[2], rates[3], missed[0], missed[1], doubles[0], doubles[1],
    takes[0], takes[1], passes[0], passes[1]);
  gtk_label_set_label (self->breakdown_label, text);
}

/* The charts of the analysed matches against the opponent chosen. */
static void
fill_charts (GamaoStatsWindow *self)
{
  const char *opponent = gamao_name_dropdown_get (
    self->opponent_dropdown, (const char *const *) self->analysed_opponents);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) matches = gamao_store_list_analysed (self->store, opponent, &error);

  if (!matches)
    g_warning ("Cannot read the analysed matches: %s", error->message);
  gamao_performance_chart_set_matches (self->pr_chart, matches);
  gamao_performance_chart_set_matches (self->luck_chart, matches);
  gtk_label_set_label (self->pr_label, gamao_performance_chart_get_summary (self->pr_chart));
  gtk_label_set_label (self->luck_label, gamao_performance_chart_get_summary (self->luck_chart));
  set_breakdown (self, matches);
}

/* The opponents of the analysed matches, the window's own chosen first. */
static void
fill_opponents (GamaoStatsWindow *self)
{
  g_strfreev (self->analysed_opponents);
  self->analysed_opponents = gamao_store_list_analysed_opponents (self->store, NULL);
  gamao_name_dropdown_fill (self->opponent_dropdown, _("All opponents"),
                            (const char *const *) self->analysed_opponents, self->opponent);
  fill_charts (self);
}

/* Who "you" are: a person of the history by name, remembered for next
 * time (the person of the New Match settings until one is chosen), or
 * whoever played the light checkers. */
static void
fill_people (GamaoStatsWindow *self)
{
  g_autofree char *me = NULL;

  self->people = gamao_store_list_people (self->store, NULL);
  me = gamao_seats_dup_desk_person (self->settings, (const char *const *) self->people);
  if (!me)
    me = g_strdup ("");
  gamao_store_set_desk_player (self->store, me);
  gamao_name_dropdown_fill (self->desk_dropdown, _("Whoever Played Light"),
                            (const char *const *) self->people, me);
}

static void
on_desk_player_chosen (GamaoStatsWindow *self)
{
  const char *name = gamao_name_dropdown_get (self->desk_dropdown,
                                              (const char *const *) self->people);

  if (!name)
    name = "";

  g_settings_set_string (self->settings, "desk-player", name);
  gamao_store_set_desk_player (self->store, name);
  fill (self);
  fill_opponents (self);
}

static void
gamao_stats_window_class_init (GamaoStatsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_stats_window_dispose;
  object_class->finalize = gamao_stats_window_finalize;
  g_type_ensure (GAMAO_TYPE_PERFORMANCE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/history/gamao-stats-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, desk_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, matches_group);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, games_group);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, dice_chart);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, dice_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, opponent_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, pr_chart);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, luck_chart);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, pr_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, luck_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoStatsWindow, breakdown_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gamao_stats_window_init (GamaoStatsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->settings = g_settings_new (APP_ID);
  gtk_drawing_area_set_draw_func (self->dice_chart, draw_dice, self, NULL);
}

/* Whether `query` picks by more than the opponent. */
static gboolean
narrowed (const GamaoStoreQuery *q)
{
  return (q->search && *q->search) || q->result != GAMAO_STORE_FILTER_ALL || q->since
         || q->until || q->by_length || q->analysed != GAMAO_STORE_ANALYSED_ANY;
}

GamaoStatsWindow *
gamao_stats_window_new (GtkWindow *parent, GamaoStore *store, const char *opponent)
{
  GamaoStoreQuery query = { .opponent = opponent };

  return gamao_stats_window_new_for_query (parent, store, &query);
}

GamaoStatsWindow *
gamao_stats_window_new_for_query (GtkWindow *parent, GamaoStore *store,
                                  const GamaoStoreQuery *query)
{
  GamaoStatsWindow *self = g_object_new (GAMAO_TYPE_STATS_WINDOW, "transient-for", parent, NULL);
  const char *opponent = query ? query->opponent : NULL;
  const char *who = opponent ? opponent : _("All opponents");
  g_autofree char *subtitle = NULL;

  gamao_app_window_join (GTK_WINDOW (self), parent);
  self->store = g_object_ref (store);
  if (query)
    self->query = *query;
  self->opponent = g_strdup (opponent);
  self->query.opponent = self->opponent;
  self->query.search = g_strdup (self->query.search);
  self->names[1] = g_strdup (opponent ? opponent : _("Opponents"));
  /* Translators: the statistics' subtitle: an opponent (or "All
   * opponents"), counted over the matches the history lists now. */
  subtitle = narrowed (&self->query) ? g_strdup_printf (_("%s, the matches listed"), who)
                                     : g_strdup (who);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  fill_people (self);
  fill (self);
  fill_opponents (self);
  g_signal_connect_object (self->desk_dropdown, "notify::selected",
                           G_CALLBACK (on_desk_player_chosen), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->opponent_dropdown, "notify::selected",
                           G_CALLBACK (fill_charts), self, G_CONNECT_SWAPPED);
  return self;
}
