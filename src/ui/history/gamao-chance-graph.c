/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-chance-graph.h"

#include "gamao-store-analysis.h"

struct _GamaoChanceGraph
{
  GtkWidget parent_instance;

  GArray *decisions;
  int current;
};

G_DEFINE_FINAL_TYPE (GamaoChanceGraph, gamao_chance_graph, GTK_TYPE_WIDGET)

#define GRAPH_HEIGHT 48

static void
gamao_chance_graph_finalize (GObject *object)
{
  GamaoChanceGraph *self = GAMAO_CHANCE_GRAPH (object);

  g_clear_pointer (&self->decisions, g_array_unref);
  G_OBJECT_CLASS (gamao_chance_graph_parent_class)->finalize (object);
}

static guint
count_plays (GamaoChanceGraph *self)
{
  guint n = 0;

  for (guint i = 0; i < self->decisions->len; i++)
    n += g_array_index (self->decisions, GamaoStoredDecision, i).kind == GAMAO_DECISION_CHECKER;
  return n;
}

static void
draw_middle (cairo_t *cr, const GdkRGBA *colour, int width, int height)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, 0.3 * colour->alpha);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, 0, height / 2.0);
  cairo_line_to (cr, width, height / 2.0);
  cairo_stroke (cr);
}

/* The line through every checker play; returns where the current one
 * is drawn (x < 0 when it is no checker play). */
static void
draw_line (GamaoChanceGraph *self, cairo_t *cr, guint n, int width, int height, double *cx,
           double *cy)
{
  guint k = 0;

  *cx = *cy = -1.0;
  for (guint i = 0; i < self->decisions->len; i++)
    {
      const GamaoStoredDecision *d = &g_array_index (self->decisions, GamaoStoredDecision, i);
      if (d->kind != GAMAO_DECISION_CHECKER)
        continue;
      double x = (double) k / (n - 1) * width, y = (1.0 - d->win_chance) * height;
      if (k++ == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
      if ((int) i == self->current)
        {
          *cx = x;
          *cy = y;
        }
    }
  cairo_set_line_width (cr, 2.0);
  cairo_stroke (cr);
}

static void
gamao_chance_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoChanceGraph *self = GAMAO_CHANCE_GRAPH (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  guint n = self->decisions ? count_plays (self) : 0;
  double cx, cy;
  GdkRGBA colour;

  if (n < 2 || width <= 0 || height <= 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_middle (cr, &colour, width, height);
  gdk_cairo_set_source_rgba (cr, &colour);
  draw_line (self, cr, n, width, height, &cx, &cy);
  if (cx >= 0.0)
    {
      cairo_arc (cr, cx, cy, 4.0, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

static void
gamao_chance_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL ? GRAPH_HEIGHT : 0;
}

static void
gamao_chance_graph_class_init (GamaoChanceGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gamao_chance_graph_finalize;
  widget_class->snapshot = gamao_chance_graph_snapshot;
  widget_class->measure = gamao_chance_graph_measure;
  gtk_widget_class_set_css_name (widget_class, "chancegraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gamao_chance_graph_init (GamaoChanceGraph *self)
{
  self->current = -1;
}

GtkWidget *
gamao_chance_graph_new (void)
{
  return g_object_new (GAMAO_TYPE_CHANCE_GRAPH, NULL);
}

void
gamao_chance_graph_set_decisions (GamaoChanceGraph *self, GArray *decisions)
{
  g_return_if_fail (GAMAO_IS_CHANCE_GRAPH (self));

  g_clear_pointer (&self->decisions, g_array_unref);
  self->decisions = decisions ? g_array_ref (decisions) : NULL;
  self->current = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gamao_chance_graph_set_current (GamaoChanceGraph *self, int current)
{
  g_return_if_fail (GAMAO_IS_CHANCE_GRAPH (self));

  if (self->current == current)
    return;
  self->current = current;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
