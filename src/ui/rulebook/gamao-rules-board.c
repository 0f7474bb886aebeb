/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-rules-board"

#include "config.h"

#include "gamao-rules-board.h"

#include <adwaita.h>
#include <math.h>

#include "gamao-board-layout.h"

/* Widths a diagram's board asks for: the board view's least, and what
 * reads well beside the text. */
#define MIN_WIDTH 340
#define NATURAL_WIDTH 640

struct _GamaoRulesBoard
{
  GtkWidget parent_instance;

  GamaoBoardView *view;
  GamaoBoard board;
  guint32 highlights;
  GArray *arrows; /* of GamaoRulesArrow */
  gboolean show_marks;
};

G_DEFINE_FINAL_TYPE (GamaoRulesBoard, gamao_rules_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SHOW_MARKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The diagram's player on roll sits at the bottom, as player 0, so the
 * mover's point p is slot p - 1. */
static int
slot_of (int point)
{
  if (point == GAMAO_RULES_BAR)
    return GAMAO_SLOT_BAR;
  if (point == GAMAO_RULES_TRAY)
    return GAMAO_SLOT_OFF;
  return point - 1;
}

static int
mover_count (const GamaoBoard *board, int point)
{
  if (point == GAMAO_RULES_TRAY)
    return gamao_board_borne_off (board, GAMAO_SIDE_ON_ROLL);
  return board->checkers[GAMAO_SIDE_ON_ROLL][point - 1];
}

static void
mark_colors (GdkRGBA *fill, GdkRGBA *line, GdkRGBA *arrow, GdkRGBA *edge)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  /* Blue like the board's own highlights for marked places; orange for
   * arrows, with a dark edge so they read on light and dark points. */
  gdk_rgba_parse (fill, dark ? "rgba(120,174,237,0.28)" : "rgba(28,113,216,0.22)");
  gdk_rgba_parse (line, dark ? "#78aeed" : "#1c71d8");
  gdk_rgba_parse (arrow, dark ? "#ffa348" : "#e66100");
  gdk_rgba_parse (edge, dark ? "rgba(0,0,0,0.7)" : "rgba(60,30,0,0.75)");
}

static void
mark_box (int point, double *x, double *y, double *w, double *h)
{
  gboolean top;

  if (point == GAMAO_RULES_BAR)
    gamao_board_layout_bar (x, y, w, h);
  else if (point == GAMAO_RULES_TRAY)
    gamao_board_layout_tray (0, x, y, w, h);
  else
    gamao_board_layout_point_box (slot_of (point), x, y, w, h, &top);
}

static void
snapshot_highlights (GamaoRulesBoard *self, GtkSnapshot *snapshot,
                     const GamaoBoardLayout *layout)
{
  GdkRGBA fill, line, arrow, edge;

  mark_colors (&fill, &line, &arrow, &edge);
  for (int point = 0; point <= 25; point++)
    {
      double x, y, w, h;
      graphene_rect_t r;
      GskRoundedRect rr;
      float width = MAX (2.0, layout->unit * 0.08);

      if (!(self->highlights & (1u << point)))
        continue;
      mark_box (point, &x, &y, &w, &h);
      r = gamao_board_layout_rect (layout, x, y, w, h);
      gsk_rounded_rect_init_from_rect (&rr, &r, layout->unit * 0.15);
      gtk_snapshot_append_color (snapshot, &fill, &r);
      gtk_snapshot_append_border (snapshot, &rr, (float[4]){ width, width, width, width },
                                  (GdkRGBA[4]){ line, line, line, line });
    }
}

/* Where an arrow starts and ends, in units: from the top checker of its
 * point (the next one down for a second arrow from the same point) to
 * where the checker lands. `left` and `arrived` count, per point, the
 * checkers the earlier arrows took away and brought. */
static void
arrow_ends (GamaoRulesBoard *self, const GamaoRulesArrow *a, int *left, int *arrived,
            double *x0, double *y0, double *x1, double *y1)
{
  int k_from = mover_count (&self->board, a->from) + arrived[a->from] - left[a->from] - 1;
  int k_to = mover_count (&self->board, a->to) + arrived[a->to] - left[a->to];

  if (a->to != GAMAO_RULES_TRAY)
    k_to = MIN (k_to, GAMAO_STACK_MAX - 1);
  k_from = CLAMP (k_from, 0, GAMAO_STACK_MAX - 1);
  gamao_board_layout_checker (slot_of (a->from), 0, k_from, x0, y0);
  gamao_board_layout_checker (slot_of (a->to), 0, MAX (k_to, 0), x1, y1);
  left[a->from]++;
  arrived[a->to]++;
}

typedef struct
{
  graphene_point_t from, control, to;
  double tx, ty; /* unit direction of the arrow where it arrives */
  double head;   /* length of the head, pixels */
} ArrowShape;

