/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-render-icon: renders an SVG icon to a square PNG at the build, with
 * the same loader GTK would use at run time (gdk-pixbuf's, librsvg), so
 * the PNG is the picture GTK would have drawn. The empty page's icon comes
 * from these PNGs: loading librsvg to draw the SVG cost the first frame
 * several milliseconds (tools/README.md, bench-startup).
 *
 *   gamao-render-icon INPUT.svg SIZE OUTPUT.png */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdlib.h>

int
main (int argc, char *argv[])
{
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  g_autoptr (GError) error = NULL;
  long size;

  if (argc != 4 || (size = strtol (argv[2], NULL, 10)) < 1 || size > 4096)
    {
      g_printerr ("usage: %s INPUT.svg SIZE OUTPUT.png\n", argv[0]);
      return 2;
    }
  pixbuf = gdk_pixbuf_new_from_file_at_size (argv[1], (int) size, (int) size, &error);
  if (!pixbuf || !gdk_pixbuf_save (pixbuf, argv[3], "png", &error, NULL))
    {
      g_printerr ("%s: %s\n", argv[0], error->message);
      return 1;
    }
  return 0;
}
