/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules book as shipped in data/rules: every language complete and in
 * step with the others, and every claim of every diagram confirmed by the
 * engine. */
#include "config.h"

#include "gamao-rules-book.h"
#include "gamao-rules-error.h"
#include "gamao-rules-links.h"
#include "gamao-rules-search.h"

#include <string.h>

static const char *const languages[] = { "en", "pt_BR", "pt_PT" };

/* The sections the issue asks for, in reading order. */
static const char *const expected_sections[] = {
  "board",   "setup",    "goal",        "opening", "moving", "doubles", "using-dice", "blocked",
  "hitting", "entering", "bearing-off", "winning", "cube",   "match",   "variations", "keyboard",
};

static GamaoRulesBook *
load (const char *language)
{
  g_autoptr (GError) error = NULL;
  GamaoRulesBook *book = gamao_rules_book_load (NULL, language, &error);

  g_assert_no_error (error);
  g_assert_nonnull (book);
  return book;
}

static const GamaoRulesBlock *
block_at (const GamaoRulesBook *book, guint s, guint b)
{
  const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);

  return g_ptr_array_index (section->blocks, b);
}

/* The diagram ids of a book in reading order, with their sections. */
static char *
diagram_sequence (const GamaoRulesBook *book)
{
  GString *ids = g_string_new (NULL);

  for (guint s = 0; s < book->sections->len; s++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);
      for (guint b = 0; b < section->blocks->len; b++)
        if (block_at (book, s, b)->kind == GAMAO_RULES_BLOCK_DIAGRAM)
          g_string_append_printf (ids, "%s%s/%s", ids->len ? " " : "", section->id,
                                  block_at (book, s, b)->id);
    }
  return g_string_free (ids, FALSE);
}

static void
collect_text (GMarkupParseContext *context, const char *text, gsize length, gpointer user_data,
              GError **error)
{
  g_string_append_len (user_data, text, (gssize) length);
}

/* Pango markup is XML without a root: it must parse inside one, and say
 * the same as the plain text (which a replacement spanning a tag would
 * break). */
static void
assert_markup_matches (const char *markup, const char *text)
{
  static const GMarkupParser collect = { NULL, NULL, collect_text, NULL, NULL };
  g_autofree char *document = g_strconcat ("<markup>", markup, "</markup>", NULL);
  g_autoptr (GString) plain = g_string_new (NULL);
  g_autoptr (GMarkupParseContext) context = g_markup_parse_context_new (&collect, 0, plain, NULL);
  g_autoptr (GError) error = NULL;

  g_markup_parse_context_parse (context, document, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (plain->str, ==, text);
}

static void
test_sections (gconstpointer data)
{
  g_autoptr (GamaoRulesBook) book = load (data);

  g_assert_cmpstr (book->language, ==, data);
  g_assert_true (book->name && *book->name);
  g_assert_cmpuint (book->sections->len, ==, G_N_ELEMENTS (expected_sections));
  for (guint s = 0; s < G_N_ELEMENTS (expected_sections); s++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);
      guint n_paragraphs = 0, n_diagrams = 0;

      g_assert_cmpstr (section->id, ==, expected_sections[s]);
      g_assert_true (section->title && *section->title);
      for (guint b = 0; b < section->blocks->len; b++)
        {
          const GamaoRulesBlock *block = block_at (book, s, b);
          g_assert_true (block->text && *block->text);
          assert_markup_matches (block->markup, block->text);
          if (block->task_markup)
            assert_markup_matches (block->task_markup, block->task);
          if (block->kind == GAMAO_RULES_BLOCK_DIAGRAM)
            n_diagrams++;
          else
            n_paragraphs++;
        }
      /* Every rule is explained in words and shown on a board; the last
       * section, on playing by keyboard and by ear, is about the app and
       * has words only. */
      if (n_paragraphs == 0 || (n_diagrams == 0 && !g_str_equal (section->id, "keyboard")))
        g_error ("%s: section “%s” has %u paragraphs and %u diagrams", book->language,
                 section->id, n_paragraphs, n_diagrams);
    }
}

