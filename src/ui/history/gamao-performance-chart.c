/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-stats"

#include "config.h"

#include "gamao-performance-chart.h"

#include "gamao-analysis-figures.h"
#include "gamao-store-analysis.h"

#include <glib/gi18n.h>

#include "gamao-figures.h"
#include <math.h>

struct _GamaoPerformanceChart
{
  GtkWidget parent_instance;

  GamaoPerformanceFigure figure;
  GArray *matches;
  char *summary;
};

G_DEFINE_FINAL_TYPE (GamaoPerformanceChart, gamao_performance_chart, GTK_TYPE_WIDGET)

G_DEFINE_ENUM_TYPE (GamaoPerformanceFigure, gamao_performance_figure,
                    G_DEFINE_ENUM_VALUE (GAMAO_PERFORMANCE_PR, "pr"),
                    G_DEFINE_ENUM_VALUE (GAMAO_PERFORMANCE_LUCK, "luck"))

enum
{
  PROP_0,
  PROP_FIGURE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The plot's margins, room for the values on the left. */
#define CHART_LEFT 40
#define CHART_RIGHT 10
/* The least room between two dates under the axis. */
#define LABEL_GAP 12

/* The same colours as the dice chart: the desk player, the opponent. */
static const GdkRGBA side_colours[2] = { { 0.21f, 0.52f, 0.89f, 1.0f },
                                         { 0.90f, 0.38f, 0.0f, 1.0f } };

/* The figure each chart shows, by its key in the figures' table
 * (gamao-analysis-figures.c). */
static const char *const figure_keys[] = {
  [GAMAO_PERFORMANCE_PR] = "pr",
  [GAMAO_PERFORMANCE_LUCK] = "luck_rate",
};

static double
value_of (GamaoPerformanceChart *self, guint i, int side)
{
  const GamaoStoreAnalysedMatch *m = &g_array_index (self->matches, GamaoStoreAnalysedMatch, i);

  return gamao_figure_get (&m->players[side], gamao_figure_find (figure_keys[self->figure]));
}

/* The vertical range: PR from 0 up, luck around 0; at least a few
 * units so that small differences do not fill the chart. */
static void
value_range (GamaoPerformanceChart *self, double *low, double *high)
{
  double most = self->figure == GAMAO_PERFORMANCE_PR ? 10.0 : 5.0;

  for (guint i = 0; i < self->matches->len; i++)
    for (int side = 0; side < 2; side++)
      most = MAX (most, fabs (value_of (self, i, side)));
  most = ceil (most / 5.0) * 5.0;
  *high = most;
  *low = self->figure == GAMAO_PERFORMANCE_PR ? 0.0 : -most;
}

static void
draw_text (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y, double align)
{
  int width, height;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - align * width, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_axes (GamaoPerformanceChart *self, cairo_t *cr, const GdkRGBA *fg, double left, double top,
           double right, double bottom, double low, double high)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  double zero = bottom - (0.0 - low) / (high - low) * (bottom - top);
  g_autofree char *high_text = g_strdup_printf ("%.0f", high);
  g_autofree char *low_text = g_strdup_printf ("%.0f", low);

  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.35);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, left, top);
  cairo_line_to (cr, left, bottom);
  cairo_move_to (cr, left, zero);
  cairo_line_to (cr, right, zero);
  cairo_stroke (cr);
  gdk_cairo_set_source_rgba (cr, fg);
  draw_text (cr, layout, high_text, left - 4, top, 1.0);
  draw_text (cr, layout, low_text, left - 4, bottom, 1.0);
  if (low < 0)
    draw_text (cr, layout, "0", left - 4, zero, 1.0);
  g_object_unref (layout);
}

