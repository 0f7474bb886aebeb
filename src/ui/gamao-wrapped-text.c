/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-wrapped-text"

#include "config.h"

#include "gamao-wrapped-text.h"

#include <math.h>
#include <pango/pangocairo.h>

/* Why not a GtkLabel: the empty page's title and description are shown
 * before anything else, and a wrapping GtkLabel is costly to measure.
 * Its minimum width is a layout of the text at its narrowest (one
 * character a line), or with width-chars a font-metrics computation of
 * its own per face (a sample text laid out in a new Pango context); and
 * Debian's GTK (G_ENABLE_DEBUG) measures every allocated widget's width
 * for its height again, a binary search of layouts for a wrapping label.
 * Before the first frame the page's two labels cost 26 M instructions,
 * a third of what the window spends beyond a bare one.
 *
 * This widget draws what such a label draws (a centred layout, word-char
 * wrapped, placed by GtkLabel's own rule, through the same CSS node name
 * "label" so that the page's styles apply) and answers the questions
 * with little work: its minimum width about ten em of its font (the page
 * is never narrower than 336 px), its natural width one unwrapped layout, and a height for a width one layout at that width,
 * remembered for the last few widths. CSS text attributes (letter
 * spacing, decorations, font features) are not applied: no style of the
 * page sets them. */

#define N_HEIGHTS 4

struct _GamaoWrappedText
{
  GtkWidget parent_instance;

  char *text;
  PangoLayout *layout;
  guint serial;              /* the layout's context's, when measured */
  int natural_width;         /* unwrapped, Pango units; -1: unknown */
  int natural_height;
  struct
  {
    int width, height;       /* Pango units; width -1: empty slot */
  } heights[N_HEIGHTS];
  guint next_height;
};

G_DEFINE_FINAL_TYPE (GamaoWrappedText, gamao_wrapped_text, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
forget_sizes (GamaoWrappedText *self)
{
  self->natural_width = -1;
  for (guint i = 0; i < N_HEIGHTS; i++)
    self->heights[i].width = -1;
}

static PangoLayout *
ensure_layout (GamaoWrappedText *self)
{
  PangoContext *context;

  if (!self->layout)
    {
      self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->text);
      pango_layout_set_alignment (self->layout, PANGO_ALIGN_CENTER);
      pango_layout_set_wrap (self->layout, PANGO_WRAP_WORD_CHAR);
    }
  /* A new font (a style or a setting changed) makes the context's
   * serial move on: what was measured with the old one is void. */
  context = pango_layout_get_context (self->layout);
  if (pango_context_get_serial (context) != self->serial)
    {
      self->serial = pango_context_get_serial (context);
      forget_sizes (self);
    }
  return self->layout;
}

static int
height_for_width (GamaoWrappedText *self, int width)
{
  PangoLayout *layout = ensure_layout (self);
  int height;

  for (guint i = 0; i < N_HEIGHTS; i++)
    if (self->heights[i].width == width)
      return self->heights[i].height;
  pango_layout_set_width (layout, width);
  pango_layout_get_size (layout, NULL, &height);
  self->heights[self->next_height].width = width;
  self->heights[self->next_height].height = height;
  self->next_height = (self->next_height + 1) % N_HEIGHTS;
  return height;
}

static void
unwrapped_size (GamaoWrappedText *self)
{
  PangoLayout *layout = ensure_layout (self);

  if (self->natural_width >= 0)
    return;
  pango_layout_set_width (layout, -1);
  pango_layout_get_size (layout, &self->natural_width, &self->natural_height);
}

/* Ten em, or 240 px with a large font, or its unwrapped width if that
 * is less: narrow enough for any width the page is given (336 px at the
 * least), and wide enough that a layout at that width is a few lines,
 * never one character a line, which a minimum of none would cost each
 * time a parent asks for the height at the minimum width (GTK also
 * measures a height for a width no less than the minimum width). From
 * the font's size: no font metrics to compute. */
#define MAX_MINIMUM_WIDTH (240 * PANGO_SCALE)

