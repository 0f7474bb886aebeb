/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The progress chart: see gamao-progress-chart.h. The weeks and their
 * figures are src/play's; this only draws them, in the style of the
 * statistics' chart (gamao-performance-chart.c). */
#define G_LOG_DOMAIN "gamao-mistakes"

#include "config.h"

#include "gamao-progress-chart.h"

#include "gamao-drill-progress.h"

#include <glib/gi18n.h>
#include <math.h>

struct _GamaoProgressChart
{
  GtkWidget parent_instance;

  GArray *weeks;
  char *summary;
};

G_DEFINE_FINAL_TYPE (GamaoProgressChart, gamao_progress_chart, GTK_TYPE_WIDGET)

#define CHART_LEFT 40
#define CHART_RIGHT 10
#define PLOT_GAP 10

/* The statistics' colours: the matches (the desk player's blue), the
 * drills (orange). */
static const GdkRGBA matches_colour = { 0.21f, 0.52f, 0.89f, 1.0f };
static const GdkRGBA drills_colour = { 0.90f, 0.38f, 0.0f, 1.0f };

typedef struct
{
  double left, top, right, bottom, high;
} Plot;

static PangoLayout *
layout_for (GamaoProgressChart *self, const char *text, int *width, int *height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  pango_layout_get_pixel_size (layout, width, height);
  return layout;
}

static void
draw_text (GamaoProgressChart *self, cairo_t *cr, const char *text, double x, double y,
           double align)
{
  int width, height;
  g_autoptr (PangoLayout) layout = layout_for (self, text, &width, &height);

  cairo_move_to (cr, x - align * width, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* The x of week `i`: by its date, so that a gap of weeks shows. */
static double
x_of (GamaoProgressChart *self, const Plot *plot, guint i)
{
  guint32 first = g_array_index (self->weeks, GamaoProgressWeek, 0).monday;
  guint32 last = g_array_index (self->weeks, GamaoProgressWeek, self->weeks->len - 1).monday;
  guint32 monday = g_array_index (self->weeks, GamaoProgressWeek, i).monday;

  if (last == first)
    return (plot->left + plot->right) / 2;
  return plot->left + (plot->right - plot->left) * (monday - first) / (double) (last - first);
}

/* The plot's axes and its values, its title in the row above it. */
static void
draw_frame (GamaoProgressChart *self, cairo_t *cr, const GdkRGBA *fg, const Plot *plot,
            const char *title, const char *high, int text_h)
{
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.35);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, plot->left, plot->top);
  cairo_line_to (cr, plot->left, plot->bottom);
  cairo_line_to (cr, plot->right, plot->bottom);
  cairo_stroke (cr);
  gdk_cairo_set_source_rgba (cr, fg);
  draw_text (self, cr, high, plot->left - 4, plot->top, 1.0);
  draw_text (self, cr, "0", plot->left - 4, plot->bottom, 1.0);
  draw_text (self, cr, title, plot->left, plot->top - 4 - text_h / 2.0, 0.0);
}

static double
y_of (const Plot *plot, double v)
{
  return plot->bottom - MIN (v, plot->high) / plot->high * (plot->bottom - plot->top);
}

/* A line through the weeks where `value` is not negative (times
 * `scale`), dots on it. */