static void
draw_series (GamaoPerformanceChart *self, cairo_t *cr, int side, double left, double top,
             double right, double bottom, double low, double high)
{
  guint n = self->matches->len;

  gdk_cairo_set_source_rgba (cr, &side_colours[side]);
  cairo_set_line_width (cr, 2.0);
  for (guint i = 0; i < n; i++)
    {
      double x = n > 1 ? left + (right - left) * i / (n - 1) : (left + right) / 2;
      double y = bottom - (value_of (self, i, side) - low) / (high - low) * (bottom - top);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  for (guint i = 0; i < n; i++)
    {
      double x = n > 1 ? left + (right - left) * i / (n - 1) : (left + right) / 2;
      double y = bottom - (value_of (self, i, side) - low) / (high - low) * (bottom - top);
      cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* A match's date under the axis, in the language's own order: day and
 * month when every match is of one year, the whole date otherwise. */
static char *
date_text (gint64 when, gboolean with_year)
{
  g_autoptr (GDateTime) t = g_date_time_new_from_unix_local (when);

  if (!t)
    return g_strdup ("");
  /* Translators: a match's date under the statistics chart, a
   * GDateTime format: day and month ("Nov 24"; pt: "%-d %b"), not a count. */
  return g_date_time_format (t, with_year ? "%x" : _("%b %-d"));
}

static gboolean
one_year (GamaoPerformanceChart *self)
{
  guint n = self->matches->len;
  g_autoptr (GDateTime) first = NULL;
  g_autoptr (GDateTime) last = NULL;

  first = g_date_time_new_from_unix_local (g_array_index (self->matches, GamaoStoreAnalysedMatch,
                                                          0).when);
  last = g_date_time_new_from_unix_local (g_array_index (self->matches, GamaoStoreAnalysedMatch,
                                                         n - 1).when);
  return first && last && g_date_time_get_year (first) == g_date_time_get_year (last);
}

/* Which matches get a date: every `step`-th from the first, `step` the
 * fewest matches between two labels that leave LABEL_GAP between them,
 * and the last match, unless it would touch the label before it. */
static GPtrArray *
date_labels (GamaoPerformanceChart *self, PangoLayout *layout, double span)
{
  guint n = self->matches->len, step, previous = 0;
  gboolean with_year = !one_year (self);
  GPtrArray *labels = g_ptr_array_new_full (n, g_free);
  int widest = 0, w, h;

  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (labels, date_text (g_array_index (self->matches, GamaoStoreAnalysedMatch,
                                                         i).when,
                                          with_year));
      pango_layout_set_text (layout, g_ptr_array_index (labels, i), -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      widest = MAX (widest, w);
    }
  double pitch = n > 1 ? span / (n - 1) : span, room = widest + LABEL_GAP;
  step = MAX (1u, (guint) ceil (room / pitch));
  for (guint i = 1; i < n; i++)
    {
      gboolean keep = i == n - 1 ? (i - previous) * pitch >= room
                                 : i % step == 0 && (n - 1 - i) * pitch >= room;
      if (keep)
        previous = i;
      else
        g_clear_pointer (&g_ptr_array_index (labels, i), g_free);
    }
  return labels;
}

static void
draw_dates (GamaoPerformanceChart *self, cairo_t *cr, const GdkRGBA *fg, double left,
            double right, double y, int width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  g_autoptr (GPtrArray) labels = date_labels (self, layout, right - left);
  guint n = labels->len;
  int w, h;

  gdk_cairo_set_source_rgba (cr, fg);
  for (guint i = 0; i < n; i++)
    {
      const char *text = g_ptr_array_index (labels, i);
      if (!text)
        continue;
      double x = n > 1 ? left + (right - left) * i / (n - 1) : (left + right) / 2;
      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      /* Centred under the point, but inside the chart. */
      x = CLAMP (x - w / 2.0, 0.0, MAX (0.0, width - w - 1.0));
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
    }
  g_object_unref (layout);
}

static int
text_height (GamaoPerformanceChart *self)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), "0");
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  g_object_unref (layout);
  return h;
}

static void
gamao_performance_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoPerformanceChart *self = GAMAO_PERFORMANCE_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double low, high, bottom = height - 10 - text_height (self) - 4;
  GdkRGBA fg;

  if (!self->matches || self->matches->len == 0 || width < 60 || bottom < 30)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  value_range (self, &low, &high);
  draw_axes (self, cr, &fg, CHART_LEFT, 10, width - CHART_RIGHT, bottom, low, high);
  for (int side = 1; side >= 0; side--)
    draw_series (self, cr, side, CHART_LEFT, 10, width - CHART_RIGHT, bottom, low, high);
  draw_dates (self, cr, &fg, CHART_LEFT, width - CHART_RIGHT, bottom + 4, width);
  cairo_destroy (cr);
}

GPtrArray *
gamao_performance_chart_dup_date_labels (GamaoPerformanceChart *self, int width)
{
  g_return_val_if_fail (GAMAO_IS_PERFORMANCE_CHART (self), NULL);
  if (!self->matches || self->matches->len == 0)
    return g_ptr_array_new_with_free_func (g_free);
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  GPtrArray *labels = date_labels (self, layout, width - CHART_LEFT - CHART_RIGHT);
  g_object_unref (layout);
  return labels;
}

static void
gamao_performance_chart_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 140;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 400 : 180;
}

static void
gamao_performance_chart_finalize (GObject *object)
{
  GamaoPerformanceChart *self = GAMAO_PERFORMANCE_CHART (object);

  g_clear_pointer (&self->matches, g_array_unref);
  g_free (self->summary);
  G_OBJECT_CLASS (gamao_performance_chart_parent_class)->finalize (object);
}

