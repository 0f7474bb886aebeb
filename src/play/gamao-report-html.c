/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-html.c: a report as one HTML page that needs nothing
 * else: the style in the page, each diagram a data: URI, no script, no
 * link, so that it opens offline, on a phone, from a mail. */
#define G_LOG_DOMAIN "gamao-report"

#include "config.h"

#include "gamao-report.h"

#include <glib/gi18n.h>

/* Narrow first: the page reads on a phone, and widens to 46em. */
static const char style[] =
  "body{font-family:sans-serif;line-height:1.4;margin:0 auto;padding:0.75em;max-width:46em;"
  "color:#1e1e1e;background:#fff}"
  "h1{font-size:1.5em}h2{font-size:1.25em;margin-top:1.5em;border-bottom:1px solid #ccc}"
  "h3{font-size:1.05em;margin-top:1.5em}"
  ".table{overflow-x:auto}table{border-collapse:collapse;margin:0.5em 0}"
  "th,td{padding:0.2em 0.6em;text-align:left;border-bottom:1px solid #e0e0e0}"
  "td{font-variant-numeric:tabular-nums}"
  "figure{margin:0.5em 0}img{display:block;width:100%;max-width:40em;height:auto}"
  "figcaption{font-size:0.85em;color:#555;overflow-wrap:anywhere}"
  "@media (prefers-color-scheme:dark){body{color:#eee;background:#1e1e1e}"
  "th,td{border-color:#444}figcaption{color:#bbb}}";

static void
escaped (GString *out, const char *text)
{
  g_autofree char *safe = g_markup_escape_text (text ? text : "", -1);

  g_string_append (out, safe);
}

static void
element (GString *out, const char *tag, const char *text)
{
  g_string_append_printf (out, "<%s>", tag);
  escaped (out, text);
  g_string_append_printf (out, "</%s>\n", tag);
}

static void
table (GString *out, const GamaoReportBlock *block)
{
  g_string_append (out, "<div class=\"table\"><table>\n");
  for (guint i = 0; i < block->cells->len; i++)
    {
      const char *tag = i < block->columns ? "th" : "td";

      if (i % block->columns == 0)
        g_string_append (out, "<tr>");
      g_string_append_printf (out, "<%s>", tag);
      escaped (out, g_ptr_array_index (block->cells, i));
      g_string_append_printf (out, "</%s>", tag);
      if (i % block->columns == block->columns - 1)
        g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</table></div>\n");
}

static void
diagram (GString *out, const GamaoReportBlock *block, GamaoReportPicture picture, void *data)
{
  g_autofree char *uri = picture ? picture (block, data) : NULL;

  /* Anything but a picture of its own would load from elsewhere. */
  if (!uri || !g_str_has_prefix (uri, "data:"))
    return;
  g_string_append (out, "<figure><img alt=\"");
  /* Translators: the description of a report's diagram for screen readers. */
  escaped (out, block->text ? block->text : _("The position"));
  g_string_append_printf (out, "\" src=\"%s\">", uri);
  /* The caption's lines as text under the picture: read, searched and
   * copied (the IDs) as the page's own words. */
  if (block->text)
    {
      g_auto (GStrv) lines = g_strsplit (block->text, "\n", -1);
      g_string_append (out, "<figcaption>");
      for (guint i = 0; lines[i]; i++)
        {
          if (i)
            g_string_append (out, "<br>");
          escaped (out, lines[i]);
        }
      g_string_append (out, "</figcaption>");
    }
  g_string_append (out, "</figure>\n");
}

char *
gamao_report_html (const GamaoReport *report, GamaoReportPicture picture, void *data)
{
  GString *out = g_string_new ("<!DOCTYPE html>\n<html lang=\"");
  const char *lang = g_get_language_names ()[0];

  /* "pt_BR.UTF-8" -> "pt-BR"; C -> en. */
  for (const char *p = g_str_equal (lang, "C") ? "en" : lang; *p && *p != '.' && *p != '@'; p++)
    g_string_append_c (out, *p == '_' ? '-' : *p);
  g_string_append (out, "\">\n<head>\n<meta charset=\"utf-8\">\n"
                        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
  element (out, "title", report->title);
  g_string_append_printf (out, "<style>%s</style>\n</head>\n<body>\n", style);
  for (guint i = 0; i < report->blocks->len; i++)
    {
      const GamaoReportBlock *block = g_ptr_array_index (report->blocks, i);

      switch (block->kind)
        {
        case GAMAO_REPORT_TITLE:
          element (out, "h1", block->text);
          break;
        case GAMAO_REPORT_HEADING:
          element (out, "h2", block->text);
          break;
        case GAMAO_REPORT_SUBHEADING:
          element (out, "h3", block->text);
          break;
        case GAMAO_REPORT_TEXT:
          element (out, "p", block->text);
          break;
        case GAMAO_REPORT_TABLE:
          table (out, block);
          break;
        case GAMAO_REPORT_DIAGRAM:
        default:
          diagram (out, block, picture, data);
          break;
        }
    }
  g_string_append (out, "</body>\n</html>\n");
  return g_string_free (out, FALSE);
}
