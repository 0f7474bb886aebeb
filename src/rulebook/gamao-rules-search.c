/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-search.h"

#include <string.h>

/* Folds one character: its canonical decomposition without the combining
 * marks (ã → a, ç → c), then case folding (É → e, ß → ss). */
static void
fold_char (gunichar c, GString *out)
{
  char utf8[8] = { 0 };
  g_autofree char *decomposed = NULL;
  g_autofree char *folded = NULL;
  GString *base = g_string_new (NULL);

  g_unichar_to_utf8 (c, utf8);
  decomposed = g_utf8_normalize (utf8, -1, G_NORMALIZE_NFD);
  for (const char *p = decomposed; p && *p; p = g_utf8_next_char (p))
    {
      gunichar d = g_utf8_get_char (p);
      if (g_unichar_type (d) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (base, d);
    }
  folded = g_utf8_casefold (base->str, (gssize) base->len);
  g_string_append (out, folded);
  g_string_free (base, TRUE);
}

char *
gamao_rules_fold (const char *text, GArray *offsets)
{
  GString *out = g_string_sized_new (strlen (text));

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gsize before = out->len;
      gsize at = (gsize) (p - text);
      fold_char (g_utf8_get_char (p), out);
      for (gsize i = before; offsets && i < out->len; i++)
        g_array_append_val (offsets, at);
    }
  if (offsets)
    {
      gsize end = strlen (text);
      g_array_append_val (offsets, end);
    }
  return g_string_free (out, FALSE);
}

/* Whether `text` holds every one of `words`; if so, where the first word
 * is in `text`. */
static gboolean
text_matches (const char *text, char *const *words, GamaoRulesMatch *match)
{
  g_autoptr (GArray) offsets = NULL;
  g_autofree char *folded = NULL;
  const char *first = NULL;

  if (!text)
    return FALSE;
  offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  folded = gamao_rules_fold (text, offsets);
  for (guint i = 0; words[i]; i++)
    {
      const char *at = strstr (folded, words[i]);
      if (!at)
        return FALSE;
      if (!first)
        first = at;
    }
  match->start = g_array_index (offsets, gsize, first - folded);
  match->end = g_array_index (offsets, gsize, first - folded + strlen (words[0]));
  /* The end of a word that stops inside a folded character (the "s" of
   * "ß" → "ss") is the end of that character. */
  if (match->end <= match->start)
    match->end = (gsize) (g_utf8_next_char (text + match->start) - text);
  return TRUE;
}

static void
search_section (const GamaoRulesSection *section, guint index, char *const *words, GArray *found)
{
  GamaoRulesMatch match = { .section = index, .block = -1 };

  if (text_matches (section->title, words, &match))
    g_array_append_val (found, match);
  for (guint b = 0; b < section->blocks->len; b++)
    {
      const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
      match = (GamaoRulesMatch) { .section = index, .block = (int) b };
      if (text_matches (block->text, words, &match))
        g_array_append_val (found, match);
      else if (text_matches (block->task, words, &match))
        {
          match.in_task = TRUE;
          g_array_append_val (found, match);
        }
    }
}

GArray *
gamao_rules_book_search (const GamaoRulesBook *book, const char *query)
{
  GArray *found = g_array_new (FALSE, TRUE, sizeof (GamaoRulesMatch));
  g_autofree char *folded = gamao_rules_fold (query, NULL);
  g_auto (GStrv) split = g_strsplit_set (folded, " \t\n", -1);
  guint n = 0;

  /* Drops the empty words that runs of spaces leave. */
  for (guint i = 0; split[i]; i++)
    {
      if (*split[i])
        split[n++] = split[i];
      else
        g_free (split[i]);
    }
  split[n] = NULL;
  if (n == 0)
    return found;
  for (guint s = 0; s < book->sections->len; s++)
    search_section (g_ptr_array_index (book->sections, s), s, split, found);
  return found;
}