static gboolean
arrow_shape (const GamaoBoardLayout *layout, double x0, double y0, double x1, double y1,
             ArrowShape *a)
{
  double mx, my, dx, dy, len, nx, ny, bend;
  double centre_y = layout->oy + layout->unit * GAMAO_LAYOUT_HEIGHT / 2;

  a->from = gamao_board_layout_point (layout, x0, y0);
  a->to = gamao_board_layout_point (layout, x1, y1);
  mx = (a->from.x + a->to.x) / 2;
  my = (a->from.y + a->to.y) / 2;
  dx = a->to.x - a->from.x;
  dy = a->to.y - a->from.y;
  len = hypot (dx, dy);
  if (len < 1)
    return FALSE;
  /* Bend the arrow towards the middle of the board, off the row of
   * checkers it would otherwise run along. */
  nx = -dy / len;
  ny = dx / len;
  if ((centre_y - my) * ny < 0)
    {
      nx = -nx;
      ny = -ny;
    }
  bend = MIN (len * 0.3, layout->unit * 2.2);
  a->control = GRAPHENE_POINT_INIT (mx + nx * bend, my + ny * bend);
  dx = a->to.x - a->control.x;
  dy = a->to.y - a->control.y;
  len = hypot (dx, dy);
  a->tx = dx / len;
  a->ty = dy / len;
  a->head = layout->unit * 0.45;
  return TRUE;
}

static void
trace_shaft (cairo_t *cr, const ArrowShape *a)
{
  /* The quadratic curve as a cubic; it stops inside the head. */
  cairo_move_to (cr, a->from.x, a->from.y);
  cairo_curve_to (cr, a->from.x + (a->control.x - a->from.x) * 2 / 3,
                  a->from.y + (a->control.y - a->from.y) * 2 / 3,
                  a->to.x + (a->control.x - a->to.x) * 2 / 3,
                  a->to.y + (a->control.y - a->to.y) * 2 / 3, a->to.x - a->tx * a->head * 0.6,
                  a->to.y - a->ty * a->head * 0.6);
}

static void
trace_head (cairo_t *cr, const ArrowShape *a)
{
  double h = a->head, w = a->head * 0.6;

  cairo_move_to (cr, a->to.x, a->to.y);
  cairo_line_to (cr, a->to.x - a->tx * h - a->ty * w, a->to.y - a->ty * h + a->tx * w);
  cairo_line_to (cr, a->to.x - a->tx * h + a->ty * w, a->to.y - a->ty * h - a->tx * w);
  cairo_close_path (cr);
}

static void
paint_arrow (cairo_t *cr, const ArrowShape *a, const GdkRGBA *color, double width)
{
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, width);
  trace_shaft (cr, a);
  cairo_stroke (cr);
  trace_head (cr, a);
  cairo_fill_preserve (cr);
  cairo_stroke (cr);
}

static void
snapshot_arrows (GamaoRulesBoard *self, GtkSnapshot *snapshot, const GamaoBoardLayout *layout)
{
  int left[26] = { 0 }, arrived[26] = { 0 };
  graphene_rect_t all;
  GdkRGBA fill, line, arrow, edge;
  double width = MAX (2.0, layout->unit * 0.13);
  double edge_width = width + MAX (2.0, layout->unit * 0.08);
  cairo_t *cr;

  if (!self->arrows || self->arrows->len == 0)
    return;
  mark_colors (&fill, &line, &arrow, &edge);
  graphene_rect_init (&all, 0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                      gtk_widget_get_height (GTK_WIDGET (self)));
  cr = gtk_snapshot_append_cairo (snapshot, &all);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < self->arrows->len; i++)
    {
      const GamaoRulesArrow *a = &g_array_index (self->arrows, GamaoRulesArrow, i);
      double x0, y0, x1, y1;
      ArrowShape shape;

      arrow_ends (self, a, left, arrived, &x0, &y0, &x1, &y1);
      if (!arrow_shape (layout, x0, y0, x1, y1, &shape))
        continue;
      /* A dark edge under the colour, so the arrow reads on any point. */
      paint_arrow (cr, &shape, &edge, edge_width);
      paint_arrow (cr, &shape, &arrow, width);
    }
  cairo_destroy (cr);
}

static void
gamao_rules_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoRulesBoard *self = GAMAO_RULES_BOARD (widget);
  GamaoBoardLayout layout;

  gtk_widget_snapshot_child (widget, GTK_WIDGET (self->view), snapshot);
  if (!self->show_marks)
    return;
  /* The same layout the board view computes for the same size. */
  gamao_board_layout_compute (&layout, gtk_widget_get_width (widget),
                              gtk_widget_get_height (widget),
                              gamao_board_view_get_home_side (self->view) == GAMAO_HOME_LEFT);
  if (layout.unit <= 0)
    return;
  snapshot_highlights (self, snapshot, &layout);
  snapshot_arrows (self, snapshot, &layout);
}

