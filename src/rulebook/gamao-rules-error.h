/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-error.h: why a rules book could not be loaded. */
#pragma once

#include <glib.h>

#define GAMAO_RULES_ERROR (gamao_rules_error_quark ())

typedef enum
{
  GAMAO_RULES_ERROR_NOT_FOUND,  /* no rules file for that language */
  GAMAO_RULES_ERROR_MALFORMED,  /* not well-formed XML */
  GAMAO_RULES_ERROR_INVALID,    /* well-formed, but not a rules file we understand */
  GAMAO_RULES_ERROR_OVERRIDE,   /* a regional override that no longer fits its base text */
} GamaoRulesError;

GQuark gamao_rules_error_quark (void);

/* Sets an INVALID error that names the file and the line being parsed, so
 * whoever edits the rules text finds the mistake at once. Rules files are
 * the developers' data, so these messages are not translated. */
void gamao_rules_set_parse_error (GError **error, GMarkupParseContext *context,
                                  const char *filename, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

/* Prefixes an error raised by GMarkup itself with the file name. */
void gamao_rules_prefix_error (GError **error, const char *filename);