static void
draw_series (GamaoProgressChart *self, cairo_t *cr, const Plot *plot, const GdkRGBA *colour,
             double (*value) (const GamaoProgressWeek *), double scale)
{
  gboolean started = FALSE;

  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, 2.0);
  for (guint i = 0; i < self->weeks->len; i++)
    {
      double v = value (&g_array_index (self->weeks, GamaoProgressWeek, i));
      if (v < 0)
        continue;
      if (started)
        cairo_line_to (cr, x_of (self, plot, i), y_of (plot, v * scale));
      else
        cairo_move_to (cr, x_of (self, plot, i), y_of (plot, v * scale));
      started = TRUE;
    }
  cairo_stroke (cr);
  for (guint i = 0; i < self->weeks->len; i++)
    {
      double v = value (&g_array_index (self->weeks, GamaoProgressWeek, i));
      if (v < 0)
        continue;
      cairo_arc (cr, x_of (self, plot, i), y_of (plot, v * scale), 3.5, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* The highest loss drawn: at least 20 mEMG, in steps of 10. */
static double
loss_high (GamaoProgressChart *self)
{
  double most = 20.0;

  for (guint i = 0; i < self->weeks->len; i++)
    {
      const GamaoProgressWeek *w = &g_array_index (self->weeks, GamaoProgressWeek, i);
      most = MAX (most, gamao_progress_week_error_rate (w));
      most = MAX (most, gamao_progress_week_drill_loss (w));
    }
  return ceil (most / 10.0) * 10.0;
}

/* A week's Monday under the chart: day and month, with the year when
 * the weeks are of more than one year. */
static char *
week_text (guint32 monday, gboolean with_year)
{
  g_autoptr (GDate) date = g_date_new_julian (monday);
  g_autoptr (GDateTime) t = g_date_time_new_local (g_date_get_year (date),
                                                    g_date_get_month (date),
                                                    g_date_get_day (date), 12, 0, 0);

  if (!t)
    return g_strdup ("");
  /* Translators: a match's date under the statistics chart, a
   * GDateTime format: day and month ("Nov 24"; pt: "%-d %b"), not a count. */
  return g_date_time_format (t, with_year ? "%x" : _("%b %-d"));
}

static gboolean
one_year (GamaoProgressChart *self)
{
  g_autoptr (GDate) first = g_date_new_julian (
    g_array_index (self->weeks, GamaoProgressWeek, 0).monday);
  g_autoptr (GDate) last = g_date_new_julian (
    g_array_index (self->weeks, GamaoProgressWeek, self->weeks->len - 1).monday);

  return g_date_get_year (first) == g_date_get_year (last);
}

/* A week's date under its point, inside the chart. */
static void
draw_week (GamaoProgressChart *self, cairo_t *cr, const Plot *plot, guint i, double y,
           int width)
{
  g_autofree char *text = week_text (g_array_index (self->weeks, GamaoProgressWeek, i).monday,
                                     !one_year (self));
  int w, h;
  g_autoptr (PangoLayout) layout = layout_for (self, text, &w, &h);
  double x = CLAMP (x_of (self, plot, i) - w / 2.0, 0.0, MAX (0.0, width - w - 1.0));

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
gamao_progress_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoProgressChart *self = GAMAO_PROGRESS_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int text_w, text_h;
  g_autoptr (PangoLayout) probe = layout_for (self, "0", &text_w, &text_h);
  /* Two panels, each a title row over its plot, and the dates below. */
  double bottom = height - text_h - 4, panel = bottom / 2;
  Plot right_plot = { CHART_LEFT, text_h + 8, width - CHART_RIGHT, panel - PLOT_GAP, 100.0 };
  Plot loss_plot = { CHART_LEFT, panel + text_h + 8, width - CHART_RIGHT, bottom, 0 };
  guint n = self->weeks ? self->weeks->len : 0;
  g_autofree char *loss_high_text = NULL;
  GdkRGBA fg;

  if (n == 0 || width < 80 || height < 120)
    return;
  loss_plot.high = loss_high (self);
  loss_high_text = g_strdup_printf ("%.0f", loss_plot.high);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_frame (self, cr, &fg, &right_plot, _("Drills answered right, in percent"), "100", text_h);
  draw_series (self, cr, &right_plot, &drills_colour, gamao_progress_week_right_share, 100.0);
  draw_frame (self, cr, &fg, &loss_plot,
              _("Equity lost, millipoints: matches (blue), drills (orange)"), loss_high_text,
              text_h);
  draw_series (self, cr, &loss_plot, &matches_colour, gamao_progress_week_error_rate, 1.0);
  draw_series (self, cr, &loss_plot, &drills_colour, gamao_progress_week_drill_loss, 1.0);
  gdk_cairo_set_source_rgba (cr, &fg);
  draw_week (self, cr, &loss_plot, 0, bottom + 4, width);
  if (n > 1)
    draw_week (self, cr, &loss_plot, n - 1, bottom + 4, width);
  cairo_destroy (cr);
}

static void
gamao_progress_chart_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, int *minimum_baseline,
                              int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 220;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 400 : 260;
}

static void
gamao_progress_chart_finalize (GObject *object)
{
  GamaoProgressChart *self = GAMAO_PROGRESS_CHART (object);

  g_clear_pointer (&self->weeks, g_array_unref);
  g_free (self->summary);
  G_OBJECT_CLASS (gamao_progress_chart_parent_class)->finalize (object);
}

static void
gamao_progress_chart_class_init (GamaoProgressChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = gamao_progress_chart_finalize;
  widget_class->snapshot = gamao_progress_chart_snapshot;
  widget_class->measure = gamao_progress_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "progresschart");
}

static void
gamao_progress_chart_init (GamaoProgressChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Progress per week"), -1);
  gamao_progress_chart_set_weeks (self, NULL);
}

GtkWidget *
gamao_progress_chart_new (void)
{
  return g_object_new (GAMAO_TYPE_PROGRESS_CHART, NULL);
}

void
gamao_progress_chart_set_weeks (GamaoProgressChart *self, GArray *weeks)
{
  g_return_if_fail (GAMAO_IS_PROGRESS_CHART (self));
  if (weeks)
    g_array_ref (weeks);
  g_clear_pointer (&self->weeks, g_array_unref);
  self->weeks = weeks;
  g_free (self->summary);
  self->summary = gamao_progress_summary (weeks);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->summary, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
gamao_progress_chart_get_summary (GamaoProgressChart *self)
{
  g_return_val_if_fail (GAMAO_IS_PROGRESS_CHART (self), NULL);
  return self->summary;
}
