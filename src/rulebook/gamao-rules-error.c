/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-error.h"

G_DEFINE_QUARK (gamao-rules-error-quark, gamao_rules_error)

void
gamao_rules_set_parse_error (GError **error, GMarkupParseContext *context, const char *filename,
                             const char *format, ...)
{
  g_autofree char *what = NULL;
  int line = 0, column = 0;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (context)
    g_markup_parse_context_get_position (context, &line, &column);
  g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID, "%s:%d:%d: %s", filename, line,
               column, what);
}

void
gamao_rules_prefix_error (GError **error, const char *filename)
{
  if (error && *error && (*error)->domain == G_MARKUP_ERROR)
    {
      g_autofree char *message = g_strdup_printf ("%s: %s", filename, (*error)->message);
      g_clear_error (error);
      g_set_error_literal (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_MALFORMED, message);
    }
  else if (error && *error && (*error)->domain != GAMAO_RULES_ERROR)
    g_prefix_error (error, "%s: ", filename);
}
