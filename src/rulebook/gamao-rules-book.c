/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-book.h"
#include "gamao-rules-error.h"
#include "gamao-rules-text-parser.h"

#include <gio/gio.h>
#include <string.h>

#define RESOURCE_PREFIX "resource://"
/* Deeper chains of overrides than this are a mistake in the files. */
#define MAX_OVERRIDE_DEPTH 4

const char *
gamao_rules_default_dir (void)
{
  const char *dir = g_getenv ("GAMAO_RULES_DIR");

  return dir && *dir ? dir : PKGDATADIR "/rules";
}

static GBytes *
read_data (const char *dir, const char *name, GError **error)
{
  g_autoptr (GError) local = NULL;
  char *contents = NULL;
  gsize length = 0;
  GBytes *bytes;

  if (g_str_has_prefix (dir, RESOURCE_PREFIX))
    {
      g_autofree char *path = g_build_path ("/", dir + strlen (RESOURCE_PREFIX), name, NULL);
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &local);
    }
  else
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      bytes = g_file_get_contents (path, &contents, &length, &local)
                ? g_bytes_new_take (contents, length)
                : NULL;
    }
  if (!bytes)
    g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_NOT_FOUND, "%s in %s: %s", name,
                 dir, local->message);
  return bytes;
}

static GamaoRulesDiagramFile *
load_diagrams (const char *dir, GError **error)
{
  g_autoptr (GBytes) bytes = read_data (dir, "diagrams.xml", error);
  gsize length;
  const char *contents;

  if (!bytes)
    return NULL;
  contents = g_bytes_get_data (bytes, &length);
  return gamao_rules_diagram_file_parse (contents, (gssize) length, "diagrams.xml", error);
}

/* The section a link of the markup `text` leads to exists. */
static gboolean
validate_links_in (const GamaoRulesBook *book, const char *text, char **missing)
{
  static const char prefix[] = "href=\"section:";

  for (const char *p = text; p && (p = strstr (p, prefix)); p += strlen (prefix))
    {
      const char *start = p + strlen (prefix);
      const char *end = strchr (start, '"');
      g_autofree char *target = g_strndup (start, end ? (gsize) (end - start) : strlen (start));
      if (!gamao_rules_book_find_section (book, target, NULL))
        {
          *missing = g_steal_pointer (&target);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate_links (const GamaoRulesBook *book, const GamaoRulesSection *section,
                const GamaoRulesBlock *block, const char *filename, GError **error)
{
  g_autofree char *missing = NULL;

  if (validate_links_in (book, block->markup, &missing)
      && validate_links_in (book, block->task_markup, &missing))
    return TRUE;
  g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
               "%s:%d: section “%s” links to the missing section “%s”", filename, block->line,
               section->id, missing);
  return FALSE;
}

/* Every diagram is shown exactly once, a diagram block has a task exactly
 * when its diagram has an exercise, and every link leads to a section. */
static gboolean
validate (const GamaoRulesBook *book, const GamaoRulesDiagramFile *diagrams,
          const char *filename, GError **error)
{
  g_autoptr (GHashTable) shown = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint s = 0; s < book->sections->len; s++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);
      for (guint b = 0; b < section->blocks->len; b++)
        {
          const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
          if (!validate_links (book, section, block, filename, error))
            return FALSE;
          if (block->kind != GAMAO_RULES_BLOCK_DIAGRAM)
            continue;
          if (!g_hash_table_add (shown, block->id)
              || (block->diagram->exercise != GAMAO_RULES_EXERCISE_NONE) != (block->task != NULL))
            {
              g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
                           "%s:%d: diagram “%s” is shown twice, or it has a task without an "
                           "exercise in diagrams.xml, or an exercise without a task",
                           filename, block->line, block->id);
              return FALSE;
            }
        }
    }
  for (guint i = 0; i < diagrams->diagrams->len; i++)
    {
      const GamaoRulesDiagram *diagram = g_ptr_array_index (diagrams->diagrams, i);
      if (!g_hash_table_contains (shown, diagram->id))
        {
          g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
                       "%s: diagram “%s” of diagrams.xml is never shown", filename, diagram->id);
          return FALSE;
        }
    }
  return TRUE;
}

