/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The glyph warmer (src/ui/gamao-glyph-warmer.c) only changes the order
 * in which glyph metrics are looked up: a window whose text is warmed
 * before its first frame draws the same pixels as one whose is not. Each
 * way runs in a process of its own (the fonts' caches are per process),
 * with GTK's GL renderer, the one whose glyph atlas the warmer serves,
 * and writes its frame's checksum to a file the parent compares. Odd
 * text rides along: markup in several faces, a glyph no font has, an
 * empty and a hidden label. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "gamao-glyph-warmer.h"
#include "ui-test-util.h"

typedef struct
{
  GtkWidget *window;
  gboolean warm;
  gboolean warmed;
  gboolean painted;
} Frame;

static GtkWidget *
odd_label (const char *markup, const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup_with_mnemonic (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
make_window (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *hidden = gtk_label_new ("Hidden");

  gtk_box_append (GTK_BOX (box), odd_label ("No Match Yet", "title-1"));
  gtk_box_append (GTK_BOX (box),
                  odd_label ("Play the computer, or two people at this desk, a match to any "
                             "number of points or an unlimited session",
                             NULL));
  gtk_box_append (GTK_BOX (box),
                  odd_label ("<b>Gamão</b>, <big>big</big>, <i>itálico</i> and _mnemonic", NULL));
  /* U+E000, private use: no font has it, Pango draws a hex box. */
  gtk_box_append (GTK_BOX (box), odd_label ("\xee\x80\x80 unknown", "heading"));
  gtk_box_append (GTK_BOX (box), odd_label ("", NULL));
  gtk_widget_set_visible (hidden, FALSE);
  gtk_box_append (GTK_BOX (box), hidden);
  gtk_box_append (GTK_BOX (box), gtk_button_new_with_mnemonic ("_New Match…"));
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 420);
  return window;
}

/* After GTK's own layout of the frame, before its paint: where the app
 * warms its window (gamao_window_size_allocate). */
static void
on_layout (GdkFrameClock *clock, Frame *frame)
{
  if (frame->warmed)
    return;
  frame->warmed = TRUE;
  if (frame->warm)
    gamao_glyph_warmer_warm (frame->window);
}

static void
on_after_paint (GdkFrameClock *clock, Frame *frame)
{
  if (gdk_surface_get_mapped (gtk_native_get_surface (GTK_NATIVE (frame->window))))
    frame->painted = TRUE;
}

static void
on_realize (GtkWidget *window, Frame *frame)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect_after (clock, "layout", G_CALLBACK (on_layout), frame);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), frame);
}

static gboolean
painted (gpointer data)
{
  return ((Frame *) data)->painted;
}

/* The window drawn again by its own renderer: the glyphs come from the
 * atlas its first frame filled. */
static char *
frame_checksum (GtkWidget *window)
{
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         NULL);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, pixels, (gsize) width * height * 4);
}

static void
draw_once (gboolean warm)
{
  Frame frame = { make_window (), warm, FALSE, FALSE };
  g_autofree char *checksum = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("GLYPH_WARMER_OUT"),
                                            warm ? "warm" : "cold", NULL);
  g_autoptr (GError) error = NULL;

  g_signal_connect (frame.window, "realize", G_CALLBACK (on_realize), &frame);
  gtk_window_present (GTK_WINDOW (frame.window));
  ui_test_wait_until (painted, &frame);
  g_assert_true (frame.warmed);
  checksum = frame_checksum (frame.window);
  g_assert_true (g_file_set_contents (path, checksum, -1, &error));
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (frame.window));
}

/* The two ways, each run in a process of its own by test_same_pixels. */
static void
test_draw_warm (void)
{
  if (!g_test_subprocess ())
    {
      g_test_skip ("run in a process of its own by /glyph-warmer/same-pixels");
      return;
    }
  draw_once (TRUE);
}

static void
test_draw_cold (void)
{
  if (!g_test_subprocess ())
    {
      g_test_skip ("run in a process of its own by /glyph-warmer/same-pixels");
      return;
    }
  draw_once (FALSE);
}

static char *
run_child (const char *dir, const char *path)
{
  g_autofree char *file = g_build_filename (dir, g_path_get_basename (path), NULL);
  char *checksum = NULL;

  g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_assert_true (g_file_get_contents (file, &checksum, NULL, NULL));
  return checksum;
}

static void
test_same_pixels (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gamao-glyph-warmer-XXXXXX", NULL);
  g_autofree char *warm = NULL, *cold = NULL;

  g_assert_nonnull (dir);
  g_setenv ("GLYPH_WARMER_OUT", dir, TRUE);
  warm = run_child (dir, "/glyph-warmer/draw/warm");
  cold = run_child (dir, "/glyph-warmer/draw/cold");
  g_assert_cmpstr (warm, ==, cold);
  for (const char *const *name = (const char *const[]) { "warm", "cold", NULL }; *name; name++)
    {
      g_autofree char *file = g_build_filename (dir, *name, NULL);

      g_remove (file);
    }
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/glyph-warmer/same-pixels", test_same_pixels);
  g_test_add_func ("/glyph-warmer/draw/warm", test_draw_warm);
  g_test_add_func ("/glyph-warmer/draw/cold", test_draw_cold);
  return g_test_run ();
}
