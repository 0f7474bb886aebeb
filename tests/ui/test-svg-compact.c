/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The report's diagrams made smaller (issue 28): figures to two
 * decimals, colours as #rrggbb, paths without the spaces SVG does not
 * need, the XML declaration left alone; the data: URI as text, with
 * nothing a URI or an attribute cannot hold and no "http:" left. */
#include "config.h"

#include "gamao-svg-compact.h"

#include <string.h>

static void
test_compact (void)
{
  g_autofree char *small = gamao_svg_compact (
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg version=\"1.1\"><path style=\"fill:rgb(54.901963%,50.588238%,45.09804%);"
      "fill-opacity:0.45;\" d=\"M 7.703125 -6.421875 C 8.660156 -6.265625 2.000000 -0.001 10 0"
      " Z \"/>"
      "</svg>");

  g_assert_cmpstr (small, ==,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<svg version=\"1.1\"><path style=\"fill:#8c8173;fill-opacity:0.45;\""
                   " d=\"M7.7-6.42C8.66-6.27 2 0 10 0Z\"/></svg>");
}

static void
test_data_uri (void)
{
  g_autofree char *uri = gamao_svg_data_uri (
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><path style=\"fill:#fff\"/>\n</svg>");

  g_assert_cmpstr (uri, ==,
                   "data:image/svg+xml,%3Csvg xmlns=%22http%3A//www.w3.org/2000/svg%22%3E"
                   "%3Cpath style=%22fill:%23fff%22/%3E%0A%3C/svg%3E");
  g_assert_null (strstr (uri, "http:"));
  g_assert_null (strpbrk (uri + strlen ("data:"), "\"<>#&\n"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/svg-compact/compact", test_compact);
  g_test_add_func ("/svg-compact/data-uri", test_data_uri);
  return g_test_run ();
}
