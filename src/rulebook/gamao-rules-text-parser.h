/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-text-parser.h: reads one language file of the rules book:
 * a whole book (<rules>) or a regional variant of one (<overrides>). */
#pragma once

#include "gamao-rules-overrides.h"

typedef struct
{
  GamaoRulesBook *book;           /* when the file is a book */
  GamaoRulesOverrides *overrides; /* when it is overrides */
} GamaoRulesText;

/* Parses `contents`; diagram references of a book are resolved in
 * `diagrams`, which the book does not own. On success exactly one of
 * `book` and `overrides` is set in `out`. */
gboolean gamao_rules_text_parse (const char *contents, gssize length, const char *filename,
                                 const GamaoRulesDiagramFile *diagrams, GamaoRulesText *out,
                                 GError **error);
void gamao_rules_text_clear (GamaoRulesText *text);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GamaoRulesText, gamao_rules_text_clear)
