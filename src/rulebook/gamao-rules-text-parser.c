/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-text-parser.h"
#include "gamao-rules-error.h"

#include <string.h>

typedef struct
{
  const char *filename;
  const GamaoRulesDiagramFile *diagrams;
  GamaoRulesText *out;
  GamaoRulesSection *section; /* book: the section being read */
  GamaoRulesBlock *block;     /* the paragraph or diagram being read */
  GString *plain;             /* the running text of a paragraph, caption or task */
  GString *markup;
} ParseState;

void
gamao_rules_block_free (GamaoRulesBlock *block)
{
  if (!block)
    return;
  g_free (block->id);
  g_free (block->text);
  g_free (block->markup);
  g_free (block->task);
  g_free (block->task_markup);
  g_free (block);
}

void
gamao_rules_section_free (GamaoRulesSection *section)
{
  if (!section)
    return;
  g_ptr_array_unref (section->blocks);
  g_free (section->id);
  g_free (section->title);
  g_free (section);
}

void
gamao_rules_text_clear (GamaoRulesText *text)
{
  g_clear_pointer (&text->book, gamao_rules_book_free);
  g_clear_pointer (&text->overrides, gamao_rules_overrides_free);
}

static const char *
parent_element (GMarkupParseContext *context)
{
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  return stack->next ? stack->next->data : NULL;
}

/* Collapses the indentation and line breaks of the XML into single spaces. */
static char *
collapse_spaces (GString *text)
{
  GString *out = g_string_sized_new (text->len);
  gboolean space = FALSE;

  for (gsize i = 0; i < text->len; i++)
    {
      if (g_ascii_isspace (text->str[i]))
        {
          space = TRUE;
          continue;
        }
      if (space && out->len > 0)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, text->str[i]);
    }
  return g_string_free (out, FALSE);
}

static GamaoRulesBlock *
new_block (GMarkupParseContext *context, GamaoRulesBlockKind kind, const char *id)
{
  GamaoRulesBlock *block = g_new0 (GamaoRulesBlock, 1);

  block->kind = kind;
  block->id = g_strdup (id);
  g_markup_parse_context_get_position (context, &block->line, NULL);
  return block;
}

static void
start_running_text (ParseState *state)
{
  state->plain = g_string_new (NULL);
  state->markup = g_string_new (NULL);
}

static void
start_root (GMarkupParseContext *context, ParseState *state, const char *element,
            const char **names, const char **values, GError **error)
{
  const char *lang, *name, *base = NULL;

  if (state->out->book || state->out->overrides)
    gamao_rules_set_parse_error (error, context, state->filename, "a second root element");
  else if (g_str_equal (element, "rules"))
    {
      if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                        "lang", &lang, G_MARKUP_COLLECT_STRING, "name", &name,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      state->out->book = g_new0 (GamaoRulesBook, 1);
      state->out->book->language = g_strdup (lang);
      state->out->book->name = g_strdup (name);
      state->out->book->sections
        = g_ptr_array_new_with_free_func ((GDestroyNotify) gamao_rules_section_free);
    }
  else if (g_str_equal (element, "overrides"))
    {
      if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                        "lang", &lang, G_MARKUP_COLLECT_STRING, "name", &name,
                                        G_MARKUP_COLLECT_STRING, "base", &base,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      state->out->overrides = gamao_rules_overrides_new ();
      state->out->overrides->language = g_strdup (lang);
      state->out->overrides->name = g_strdup (name);
      state->out->overrides->base = g_strdup (base);
    }
  else
    gamao_rules_set_parse_error (error, context, state->filename,
                                 "a rules file starts with <rules> or <overrides>, not <%s>",
                                 element);
}

static void
start_section (GMarkupParseContext *context, ParseState *state, const char **names,
               const char **values, GError **error)
{
  const char *id, *title;
  GamaoRulesSection *section;

  if (!g_markup_collect_attributes ("section", names, values, error, G_MARKUP_COLLECT_STRING,
                                    "id", &id, G_MARKUP_COLLECT_STRING, "title", &title,
                                    G_MARKUP_COLLECT_INVALID))
    return;
  if (gamao_rules_book_find_section (state->out->book, id, NULL))
    {
      gamao_rules_set_parse_error (error, context, state->filename,
                                   "a second section with the id “%s”", id);
      return;
    }
  section = g_new0 (GamaoRulesSection, 1);
  section->id = g_strdup (id);
  section->title = g_strdup (title);
  section->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) gamao_rules_block_free);
  g_ptr_array_add (state->out->book->sections, section);
  state->section = section;
}