static int
minimum_width (GamaoWrappedText *self)
{
  PangoContext *context = pango_layout_get_context (ensure_layout (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double em = (double) pango_font_description_get_size (font);

  if (!pango_font_description_get_size_is_absolute (font))
    em *= pango_cairo_context_get_resolution (context) / 72.0;
  return MIN (self->natural_width, MIN ((int) (10 * em), MAX_MINIMUM_WIDTH));
}

static void
gamao_wrapped_text_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  GamaoWrappedText *self = GAMAO_WRAPPED_TEXT (widget);

  unwrapped_size (self);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = PANGO_PIXELS_CEIL (minimum_width (self));
      *natural = PANGO_PIXELS_CEIL (self->natural_width);
    }
  else
    {
      int height = for_size < 0 ? self->natural_height
                                : height_for_width (self, for_size * PANGO_SCALE);

      *minimum = *natural = PANGO_PIXELS_CEIL (height);
    }
}

static GtkSizeRequestMode
gamao_wrapped_text_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gamao_wrapped_text_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  pango_layout_set_width (ensure_layout (GAMAO_WRAPPED_TEXT (widget)), width * PANGO_SCALE);
}

/* Where GtkLabel puts its layout (get_layout_location, xalign and
 * yalign 0.5), so that the text lands on the same pixels. */
static void
gamao_wrapped_text_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoWrappedText *self = GAMAO_WRAPPED_TEXT (widget);
  PangoLayout *layout;
  PangoRectangle logical;
  int x, y;

  if (!self->text || !*self->text)
    return;
  layout = ensure_layout (self);
  pango_layout_set_width (layout, gtk_widget_get_width (widget) * PANGO_SCALE);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  x = (int) floor (0.5 * (gtk_widget_get_width (widget) - logical.width) - logical.x);
  y = (int) floor ((gtk_widget_get_height (widget) - logical.height) * 0.5);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_snapshot_render_layout (snapshot, gtk_widget_get_style_context (widget), x, y, layout);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
gamao_wrapped_text_direction_changed (GtkWidget *widget, GtkTextDirection previous)
{
  GamaoWrappedText *self = GAMAO_WRAPPED_TEXT (widget);

  g_clear_object (&self->layout);
  forget_sizes (self);
  GTK_WIDGET_CLASS (gamao_wrapped_text_parent_class)->direction_changed (widget, previous);
}

static void
gamao_wrapped_text_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  GamaoWrappedText *self = GAMAO_WRAPPED_TEXT (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_wrapped_text_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  GamaoWrappedText *self = GAMAO_WRAPPED_TEXT (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      gamao_wrapped_text_set_text (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_wrapped_text_finalize (GObject *object)
{
  GamaoWrappedText *self = GAMAO_WRAPPED_TEXT (object);

  g_clear_object (&self->layout);
  g_free (self->text);
  G_OBJECT_CLASS (gamao_wrapped_text_parent_class)->finalize (object);
}

static void
gamao_wrapped_text_class_init (GamaoWrappedTextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = gamao_wrapped_text_get_property;
  object_class->set_property = gamao_wrapped_text_set_property;
  object_class->finalize = gamao_wrapped_text_finalize;
  widget_class->measure = gamao_wrapped_text_measure;
  widget_class->get_request_mode = gamao_wrapped_text_get_request_mode;
  widget_class->size_allocate = gamao_wrapped_text_size_allocate;
  widget_class->snapshot = gamao_wrapped_text_snapshot;
  widget_class->direction_changed = gamao_wrapped_text_direction_changed;

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* The node name the styles know: .title-1, .body and the page's rules
   * select a "label". */
  gtk_widget_class_set_css_name (widget_class, "label");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
gamao_wrapped_text_init (GamaoWrappedText *self)
{
  forget_sizes (self);
  /* Shown once it has a text. */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gamao_wrapped_text_new (const char *text)
{
  return g_object_new (GAMAO_TYPE_WRAPPED_TEXT, "text", text, NULL);
}

PangoLayout *
gamao_wrapped_text_get_layout (GamaoWrappedText *self)
{
  g_return_val_if_fail (GAMAO_IS_WRAPPED_TEXT (self), NULL);
  return ensure_layout (self);
}

const char *
gamao_wrapped_text_get_text (GamaoWrappedText *self)
{
  g_return_val_if_fail (GAMAO_IS_WRAPPED_TEXT (self), NULL);
  return self->text;
}

void
gamao_wrapped_text_set_text (GamaoWrappedText *self, const char *text)
{
  g_return_if_fail (GAMAO_IS_WRAPPED_TEXT (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  if (self->layout)
    pango_layout_set_text (self->layout, text ? text : "", -1);
  forget_sizes (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  gtk_widget_set_visible (GTK_WIDGET (self), text && *text);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}
