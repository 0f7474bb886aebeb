/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GamaoWrappedText (src/ui/gamao-wrapped-text.c) stands in for the empty
 * page's wrapping, centred GtkLabels: at any width from its minimum up it
 * is as tall as such a label and draws the same pixels; its minimum width
 * is ten em, 240 px or its text's, whichever is least; it hides itself with no text and says its
 * text to assistive technologies. */
#include "config.h"

#include <adwaita.h>

#include "gamao-wrapped-text.h"
#include "ui-test-util.h"

static const char *const texts[] = {
  "Play the computer, or two people at this desk, a match to any number of points or an "
  "unlimited session",
  "1000 matches estão guardados no histórico. Comece um novo contra o computador ou entre "
  "duas pessoas nesta mesa, ou reveja-os.",
  "Averyveryverylongwordthatcannotbreakatallbutmustwrapsomewhere anyway",
};

static GtkWidget *
centred_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
wrapped_text (const char *text, const char *css_class)
{
  GtkWidget *widget = gamao_wrapped_text_new (text);

  gtk_widget_add_css_class (widget, css_class);
  return widget;
}

static GBytes *
pixels (GtkWidget *widget)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  guchar *data = g_malloc0 ((gsize) width * height * 4);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (
      gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
      &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, data, (gsize) width * 4);
  return g_bytes_new_take (data, (gsize) width * height * 4);
}

static gboolean
allocated (gpointer data)
{
  return gtk_widget_get_width (data) > 0 && gtk_widget_get_mapped (data);
}

/* Side by side in a homogeneous box, a label and the text get the same
 * width (240 px and up: at least the text's minimum, as the page's are);
 * each is drawn alone and compared. */
static void
compare_at (const char *text, const char *css_class, int width)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = centred_label (text, css_class);
  GtkWidget *wrapped = wrapped_text (text, css_class);
  int label_height, wrapped_height;
  g_autoptr (GBytes) label_pixels = NULL;
  g_autoptr (GBytes) wrapped_pixels = NULL;

  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), wrapped);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 2 * width, -1);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_until (allocated, wrapped);
  ui_test_drain ();

  g_assert_cmpint (gtk_widget_get_width (label), ==, gtk_widget_get_width (wrapped));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, &label_height, NULL, NULL, NULL);
  gtk_widget_measure (wrapped, GTK_ORIENTATION_VERTICAL, width, &wrapped_height, NULL, NULL,
                      NULL);
  g_assert_cmpint (label_height, ==, wrapped_height);
  label_pixels = pixels (label);
  wrapped_pixels = pixels (wrapped);
  g_assert_true (g_bytes_equal (label_pixels, wrapped_pixels));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static void
test_same_as_label (void)
{
  static const char *const classes[] = { "body", "title-1" };
  static const int widths[] = { 240, 336, 600, 1000 };

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        compare_at (texts[t], classes[c], widths[w]);
}

/* Unwrapped, the text is as wide and tall as an unwrapping label. */
static void
test_natural_size (void)
{
  GtkWidget *label = gtk_label_new (texts[0]);
  GtkWidget *wrapped = g_object_ref_sink (gamao_wrapped_text_new (texts[0]));
  GtkWidget *word = g_object_ref_sink (gamao_wrapped_text_new ("Gamão"));
  GtkWidget *large = g_object_ref_sink (gamao_wrapped_text_new (texts[0]));
  g_autoptr (GtkCssProvider) provider = gtk_css_provider_new ();
  int label_width, label_height, width, height, minimum, word_minimum, word_natural;
  int large_minimum;

  g_object_ref_sink (label);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_width, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, -1, NULL, &label_height, NULL, NULL);
  gtk_widget_measure (wrapped, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &width, NULL, NULL);
  gtk_widget_measure (wrapped, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  g_assert_cmpint (width, ==, label_width);
  g_assert_cmpint (height, ==, label_height);
  /* Ten em of the default 10 pt font (13.3 px at 96 dpi), no more. */
  g_assert_cmpint (minimum, >=, 120);
  g_assert_cmpint (minimum, <=, 140);
  /* A word narrower than ten em is its own minimum. */
  gtk_widget_measure (word, GTK_ORIENTATION_HORIZONTAL, -1, &word_minimum, &word_natural, NULL,
                      NULL);
  g_assert_cmpint (word_minimum, ==, word_natural);
  g_assert_cmpint (word_natural, <, 120);
  /* With a large font, 240 px. */
  gtk_css_provider_load_from_data (provider, ".large { font-size: 40px; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_widget_add_css_class (large, "large");
  gtk_widget_measure (large, GTK_ORIENTATION_HORIZONTAL, -1, &large_minimum, NULL, NULL, NULL);
  g_assert_cmpint (large_minimum, ==, 240);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (provider));
  g_object_unref (large);
  g_object_unref (word);
  g_object_unref (wrapped);
  g_object_unref (label);
}

/* No text: hidden. A new text: shown, its height for a width follows it,
 * and it is the accessible label. */
static void
test_set_text (void)
{
  GtkWidget *wrapped = g_object_ref_sink (gamao_wrapped_text_new (NULL));
  int one_line, more_lines;
  g_auto (GValue) value = G_VALUE_INIT;

  g_assert_false (gtk_widget_get_visible (wrapped));
  gamao_wrapped_text_set_text (GAMAO_WRAPPED_TEXT (wrapped), "Short");
  g_assert_true (gtk_widget_get_visible (wrapped));
  gtk_widget_measure (wrapped, GTK_ORIENTATION_VERTICAL, 200, &one_line, NULL, NULL, NULL);
  gamao_wrapped_text_set_text (GAMAO_WRAPPED_TEXT (wrapped), texts[0]);
  gtk_widget_measure (wrapped, GTK_ORIENTATION_VERTICAL, 200, &more_lines, NULL, NULL, NULL);
  g_assert_cmpint (more_lines, >=, 3 * one_line);
  g_assert_cmpstr (gamao_wrapped_text_get_text (GAMAO_WRAPPED_TEXT (wrapped)), ==, texts[0]);
  gamao_wrapped_text_set_text (GAMAO_WRAPPED_TEXT (wrapped), "");
  g_assert_false (gtk_widget_get_visible (wrapped));
  g_object_unref (wrapped);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/wrapped-text/same-as-label", test_same_as_label);
  g_test_add_func ("/wrapped-text/natural-size", test_natural_size);
  g_test_add_func ("/wrapped-text/set-text", test_set_text);
  return g_test_run ();
}