static void
gamao_performance_chart_get_property (GObject *object, guint prop_id, GValue *value,
                                      GParamSpec *pspec)
{
  GamaoPerformanceChart *self = GAMAO_PERFORMANCE_CHART (object);

  switch (prop_id)
    {
    case PROP_FIGURE:
      g_value_set_enum (value, self->figure);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_performance_chart_set_property (GObject *object, guint prop_id, const GValue *value,
                                      GParamSpec *pspec)
{
  GamaoPerformanceChart *self = GAMAO_PERFORMANCE_CHART (object);

  switch (prop_id)
    {
    case PROP_FIGURE:
      self->figure = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_performance_chart_constructed (GObject *object)
{
  GamaoPerformanceChart *self = GAMAO_PERFORMANCE_CHART (object);

  G_OBJECT_CLASS (gamao_performance_chart_parent_class)->constructed (object);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->figure == GAMAO_PERFORMANCE_PR
                                    ? _("PR per analysed match")
                                    : _("Luck per roll per analysed match"),
                                  -1);
  gamao_performance_chart_set_matches (self, NULL);
}

static void
gamao_performance_chart_class_init (GamaoPerformanceChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gamao_performance_chart_finalize;
  object_class->get_property = gamao_performance_chart_get_property;
  object_class->set_property = gamao_performance_chart_set_property;
  object_class->constructed = gamao_performance_chart_constructed;
  properties[PROP_FIGURE] = g_param_spec_enum (
    "figure", NULL, NULL, GAMAO_TYPE_PERFORMANCE_FIGURE, GAMAO_PERFORMANCE_PR,
    G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = gamao_performance_chart_snapshot;
  widget_class->measure = gamao_performance_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "performancechart");
}

static void
gamao_performance_chart_init (GamaoPerformanceChart *self)
{
}

GtkWidget *
gamao_performance_chart_new (GamaoPerformanceFigure figure)
{
  return g_object_new (GAMAO_TYPE_PERFORMANCE_CHART, "figure", figure, NULL);
}

static double
mean_of (GamaoPerformanceChart *self, int side)
{
  double total = 0.0;

  for (guint i = 0; i < self->matches->len; i++)
    total += value_of (self, i, side);
  return self->matches->len ? total / self->matches->len : 0.0;
}

/* "3 matches; you: average 8.1, last 7.2; opponent: average 9.0, last 10.5." */
static char *
describe (GamaoPerformanceChart *self)
{
  guint n = self->matches ? self->matches->len : 0;
  guint last = n ? n - 1 : 0;

  if (n == 0)
    return g_strdup (_("No analysed match yet."));
  if (self->figure == GAMAO_PERFORMANCE_PR)
    return g_strdup_printf (ngettext ("%'u match. Your PR: average %.1f, last %.1f. "
                                      "The opponent’s: average %.1f, last %.1f.",
                                      "%'u matches. Your PR: average %.1f, last %.1f. "
                                      "The opponent’s: average %.1f, last %.1f.",
                                      n),
                            n, mean_of (self, 0), value_of (self, last, 0), mean_of (self, 1),
                            value_of (self, last, 1));
  char luck[4][GAMAO_FIGURE_SIZE];
  gamao_figure_milli (luck[0], sizeof luck[0], mean_of (self, 0), TRUE);
  gamao_figure_milli (luck[1], sizeof luck[1], value_of (self, last, 0), TRUE);
  gamao_figure_milli (luck[2], sizeof luck[2], mean_of (self, 1), TRUE);
  gamao_figure_milli (luck[3], sizeof luck[3], value_of (self, last, 1), TRUE);
  /* Translators: each %s is a luck per roll, "−3.2 millipoints". */
  return g_strdup_printf (ngettext ("%'u match. Your luck per roll: average %s, last %s. "
                                    "The opponent’s: average %s, last %s.",
                                    "%'u matches. Your luck per roll: average %s, last %s. "
                                    "The opponent’s: average %s, last %s.",
                                    n),
                          n, luck[0], luck[1], luck[2], luck[3]);
}

void
gamao_performance_chart_set_matches (GamaoPerformanceChart *self, GArray *matches)
{
  g_return_if_fail (GAMAO_IS_PERFORMANCE_CHART (self));

  g_clear_pointer (&self->matches, g_array_unref);
  self->matches = matches ? g_array_ref (matches) : NULL;
  g_free (self->summary);
  self->summary = describe (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->summary, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
gamao_performance_chart_get_summary (GamaoPerformanceChart *self)
{
  g_return_val_if_fail (GAMAO_IS_PERFORMANCE_CHART (self), NULL);
  return self->summary;
}
