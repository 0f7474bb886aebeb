/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-search.h: finding words in a rules book (Ctrl+F), whatever
 * their case and accents: "gamao" finds "Gamão", "CRAWFORD" "Crawford". */
#pragma once

#include "gamao-rules-book.h"

/* Where a block matched: the section, the block (-1 for the section's
 * title) and the byte range of the first word of the query in that
 * block's plain text (or caption, or task when `in_task`). */
typedef struct
{
  guint section;
  int block;
  gboolean in_task;
  gsize start;
  gsize end;
} GamaoRulesMatch;

/* The titles and blocks that hold every word of `query`, in reading
 * order. An empty query finds nothing. */
GArray *gamao_rules_book_search (const GamaoRulesBook *book, const char *query);

/* `text` without accents and in case-folded form. When `offsets` is not
 * NULL, it receives one gsize per byte of the result plus one: where that
 * byte's character starts in `text`, so a match maps back to it. */
char *gamao_rules_fold (const char *text, GArray *offsets);