/* Every language shows the same diagrams in the same sections and order,
 * and that is the order of diagrams.xml. */
static void
test_same_diagrams (void)
{
  g_autoptr (GamaoRulesBook) reference = load ("en");
  g_autofree char *expected = diagram_sequence (reference);
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autoptr (GamaoRulesBook) book = load (languages[i]);
      g_autofree char *ids = diagram_sequence (book);
      g_assert_cmpstr (ids, ==, expected);
    }
  for (guint s = 0; s < reference->sections->len; s++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (reference->sections, s);
      for (guint b = 0; b < section->blocks->len; b++)
        if (block_at (reference, s, b)->kind == GAMAO_RULES_BLOCK_DIAGRAM)
          g_assert_true (block_at (reference, s, b)->diagram
                         == g_ptr_array_index (reference->diagrams->diagrams, n++));
    }
  g_assert_cmpuint (n, ==, reference->diagrams->diagrams->len);
}

/* Every position is valid, and the engine agrees with every claim. */
static void
test_diagrams_verified (void)
{
  g_autoptr (GamaoRulesBook) book = load ("en");
  guint n_checks = 0, n_exercises = 0;

  for (guint i = 0; i < book->diagrams->diagrams->len; i++)
    {
      const GamaoRulesDiagram *diagram = g_ptr_array_index (book->diagrams->diagrams, i);
      g_autoptr (GError) error = NULL;
      GamaoBoard board;

      g_assert_true (gamao_rules_diagram_get_board (diagram, &board, &error));
      g_assert_no_error (error);
      gamao_rules_diagram_verify (diagram, &error);
      g_assert_no_error (error);
      n_checks += diagram->checks->len;
      n_exercises += diagram->exercise != GAMAO_RULES_EXERCISE_NONE;
    }
  g_test_message ("%u diagrams, %u claims and %u exercises agree with the engine",
                  book->diagrams->diagrams->len, n_checks, n_exercises);
}

/* A "Try it" accepts its answers and refuses the other legal plays. */
static void
test_exercises (void)
{
  g_autoptr (GamaoRulesBook) book = load ("en");
  g_autofree GamaoPlayList *legal = g_new (GamaoPlayList, 1);

  for (guint i = 0; i < book->diagrams->diagrams->len; i++)
    {
      const GamaoRulesDiagram *d = g_ptr_array_index (book->diagrams->diagrams, i);
      guint n_right = 0;
      GamaoBoard board;

      if (d->exercise == GAMAO_RULES_EXERCISE_NONE)
        continue;
      g_assert_true (gamao_rules_diagram_get_board (d, &board, NULL));
      gamao_play_list_generate (legal, &board, d->dice[0], d->dice[1]);
      for (guint p = 0; p < legal->n_plays; p++)
        n_right += gamao_rules_diagram_accepts (d, legal, &legal->plays[p].after);
      if (d->exercise == GAMAO_RULES_EXERCISE_ANSWERS)
        g_assert_cmpuint (n_right, ==, g_strv_length (d->answers));
      else if (d->exercise == GAMAO_RULES_EXERCISE_ANY_LEGAL)
        g_assert_cmpuint (n_right, ==, legal->n_plays);
      else
        g_assert_true (gamao_rules_diagram_accepts (d, legal, &board));
    }
}

/* Every refusal the board can give leads to a section of every book. */
static void
test_verdict_links (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autoptr (GamaoRulesBook) book = load (languages[i]);
      for (int v = GAMAO_STEP_OK; v <= GAMAO_STEP_TURN_DONE; v++)
        g_assert_nonnull (gamao_rules_book_find_section (
          book, gamao_rules_section_for_verdict ((GamaoStepVerdict) v), NULL));
      for (int e = GAMAO_NOTATION_OK; e <= GAMAO_NOTATION_NOT_LEGAL; e++)
        g_assert_nonnull (gamao_rules_book_find_section (
          book, gamao_rules_section_for_notation_error ((GamaoNotationError) e), NULL));
    }
  g_assert_cmpstr (gamao_rules_section_for_verdict (GAMAO_STEP_BLOCKED), ==, "blocked");
  g_assert_cmpstr (gamao_rules_section_for_verdict (GAMAO_STEP_BAR_FIRST), ==, "entering");
  g_assert_cmpstr (gamao_rules_section_for_verdict (GAMAO_STEP_LARGER_DIE), ==, "using-dice");
  g_assert_cmpstr (gamao_rules_section_for_verdict (GAMAO_STEP_HIGHER_CHECKER), ==,
                   "bearing-off");
}