/* <p id="…"> in a section, <p ref="SECTION/ID"> in overrides. */
static void
start_paragraph (GMarkupParseContext *context, ParseState *state, const char **names,
                 const char **values, GError **error)
{
  const char *id = NULL;
  const char *attribute = state->section ? "id" : "ref";

  if (!g_markup_collect_attributes ("p", names, values, error,
                                    G_MARKUP_COLLECT_STRING
                                      | (state->section ? G_MARKUP_COLLECT_OPTIONAL : 0),
                                    attribute, &id, G_MARKUP_COLLECT_INVALID))
    return;
  if (!state->section && !strchr (id, '/'))
    {
      gamao_rules_set_parse_error (error, context, state->filename,
                                   "a paragraph override names SECTION/PARAGRAPH, not “%s”", id);
      return;
    }
  state->block = new_block (context, GAMAO_RULES_BLOCK_PARAGRAPH, id);
  start_running_text (state);
}

static void
start_diagram (GMarkupParseContext *context, ParseState *state, const char **names,
               const char **values, GError **error)
{
  const char *ref;
  const GamaoRulesDiagram *diagram = NULL;

  if (!g_markup_collect_attributes ("diagram", names, values, error, G_MARKUP_COLLECT_STRING,
                                    "ref", &ref, G_MARKUP_COLLECT_INVALID))
    return;
  if (state->section && !(diagram = gamao_rules_diagram_file_lookup (state->diagrams, ref)))
    {
      gamao_rules_set_parse_error (error, context, state->filename,
                                   "diagrams.xml has no diagram “%s”", ref);
      return;
    }
  state->block = new_block (context, GAMAO_RULES_BLOCK_DIAGRAM, ref);
  state->block->diagram = diagram;
}

static void
start_replace (GMarkupParseContext *context, ParseState *state, const char **names,
               const char **values, GError **error)
{
  GamaoRulesReplacement r = { 0 };
  const char *from, *to;

  if (!g_markup_collect_attributes ("replace", names, values, error, G_MARKUP_COLLECT_STRING,
                                    "from", &from, G_MARKUP_COLLECT_STRING, "to", &to,
                                    G_MARKUP_COLLECT_INVALID))
    return;
  if (!*from)
    {
      gamao_rules_set_parse_error (error, context, state->filename, "an empty replacement");
      return;
    }
  r.from = g_strdup (from);
  r.to = g_strdup (to);
  g_markup_parse_context_get_position (context, &r.line, NULL);
  g_array_append_val (state->out->overrides->replacements, r);
}

/* <em>, <strong> and <link section="…"> inside running text. */
static void
start_inline (GMarkupParseContext *context, ParseState *state, const char *element,
              const char **names, const char **values, GError **error)
{
  const char *target;

  if (g_str_equal (element, "em") || g_str_equal (element, "strong"))
    {
      if (g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_INVALID, NULL))
        g_string_append (state->markup, g_str_equal (element, "em") ? "<i>" : "<b>");
      return;
    }
  if (!g_str_equal (element, "link"))
    {
      gamao_rules_set_parse_error (error, context, state->filename,
                                   "<%s> does not belong in running text", element);
      return;
    }
  if (g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                   "section", &target, G_MARKUP_COLLECT_INVALID))
    {
      g_autofree char *escaped = g_markup_escape_text (target, -1);
      g_string_append_printf (state->markup, "<a href=\"section:%s\">", escaped);
    }
}

static void
start_element (GMarkupParseContext *context, const char *element, const char **names,
               const char **values, gpointer user_data, GError **error)
{
  ParseState *state = user_data;
  const char *parent = parent_element (context);
  gboolean in_book = state->out->book != NULL;

  if (!parent)
    start_root (context, state, element, names, values, error);
  else if (state->plain)
    start_inline (context, state, element, names, values, error);
  else if (in_book && g_str_equal (parent, "rules") && g_str_equal (element, "section"))
    start_section (context, state, names, values, error);
  else if ((g_str_equal (parent, "section") || g_str_equal (parent, "overrides"))
           && g_str_equal (element, "p"))
    start_paragraph (context, state, names, values, error);
  else if ((g_str_equal (parent, "section") || g_str_equal (parent, "overrides"))
           && g_str_equal (element, "diagram"))
    start_diagram (context, state, names, values, error);
  else if (g_str_equal (parent, "diagram")
           && (g_str_equal (element, "caption") || g_str_equal (element, "task")))
    {
      if (g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_INVALID, NULL))
        start_running_text (state);
    }
  else if (!in_book && g_str_equal (parent, "overrides") && g_str_equal (element, "replace"))
    start_replace (context, state, names, values, error);
  else
    gamao_rules_set_parse_error (error, context, state->filename, "unexpected <%s> in <%s>",
                                 element, parent);
  if (error && *error && (*error)->domain != GAMAO_RULES_ERROR)
    {
      g_autoptr (GError) inner = g_steal_pointer (error);
      gamao_rules_set_parse_error (error, context, state->filename, "%s", inner->message);
    }
}