static GtkSizeRequestMode
gamao_rules_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The board's own proportions at any width, so a narrow page gets a
 * smaller board rather than a squashed one. */
static void
gamao_rules_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline,
                           int *natural_baseline)
{
  double ratio = GAMAO_LAYOUT_HEIGHT / GAMAO_LAYOUT_WIDTH;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = NATURAL_WIDTH;
      return;
    }
  if (for_size < 0)
    {
      *minimum = (int) ceil (MIN_WIDTH * ratio);
      *natural = (int) ceil (NATURAL_WIDTH * ratio);
      return;
    }
  *minimum = *natural = (int) ceil (MAX (for_size, MIN_WIDTH) * ratio);
}

static void
gamao_rules_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GamaoRulesBoard *self = GAMAO_RULES_BOARD (widget);

  gtk_widget_allocate (GTK_WIDGET (self->view), width, height, baseline, NULL);
}

static void
gamao_rules_board_dispose (GObject *object)
{
  GamaoRulesBoard *self = GAMAO_RULES_BOARD (object);

  if (self->view)
    gtk_widget_unparent (GTK_WIDGET (self->view));
  self->view = NULL;
  G_OBJECT_CLASS (gamao_rules_board_parent_class)->dispose (object);
}

static void
gamao_rules_board_finalize (GObject *object)
{
  GamaoRulesBoard *self = GAMAO_RULES_BOARD (object);

  g_clear_pointer (&self->arrows, g_array_unref);
  G_OBJECT_CLASS (gamao_rules_board_parent_class)->finalize (object);
}

static void
gamao_rules_board_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  GamaoRulesBoard *self = GAMAO_RULES_BOARD (object);

  switch (prop_id)
    {
    case PROP_SHOW_MARKS:
      g_value_set_boolean (value, self->show_marks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_rules_board_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  GamaoRulesBoard *self = GAMAO_RULES_BOARD (object);

  switch (prop_id)
    {
    case PROP_SHOW_MARKS:
      gamao_rules_board_set_show_marks (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_rules_board_class_init (GamaoRulesBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_rules_board_dispose;
  object_class->finalize = gamao_rules_board_finalize;
  object_class->get_property = gamao_rules_board_get_property;
  object_class->set_property = gamao_rules_board_set_property;
  widget_class->snapshot = gamao_rules_board_snapshot;
  widget_class->get_request_mode = gamao_rules_board_get_request_mode;
  widget_class->measure = gamao_rules_board_measure;
  widget_class->size_allocate = gamao_rules_board_size_allocate;

  properties[PROP_SHOW_MARKS] = g_param_spec_boolean (
      "show-marks", NULL, NULL, TRUE,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "gamao-rules-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gamao_rules_board_init (GamaoRulesBoard *self)
{
  self->show_marks = TRUE;
  self->arrows = g_array_new (FALSE, FALSE, sizeof (GamaoRulesArrow));
  self->view = GAMAO_BOARD_VIEW (gamao_board_view_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->view), GTK_WIDGET (self));
  gamao_board_init_start (&self->board);
  /* Redraw the marks in the other style's colours. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
gamao_rules_board_new (void)
{
  return g_object_new (GAMAO_TYPE_RULES_BOARD, NULL);
}

GamaoBoardView *
gamao_rules_board_get_view (GamaoRulesBoard *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_BOARD (self), NULL);
  return self->view;
}

gboolean
gamao_rules_board_set_diagram (GamaoRulesBoard *self, const GamaoRulesDiagram *diagram)
{
  g_auto (GamaoBoardFrame) frame = { 0 };

  g_return_val_if_fail (GAMAO_IS_RULES_BOARD (self), FALSE);
  g_return_val_if_fail (diagram != NULL, FALSE);

  if (!gamao_board_frame_from_diagram (&frame, diagram))
    return FALSE;
  self->board = frame.board;
  gamao_board_view_set_frame (self->view, &frame);
  gamao_board_view_set_moves (self->view, NULL);

  self->highlights = diagram->highlights;
  g_array_set_size (self->arrows, 0);
  if (diagram->arrows)
    g_array_append_vals (self->arrows, diagram->arrows->data, diagram->arrows->len);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

void
gamao_rules_board_set_show_marks (GamaoRulesBoard *self, gboolean show)
{
  g_return_if_fail (GAMAO_IS_RULES_BOARD (self));

  show = !!show;
  if (self->show_marks == show)
    return;
  self->show_marks = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_MARKS]);
}

gboolean
gamao_rules_board_get_show_marks (GamaoRulesBoard *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_BOARD (self), FALSE);
  return self->show_marks;
}

const GamaoBoard *
gamao_rules_board_get_position (GamaoRulesBoard *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_BOARD (self), NULL);
  return &self->board;
}