/* The claims about the verdicts are also made in the text: the sections a
 * verdict links to show a diagram where the engine gives that verdict. */
static void
test_verdicts_illustrated (void)
{
  g_autoptr (GamaoRulesBook) book = load ("en");
  const GamaoStepVerdict refusals[] = {
    GAMAO_STEP_BLOCKED,     GAMAO_STEP_BAR_FIRST,   GAMAO_STEP_HIGHER_CHECKER,
    GAMAO_STEP_LARGER_DIE,  GAMAO_STEP_WASTES_DICE,
  };

  for (guint r = 0; r < G_N_ELEMENTS (refusals); r++)
    {
      const GamaoRulesSection *section
        = gamao_rules_book_find_section (book, gamao_rules_section_for_verdict (refusals[r]), NULL);
      gboolean shown = FALSE;
      for (guint b = 0; b < section->blocks->len && !shown; b++)
        {
          const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
          for (guint c = 0; block->diagram && c < block->diagram->checks->len; c++)
            {
              const GamaoRulesCheck *check
                = &g_array_index (block->diagram->checks, GamaoRulesCheck, c);
              shown |= check->kind == GAMAO_RULES_CHECK_STEP && check->verdict == refusals[r];
            }
        }
      if (!shown)
        g_error ("section “%s” shows no diagram where a move is “%s”", section->id,
                 gamao_rules_verdict_name (refusals[r]));
    }
}

/* European Portuguese is Brazilian Portuguese with its own words. */
/* A diagram of the Crawford game draws no cube (there is none in that
 * game), so its caption must not speak of one. */
static void
test_crawford_captions (void)
{
  static const char *const cube_words[] = { "cube", "cubo", "dado de aposta" };
  guint n_seen = 0;

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (GamaoRulesBook) book = load (languages[l]);

      for (guint s = 0; s < book->sections->len; s++)
        {
          const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);

          for (guint b = 0; b < section->blocks->len; b++)
            {
              const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
              GamaoMatchState state;

              if (block->kind != GAMAO_RULES_BLOCK_DIAGRAM
                  || !gamao_rules_diagram_get_match (block->diagram, &state, NULL)
                  || !state.crawford)
                continue;
              n_seen++;
              for (guint w = 0; w < G_N_ELEMENTS (cube_words); w++)
                if (strstr (block->text, cube_words[w]))
                  g_error ("%s, diagram %s: the caption speaks of a cube the Crawford game has "
                           "not: %s", languages[l], block->id, block->text);
            }
        }
    }
  g_assert_cmpuint (n_seen, >=, 3);
}

static void
test_portugal (void)
{
  g_autoptr (GamaoRulesBook) brazil = load ("pt_BR");
  g_autoptr (GamaoRulesBook) portugal = load ("pt_PT");
  guint n_changed = 0;

  g_assert_cmpuint (brazil->sections->len, ==, portugal->sections->len);
  for (guint s = 0; s < brazil->sections->len; s++)
    {
      const GamaoRulesSection *br = g_ptr_array_index (brazil->sections, s);
      const GamaoRulesSection *pt = g_ptr_array_index (portugal->sections, s);
      g_assert_cmpuint (br->blocks->len, ==, pt->blocks->len);
      for (guint b = 0; b < br->blocks->len; b++)
        {
          const GamaoRulesBlock *bb = g_ptr_array_index (br->blocks, b);
          const GamaoRulesBlock *pb = g_ptr_array_index (pt->blocks, b);
          g_assert_cmpint (bb->kind, ==, pb->kind);
          g_assert_cmpstr (bb->id, ==, pb->id);
          n_changed += !g_str_equal (bb->text, pb->text);
          g_assert_null (strstr (pb->text, "cubo de dobra"));
          g_assert_null (strstr (pb->text, "tela"));
          /* In Portugal the subject is left implied, not "você". */
          g_assert_null (strstr (pb->text, "ocê"));
        }
    }
  g_test_message ("%u of the blocks differ between pt_BR and pt_PT", n_changed);
  g_assert_cmpuint (n_changed, >, 10);
}

