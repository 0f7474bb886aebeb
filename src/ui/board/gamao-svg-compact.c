/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-svg-compact.c: see gamao-svg-compact.h. */
#define G_LOG_DOMAIN "gamao-board"

#include "config.h"

#include "gamao-svg-compact.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* "7.703125" -> "7.7", "2.000000" -> "2", "-0.001" -> "0". */
static gboolean
round_figure (const GMatchInfo *info, GString *out, gpointer data)
{
  g_autofree char *text = g_match_info_fetch (info, 0);
  char figure[G_ASCII_DTOSTR_BUF_SIZE];
  double value = round (g_ascii_strtod (text, NULL) * 100) / 100;
  char *end;

  g_ascii_formatd (figure, sizeof figure, "%.2f", value == 0 ? 0 : value);
  end = figure + strlen (figure);
  while (end[-1] == '0')
    *--end = '\0';
  if (end[-1] == '.')
    end[-1] = '\0';
  g_string_append (out, figure);
  return FALSE;
}

/* "rgb(54.901963%,50.588238%,45.09804%)" -> "#8c8173". */
static gboolean
short_colour (const GMatchInfo *info, GString *out, gpointer data)
{
  g_string_append_c (out, '#');
  for (int i = 1; i <= 3; i++)
    {
      g_autofree char *part = g_match_info_fetch (info, i);
      double percent = g_ascii_strtod (part, NULL);
      g_string_append_printf (out, "%02x", (unsigned) CLAMP (lround (percent * 2.55), 0, 255));
    }
  return FALSE;
}

/* A path's data without the spaces SVG does not need:
 * "M 0.83 -2.92 L 9.11 2.92 Z " -> "M0.83-2.92L9.11 2.92Z". */
static gboolean
tight_path (const GMatchInfo *info, GString *out, gpointer data)
{
  g_autofree char *path = g_match_info_fetch (info, 0);
  /* Around a command, before a minus and at the end: no figure needs them. */
  g_autoptr (GRegex) spaces = g_regex_new (" *([MLCZ\"-]) *| +(?=\")", 0, 0, NULL);
  g_autofree char *tight = g_regex_replace (spaces, path, -1, 0, "\\1", 0, NULL);

  g_string_append (out, tight);
  return FALSE;
}

static char *
replace (const char *text, const char *pattern, GRegexEvalCallback eval)
{
  /* Not G_REGEX_OPTIMIZE: PCRE2's JIT code reads past what it wrote in
   * the output buffer, which memcheck reports (and a diagram is small). */
  g_autoptr (GRegex) regex = g_regex_new (pattern, 0, 0, NULL);

  return g_regex_replace_eval (regex, text, -1, 0, 0, eval, NULL, NULL);
}

char *
gamao_svg_compact (const char *svg)
{
  /* The XML declaration's "1.0" must stay as it is. */
  const char *declaration_end = g_str_has_prefix (svg, "<?xml") ? strstr (svg, "?>") : NULL;
  const char *body = declaration_end ? declaration_end + 2 : svg;
  g_autofree char *colours = replace (body, "rgb\\(([0-9.]+)%,([0-9.]+)%,([0-9.]+)%\\)",
                                      short_colour);
  g_autofree char *rounded = replace (colours, "-?[0-9]+\\.[0-9]+", round_figure);
  g_autofree char *figures = replace (rounded, " d=\"[^\"]*\"", tight_path);

  if (!declaration_end)
    return g_steal_pointer (&figures);
  return g_strdup_printf ("%.*s%s", (int) (body - svg), svg, figures);
}

/* What a URI or a double-quoted attribute cannot hold as it is, and the
 * namespace's scheme ("http:"), so that the page names no address. */
static gboolean
needs_escape (const char *svg, const char *p)
{
  return strchr ("%#\"<>&\n\r\t", *p)
         || (*p == ':' && p - svg >= 4 && strncmp (p - 4, "http", 4) == 0);
}

char *
gamao_svg_data_uri (const char *svg)
{
  GString *out = g_string_new ("data:image/svg+xml,");

  for (const char *p = svg; *p; p++)
    {
      if (needs_escape (svg, p))
        g_string_append_printf (out, "%%%02X", (unsigned char) *p);
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}
