/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-overrides.h: a regional language as a small set of changes
 * to its base book (European over Brazilian Portuguese), so the two texts
 * cannot drift apart: word and phrase replacements, and whole paragraphs
 * or captions where a replacement is not enough. */
#pragma once

#include "gamao-rules-book.h"

typedef struct
{
  char *from;
  char *to;
  int line;
} GamaoRulesReplacement;

typedef struct
{
  char *language;
  char *name;
  char *base;          /* the language the overrides apply to */
  GArray *replacements; /* of GamaoRulesReplacement, applied in order */
  GPtrArray *blocks;   /* of GamaoRulesBlock whose id is "SECTION/PARAGRAPH" or a diagram id */
} GamaoRulesOverrides;

GamaoRulesOverrides *gamao_rules_overrides_new (void);
void gamao_rules_overrides_free (GamaoRulesOverrides *overrides);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoRulesOverrides, gamao_rules_overrides_free)

/* Rewrites `book` into the overrides' language. Fails with
 * GAMAO_RULES_ERROR_OVERRIDE when a replacement matches nothing or a
 * replaced block no longer exists: the base text changed under it. */
gboolean gamao_rules_overrides_apply (const GamaoRulesOverrides *overrides, GamaoRulesBook *book,
                                      const char *filename, GError **error);

/* Replaces whole-word occurrences of `from` in `text`; a capitalised
 * occurrence gets a capitalised replacement. With `markup`, text inside
 * tags is left alone. Adds the number of replacements to `*uses`. */
char *gamao_rules_replace_words (const char *text, const char *from, const char *to,
                                 gboolean markup, guint *uses);