/* Ends a paragraph, caption or task: stores its running text. */
static void
end_running_text (ParseState *state, char **text, char **markup)
{
  g_free (*text);
  g_free (*markup);
  *text = collapse_spaces (state->plain);
  *markup = collapse_spaces (state->markup);
  g_string_free (g_steal_pointer (&state->plain), TRUE);
  g_string_free (g_steal_pointer (&state->markup), TRUE);
}

static void
end_block (GMarkupParseContext *context, ParseState *state, GError **error)
{
  GamaoRulesBlock *block = g_steal_pointer (&state->block);
  /* An override may change a diagram's task alone. */
  gboolean task_only = !state->section && block->kind == GAMAO_RULES_BLOCK_DIAGRAM && block->task;

  if ((!block->text || !*block->text) && !task_only)
    {
      gamao_rules_set_parse_error (error, context, state->filename, "“%s” has no text",
                                   block->id ? block->id : "a paragraph");
      gamao_rules_block_free (block);
      return;
    }
  if (state->section)
    g_ptr_array_add (state->section->blocks, block);
  else
    g_ptr_array_add (state->out->overrides->blocks, block);
}

static void
end_element (GMarkupParseContext *context, const char *element, gpointer user_data,
             GError **error)
{
  ParseState *state = user_data;

  if (state->plain && (g_str_equal (element, "em") || g_str_equal (element, "strong")
                       || g_str_equal (element, "link")))
    g_string_append (state->markup, g_str_equal (element, "em")       ? "</i>"
                                    : g_str_equal (element, "strong") ? "</b>"
                                                                      : "</a>");
  else if (g_str_equal (element, "p"))
    {
      end_running_text (state, &state->block->text, &state->block->markup);
      end_block (context, state, error);
    }
  else if (g_str_equal (element, "caption"))
    end_running_text (state, &state->block->text, &state->block->markup);
  else if (g_str_equal (element, "task"))
    end_running_text (state, &state->block->task, &state->block->task_markup);
  else if (g_str_equal (element, "diagram"))
    end_block (context, state, error);
  else if (g_str_equal (element, "section"))
    {
      if (state->section->blocks->len == 0)
        gamao_rules_set_parse_error (error, context, state->filename, "section “%s” is empty",
                                     state->section->id);
      state->section = NULL;
    }
}

static void
text (GMarkupParseContext *context, const char *text, gsize length, gpointer user_data,
      GError **error)
{
  ParseState *state = user_data;
  g_autofree char *escaped = NULL;

  if (state->plain)
    {
      g_string_append_len (state->plain, text, (gssize) length);
      escaped = g_markup_escape_text (text, (gssize) length);
      g_string_append (state->markup, escaped);
      return;
    }
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      {
        gamao_rules_set_parse_error (error, context, state->filename,
                                     "text outside a paragraph, caption or task");
        return;
      }
}

static void
free_partial (ParseState *state)
{
  if (state->plain)
    g_string_free (state->plain, TRUE);
  if (state->markup)
    g_string_free (state->markup, TRUE);
  gamao_rules_block_free (state->block);
}

gboolean
gamao_rules_text_parse (const char *contents, gssize length, const char *filename,
                        const GamaoRulesDiagramFile *diagrams, GamaoRulesText *out,
                        GError **error)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  ParseState state = { filename, diagrams, out, NULL, NULL, NULL, NULL };
  g_autoptr (GMarkupParseContext) context = NULL;

  memset (out, 0, sizeof *out);
  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &state, NULL);
  if (!g_markup_parse_context_parse (context, contents, length, error)
      || !g_markup_parse_context_end_parse (context, error))
    {
      free_partial (&state);
      gamao_rules_prefix_error (error, filename);
      gamao_rules_text_clear (out);
      return FALSE;
    }
  return TRUE;
}