static void
test_search (void)
{
  g_autoptr (GamaoRulesBook) en = load ("en");
  g_autoptr (GamaoRulesBook) br = load ("pt_BR");
  g_autoptr (GArray) none = gamao_rules_book_search (en, "   ");
  g_autoptr (GArray) crawford = gamao_rules_book_search (en, "CRAWFORD");
  g_autoptr (GArray) gamao = gamao_rules_book_search (br, "gamao");
  g_autoptr (GArray) both = gamao_rules_book_search (br, "BARRA  entrar");
  g_autoptr (GArray) missing = gamao_rules_book_search (en, "checkmate");
  guint match_section;

  g_assert_cmpuint (none->len, ==, 0);
  g_assert_cmpuint (missing->len, ==, 0);
  g_assert_cmpuint (crawford->len, >, 0);
  g_assert_cmpuint (gamao->len, >, 0);
  g_assert_cmpuint (both->len, >, 0);
  g_assert_nonnull (gamao_rules_book_find_section (en, "match", &match_section));
  /* The title of the match section names the Crawford rule. */
  g_assert_cmpuint (g_array_index (crawford, GamaoRulesMatch, 0).section, <=, match_section);
  for (guint i = 0; i < gamao->len; i++)
    {
      const GamaoRulesMatch *m = &g_array_index (gamao, GamaoRulesMatch, i);
      const GamaoRulesSection *section = g_ptr_array_index (br->sections, m->section);
      const GamaoRulesBlock *block = m->block >= 0 ? g_ptr_array_index (section->blocks, m->block)
                                                   : NULL;
      const char *text = !block ? section->title : m->in_task ? block->task : block->text;
      g_autofree char *found = g_strndup (text + m->start, m->end - m->start);
      g_autofree char *folded = gamao_rules_fold (found, NULL);
      g_assert_cmpstr (folded, ==, "gamao");
    }
}

/* The book loads from a GResource just as from the data directory. */
static void
test_resource (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoRulesBook) from_dir = load ("pt_PT");
  g_autoptr (GamaoRulesBook) from_resource
    = gamao_rules_book_load ("resource:///io/github/gamao/Gamao/rules", "pt_PT", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (from_resource->sections->len, ==, from_dir->sections->len);
  g_assert_cmpstr (block_at (from_resource, 0, 0)->markup, ==, block_at (from_dir, 0, 0)->markup);
  g_assert_null (gamao_rules_book_load ("resource:///io/github/gamao/Gamao/rules", "xx", &error));
  g_assert_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_NOT_FOUND);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rules/book/%s/sections", languages[i]);
      g_test_add_data_func (path, languages[i], test_sections);
    }
  g_test_add_func ("/rules/book/same-diagrams", test_same_diagrams);
  g_test_add_func ("/rules/book/diagrams-verified", test_diagrams_verified);
  g_test_add_func ("/rules/book/exercises", test_exercises);
  g_test_add_func ("/rules/book/verdict-links", test_verdict_links);
  g_test_add_func ("/rules/book/verdicts-illustrated", test_verdicts_illustrated);
  g_test_add_func ("/rules/book/portugal", test_portugal);
  g_test_add_func ("/rules/book/crawford-captions", test_crawford_captions);
  g_test_add_func ("/rules/book/search", test_search);
  g_test_add_func ("/rules/book/resource", test_resource);
  return g_test_run ();
}