static GamaoRulesBook *
load_language (const char *dir, const char *language, const GamaoRulesDiagramFile *diagrams,
               unsigned depth, GError **error)
{
  g_autofree char *filename = g_strconcat (language, ".xml", NULL);
  g_auto (GamaoRulesText) text = { 0 };
  g_autoptr (GamaoRulesBook) book = NULL;
  g_autoptr (GBytes) bytes = NULL;
  const char *contents;
  gsize length;

  if (strpbrk (language, "/\\") || g_str_has_prefix (language, "."))
    {
      g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_NOT_FOUND,
                   "“%s” is not a language", language);
      return NULL;
    }
  if (!(bytes = read_data (dir, filename, error)))
    return NULL;
  contents = g_bytes_get_data (bytes, &length);
  if (!gamao_rules_text_parse (contents, (gssize) length, filename, diagrams, &text, error))
    return NULL;

  if (text.book)
    book = g_steal_pointer (&text.book);
  else if (depth >= MAX_OVERRIDE_DEPTH)
    {
      g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_OVERRIDE,
                   "%s: too many overrides of overrides", filename);
      return NULL;
    }
  else
    {
      book = load_language (dir, text.overrides->base, diagrams, depth + 1, error);
      if (!book || !gamao_rules_overrides_apply (text.overrides, book, filename, error))
        return NULL;
    }
  if (!g_str_equal (book->language, language))
    {
      g_set_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID,
                   "%s says it is in “%s”", filename, book->language);
      return NULL;
    }
  if (!validate (book, diagrams, filename, error))
    return NULL;
  return g_steal_pointer (&book);
}

GamaoRulesBook *
gamao_rules_book_load (const char *dir, const char *language, GError **error)
{
  g_autoptr (GamaoRulesDiagramFile) diagrams = NULL;
  GamaoRulesBook *book;

  g_return_val_if_fail (language != NULL, NULL);
  if (!dir)
    dir = gamao_rules_default_dir ();
  if (!(diagrams = load_diagrams (dir, error)))
    return NULL;
  book = load_language (dir, language, diagrams, 0, error);
  if (book)
    book->diagrams = g_steal_pointer (&diagrams);
  return book;
}

void
gamao_rules_book_free (GamaoRulesBook *book)
{
  if (!book)
    return;
  g_clear_pointer (&book->sections, g_ptr_array_unref);
  g_clear_pointer (&book->diagrams, gamao_rules_diagram_file_free);
  g_free (book->language);
  g_free (book->name);
  g_free (book);
}

const GamaoRulesSection *
gamao_rules_book_find_section (const GamaoRulesBook *book, const char *id, guint *index)
{
  for (guint i = 0; i < book->sections->len; i++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (book->sections, i);
      if (g_str_equal (section->id, id))
        {
          if (index)
            *index = i;
          return section;
        }
    }
  return NULL;
}

/* "pt_PT.UTF-8@euro" → its language and territory parts. */
static gboolean
locale_is (const char *locale, const char *language, const char *territory)
{
  gsize n = strlen (language);

  if (strncmp (locale, language, n) != 0)
    return FALSE;
  if (!territory)
    return locale[n] == '\0' || strchr ("_.@", locale[n]);
  return locale[n] == '_' && g_str_has_prefix (locale + n + 1, territory);
}

const char *
gamao_rules_language_for_locales (const char *const *locale_names)
{
  for (guint i = 0; locale_names && locale_names[i]; i++)
    {
      if (locale_is (locale_names[i], "pt", NULL))
        return gamao_rules_portuguese_for_locales (locale_names);
      if (locale_is (locale_names[i], "en", NULL))
        return "en";
    }
  return "en";
}

const char *
gamao_rules_portuguese_for_locales (const char *const *locale_names)
{
  for (guint i = 0; locale_names && locale_names[i]; i++)
    {
      /* gettext's "pt" is European Portuguese, as in po/pt.po. */
      if (locale_is (locale_names[i], "pt", "PT") || g_str_equal (locale_names[i], "pt"))
        return "pt_PT";
      if (locale_is (locale_names[i], "pt", NULL))
        return "pt_BR";
    }
  return "pt_BR";
}
