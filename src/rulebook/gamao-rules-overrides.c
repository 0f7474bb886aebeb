/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-overrides.h"
#include "gamao-rules-error.h"

#include <string.h>

GamaoRulesOverrides *
gamao_rules_overrides_new (void)
{
  GamaoRulesOverrides *overrides = g_new0 (GamaoRulesOverrides, 1);

  overrides->replacements = g_array_new (FALSE, TRUE, sizeof (GamaoRulesReplacement));
  overrides->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) gamao_rules_block_free);
  return overrides;
}

void
gamao_rules_overrides_free (GamaoRulesOverrides *overrides)
{
  if (!overrides)
    return;
  for (guint i = 0; i < overrides->replacements->len; i++)
    {
      GamaoRulesReplacement *r = &g_array_index (overrides->replacements, GamaoRulesReplacement, i);
      g_free (r->from);
      g_free (r->to);
    }
  g_array_unref (overrides->replacements);
  g_ptr_array_unref (overrides->blocks);
  g_free (overrides->language);
  g_free (overrides->name);
  g_free (overrides->base);
  g_free (overrides);
}

static gboolean
is_word_char_before (const char *text, const char *at)
{
  if (at == text)
    return FALSE;
  return g_unichar_isalnum (g_utf8_get_char (g_utf8_find_prev_char (text, at)));
}

static gboolean
is_word_char_at (const char *at)
{
  return *at && g_unichar_isalnum (g_utf8_get_char (at));
}

/* `from` with its first letter in upper case. */
static char *
capitalise (const char *word)
{
  const char *rest = g_utf8_next_char (word);
  char first[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (word)), first);
  return g_strconcat (first, rest, NULL);
}

char *
gamao_rules_replace_words (const char *text, const char *from, const char *to, gboolean markup,
                           guint *uses)
{
  g_autofree char *from_cap = capitalise (from);
  g_autofree char *to_cap = capitalise (to);
  GString *out = g_string_sized_new (strlen (text));
  gsize from_len = strlen (from);
  const char *p = text;

  while (*p)
    {
      const char *replacement = NULL;

      if (markup && *p == '<')
        {
          const char *close = strchr (p, '>');
          gsize n = close ? (gsize) (close - p + 1) : strlen (p);
          g_string_append_len (out, p, (gssize) n);
          p += n;
          continue;
        }
      if (strncmp (p, from, from_len) == 0)
        replacement = to;
      else if (strncmp (p, from_cap, from_len) == 0)
        replacement = to_cap;
      if (replacement && !is_word_char_before (text, p) && !is_word_char_at (p + from_len))
        {
          g_string_append (out, replacement);
          p += from_len;
          (*uses)++;
          continue;
        }
      g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

static void
replace_in (char **text, const GamaoRulesReplacement *r, gboolean markup, guint *uses)
{
  char *replaced;

  if (!*text)
    return;
  replaced = gamao_rules_replace_words (*text, r->from, r->to, markup, uses);
  g_free (*text);
  *text = replaced;
}

static guint
replace_everywhere (GamaoRulesBook *book, const GamaoRulesReplacement *r)
{
  guint uses = 0, ignored = 0;

  for (guint s = 0; s < book->sections->len; s++)
    {
      GamaoRulesSection *section = g_ptr_array_index (book->sections, s);
      replace_in (&section->title, r, FALSE, &uses);
      for (guint b = 0; b < section->blocks->len; b++)
        {
          GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
          /* The plain text and the markup say the same thing: count once. */
          replace_in (&block->text, r, FALSE, &uses);
          replace_in (&block->markup, r, TRUE, &ignored);
          replace_in (&block->task, r, FALSE, &uses);
          replace_in (&block->task_markup, r, TRUE, &ignored);
        }
    }
  return uses;
}

static GamaoRulesBlock *
find_block (GamaoRulesBook *book, const char *ref)
{
  const char *slash = strchr (ref, '/');

  for (guint s = 0; s < book->sections->len; s++)
    {
      GamaoRulesSection *section = g_ptr_array_index (book->sections, s);
      if (slash && (strlen (section->id) != (gsize) (slash - ref)
                    || strncmp (section->id, ref, (gsize) (slash - ref)) != 0))
        continue;
      for (guint b = 0; b < section->blocks->len; b++)
        {
          GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
          gboolean paragraph = block->kind == GAMAO_RULES_BLOCK_PARAGRAPH;
          if (block->id && paragraph == (slash != NULL)
              && g_str_equal (block->id, slash ? slash + 1 : ref))
            return block;
        }
    }
  return NULL;
}

static void
copy_string (char **to, const char *from)
{
  if (!from)
    return;
  g_free (*to);
  *to = g_strdup (from);
}

gboolean
gamao_rules_overrides_apply (const GamaoRulesOverrides *overrides, GamaoRulesBook *book,
                             const char *filename, GError **error)
{
  for (guint i = 0; i < overrides->replacements->len; i++)
    {
      const GamaoRulesReplacement *r
        = &g_array_index (overrides->replacements, GamaoRulesReplacement, i);
      if (replace_everywhere (book, r) == 0)
        {
          g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_OVERRIDE,
                       "%s:%d: “%s” no longer occurs in the %s text", filename, r->line, r->from,
                       overrides->base);
          return FALSE;
        }
    }
  for (guint i = 0; i < overrides->blocks->len; i++)
    {
      GamaoRulesBlock *change = g_ptr_array_index (overrides->blocks, i);
      GamaoRulesBlock *block = find_block (book, change->id);
      if (!block || block->kind != change->kind)
        {
          g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_OVERRIDE,
                       "%s:%d: “%s” is not in the %s text", filename, change->line, change->id,
                       overrides->base);
          return FALSE;
        }
      copy_string (&block->text, change->text);
      copy_string (&block->markup, change->markup);
      copy_string (&block->task, change->task);
      copy_string (&block->task_markup, change->task_markup);
    }
  g_free (book->language);
  book->language = g_strdup (overrides->language);
  g_free (book->name);
  book->name = g_strdup (overrides->name);
  return TRUE;
}
