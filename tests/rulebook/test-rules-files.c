/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The loader on small made-up files: what it accepts, and how clearly it
 * says what is wrong with a file it refuses. */
#include "config.h"

#include "gamao-rules-book.h"
#include "gamao-rules-error.h"
#include "gamao-rules-overrides.h"
#include "gamao-rules-search.h"

#include <glib/gstdio.h>
#include <string.h>

#define DIAGRAMS                                                                                 \
  "<diagrams>"                                                                                   \
  "  <diagram id='start' position='4HPwATDgc/ABMA' dice='3-1'>"                                 \
  "    <highlight points='5 bar off'/><arrows moves='8/5 6/5'/>"                                \
  "    <legal play='8/5 6/5'/><try><answer play='8/5 6/5'/></try>"                              \
  "  </diagram>"                                                                                 \
  "</diagrams>"

#define BOOK                                                                                     \
  "<rules lang='xx' name='Test'>"                                                                \
  "  <section id='one' title='Uma casa'>"                                                        \
  "    <p id='a'>A casa é um <em>ponto</em>; casado não muda. Casa &amp; <link "                 \
  "section='two'>tela</link>.</p>"                                                               \
  "    <diagram ref='start'><caption>Na tela, a casa 5.</caption><task>Faça a casa "             \
  "5.</task></diagram>"                                                                          \
  "  </section>"                                                                                 \
  "  <section id='two' title='Dois'><p id='b'>Ação, João e MAÇÃ.</p></section>"               \
  "</rules>"

typedef struct
{
  char *dir;
} Fixture;

static void
write_file (Fixture *fixture, const char *name, const char *contents)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("gamao-rules-XXXXXX", &error);
  g_assert_no_error (error);
  write_file (fixture, "diagrams.xml", DIAGRAMS);
  write_file (fixture, "xx.xml", BOOK);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static const GamaoRulesBlock *
block (const GamaoRulesBook *book, guint s, guint b)
{
  const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);

  return g_ptr_array_index (section->blocks, b);
}

static void
test_load (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoRulesBook) book = gamao_rules_book_load (fixture->dir, "xx", &error);
  const GamaoRulesDiagram *diagram;

  g_assert_no_error (error);
  g_assert_cmpstr (book->name, ==, "Test");
  g_assert_cmpuint (book->sections->len, ==, 2);
  g_assert_cmpstr (block (book, 0, 0)->text, ==,
                   "A casa é um ponto; casado não muda. Casa & tela.");
  g_assert_cmpstr (block (book, 0, 0)->markup, ==,
                   "A casa é um <i>ponto</i>; casado não muda. Casa &amp; "
                   "<a href=\"section:two\">tela</a>.");
  g_assert_cmpstr (block (book, 0, 1)->task, ==, "Faça a casa 5.");
  diagram = block (book, 0, 1)->diagram;
  g_assert_nonnull (diagram);
  g_assert_cmpint (diagram->dice[0], ==, 3);
  g_assert_cmpint (diagram->dice[1], ==, 1);
  g_assert_true (gamao_rules_diagram_is_highlighted (diagram, 5));
  g_assert_true (gamao_rules_diagram_is_highlighted (diagram, GAMAO_RULES_BAR));
  g_assert_true (gamao_rules_diagram_is_highlighted (diagram, GAMAO_RULES_TRAY));
  g_assert_false (gamao_rules_diagram_is_highlighted (diagram, 6));
  g_assert_cmpuint (diagram->arrows->len, ==, 2);
  g_assert_cmpint (g_array_index (diagram->arrows, GamaoRulesArrow, 1).from, ==, 6);
  g_assert_cmpint (g_array_index (diagram->arrows, GamaoRulesArrow, 1).to, ==, 5);
  g_assert_true (gamao_rules_diagram_verify (diagram, &error));
  g_assert_no_error (error);
}

static void
test_overrides (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoRulesBook) book = NULL;

  write_file (fixture, "yy.xml",
              "<overrides lang='yy' name='Variante' base='xx'>"
              "  <replace from='na tela' to='no ecrã'/><replace from='tela' to='ecrã'/>"
              "  <replace from='casa' to='flecha'/>"
              "  <p ref='two/b'>Outra <em>frase</em>.</p>"
              "  <diagram ref='start'><task>Fazer a <strong>flecha</strong> 5.</task></diagram>"
              "</overrides>");
  book = gamao_rules_book_load (fixture->dir, "yy", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (book->language, ==, "yy");
  g_assert_cmpstr (book->name, ==, "Variante");
  g_assert_cmpstr (((GamaoRulesSection *) g_ptr_array_index (book->sections, 0))->title, ==,
                   "Uma flecha");
  g_assert_cmpstr (block (book, 0, 0)->text, ==,
                   "A flecha é um ponto; casado não muda. Flecha & ecrã.");
  g_assert_cmpstr (block (book, 0, 0)->markup, ==,
                   "A flecha é um <i>ponto</i>; casado não muda. Flecha &amp; "
                   "<a href=\"section:two\">ecrã</a>.");
  g_assert_cmpstr (block (book, 0, 1)->text, ==, "No ecrã, a flecha 5.");
  /* The caption kept, the task replaced. */
  g_assert_cmpstr (block (book, 0, 1)->task, ==, "Fazer a flecha 5.");
  g_assert_cmpstr (block (book, 0, 1)->task_markup, ==, "Fazer a <b>flecha</b> 5.");
  g_assert_cmpstr (block (book, 1, 0)->markup, ==, "Outra <i>frase</i>.");
}

/* Loads a language that must fail, and returns the error message. */
static char *
load_error (Fixture *fixture, const char *language, GamaoRulesError code)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoRulesBook) book = gamao_rules_book_load (fixture->dir, language, &error);

  g_assert_null (book);
  g_assert_error (error, GAMAO_RULES_ERROR, (gint) code);
  g_test_message ("%s", error->message);
  return g_strdup (error->message);
}

static void
test_stale_override (Fixture *fixture, gconstpointer data)
{
  g_autofree char *message = NULL;

  write_file (fixture, "yy.xml",
              "<overrides lang='yy' name='V' base='xx'>\n<replace from='cubo' to='dado'/>\n"
              "</overrides>");
  message = load_error (fixture, "yy", GAMAO_RULES_ERROR_OVERRIDE);
  g_assert_nonnull (strstr (message, "yy.xml:2"));
  g_assert_nonnull (strstr (message, "cubo"));
  g_free (message);

  write_file (fixture, "yy.xml",
              "<overrides lang='yy' name='V' base='xx'><p ref='one/z'>x</p></overrides>");
  message = load_error (fixture, "yy", GAMAO_RULES_ERROR_OVERRIDE);
  g_assert_nonnull (strstr (message, "one/z"));
}

static void
test_malformed (Fixture *fixture, gconstpointer data)
{
  g_autofree char *message = NULL;

  write_file (fixture, "xx.xml", "<rules lang='xx' name='T'>\n<section id='a' title='A'>\n<p>x");
  message = load_error (fixture, "xx", GAMAO_RULES_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (message, "xx.xml: "));
  g_free (message);

  write_file (fixture, "xx.xml", "<rules lang='xx' name='T'>\n<section id='a' title='A'>\n"
                                 "<p>x</p><table/></section></rules>");
  message = load_error (fixture, "xx", GAMAO_RULES_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (message, "xx.xml:3:"));
  g_assert_nonnull (strstr (message, "<table>"));
  g_free (message);

  write_file (fixture, "xx.xml", "<rules lang='xx' name='T'>\n<section id='a' title='A'>\n"
                                 "<diagram ref='nowhere'><caption>c</caption></diagram>"
                                 "</section></rules>");
  message = load_error (fixture, "xx", GAMAO_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (message, "nowhere"));
  g_free (message);

  /* The diagram exists but is never shown. */
  write_file (fixture, "xx.xml", "<rules lang='xx' name='T'><section id='a' title='A'>"
                                 "<p>x</p></section></rules>");
  message = load_error (fixture, "xx", GAMAO_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (message, "never shown"));
  g_free (message);

  write_file (fixture, "xx.xml", "<rules lang='xx' name='T'/><overrides lang='xx' name='T' "
                                 "base='yy'/>");
  message = load_error (fixture, "xx", GAMAO_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (message, "second root"));
  g_free (message);

  message = load_error (fixture, "zz", GAMAO_RULES_ERROR_NOT_FOUND);
  g_free (message);
  message = load_error (fixture, "../xx", GAMAO_RULES_ERROR_NOT_FOUND);
}

static void
test_bad_diagrams (Fixture *fixture, gconstpointer data)
{
  static const struct
  {
    const char *xml;
    const char *expect;
  } cases[] = {
    { "<diagrams><diagram id='a' position='4HPwATDgc/ABMA' dice='7-1'/></diagrams>", "7-1" },
    { "<diagrams><diagram id='a' position='4HPwATDgc/ABMA'><legal play='8/5'/></diagram>"
      "</diagrams>",
      "no dice" },
    { "<diagrams><diagram id='a' position='4HPwATDgc/ABMA' dice='3-1'>"
      "<step from='8' die='3' verdict='maybe'/></diagram></diagrams>",
      "maybe" },
    { "<diagrams><diagram id='a' position='x'/><diagram id='a' position='y'/></diagrams>",
      "second diagram" },
    { "<diagrams><diagram id='a' position='4HPwATDgc/ABMA'><arrows moves='5/8'/></diagram>"
      "</diagrams>",
      "5/8" },
    { "<diagrams><diagram id='a'/></diagrams>", "position" },
    /* Found by fuzzing: each of these leaked before it was refused. */
    { "<diagrams><diagram id='a' position='4HPwATDgc/ABMA' dice='3-1'><try expect='any-legal'/>"
      "<try><answer play='8/5 6/5'/></try></diagram></diagrams>",
      "<try>" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = NULL;
      write_file (fixture, "diagrams.xml", cases[i].xml);
      message = load_error (fixture, "xx", GAMAO_RULES_ERROR_INVALID);
      if (!strstr (message, cases[i].expect) || !g_str_has_prefix (message, "diagrams.xml:"))
        g_error ("case %u: “%s” does not mention “%s”", i, message, cases[i].expect);
    }
}

/* A claim the engine disagrees with is reported with the diagram's name. */
static void
test_false_claim (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoRulesBook) book = NULL;

  write_file (fixture, "diagrams.xml",
              "<diagrams><diagram id='start' position='4HPwATDgc/ABMA' dice='3-1'>\n"
              "<forced play='8/5 6/5'/><try expect='any-legal'/></diagram></diagrams>");
  book = gamao_rules_book_load (fixture->dir, "xx", &error);
  g_assert_no_error (error);
  g_assert_false (gamao_rules_diagram_verify (block (book, 0, 1)->diagram, &error));
  g_assert_error (error, GAMAO_RULES_ERROR, GAMAO_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "diagrams.xml:2"));
  g_assert_nonnull (strstr (error->message, "“start”"));
  g_assert_nonnull (strstr (error->message, "only legal play"));
}

static void
test_replace_words (void)
{
  guint uses = 0;
  g_autofree char *a = gamao_rules_replace_words ("Casa, casas, casa; casado <a href='casa'>casa</a>",
                                                  "casa", "flecha", TRUE, &uses);
  g_autofree char *b = gamao_rules_replace_words ("ecrã tela", "tela", "ecrã", FALSE, &uses);

  g_assert_cmpstr (a, ==, "Flecha, casas, flecha; casado <a href='casa'>flecha</a>");
  g_assert_cmpstr (b, ==, "ecrã ecrã");
  g_assert_cmpuint (uses, ==, 4);
}

static void
test_fold (void)
{
  g_autoptr (GArray) offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autofree char *folded = gamao_rules_fold ("Ação É", offsets);

  g_assert_cmpstr (folded, ==, "acao e");
  g_assert_cmpuint (offsets->len, ==, strlen (folded) + 1);
  /* The "o", after the two-byte "ç" and "ã", starts at byte 5 of the original. */
  g_assert_cmpuint (g_array_index (offsets, gsize, 3), ==, 5);
  g_assert_cmpuint (g_array_index (offsets, gsize, 6), ==, strlen ("Ação É"));
}

static void
test_search_accents (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GamaoRulesBook) book = gamao_rules_book_load (fixture->dir, "xx", NULL);
  g_autoptr (GArray) found = gamao_rules_book_search (book, "maca  ACAO");
  g_autoptr (GArray) title = gamao_rules_book_search (book, "UMA");
  g_autoptr (GArray) task = gamao_rules_book_search (book, "faca");
  const GamaoRulesMatch *m;

  g_assert_cmpuint (found->len, ==, 1);
  m = &g_array_index (found, GamaoRulesMatch, 0);
  g_assert_cmpuint (m->section, ==, 1);
  g_assert_cmpint (m->block, ==, 0);
  /* The first word of the query, "maca", is "MAÇÃ" in the text. */
  g_assert_cmpstr (block (book, 1, 0)->text + m->start, ==, "MAÇÃ.");
  g_assert_cmpuint (m->end, ==, m->start + strlen ("MAÇÃ"));

  g_assert_cmpuint (title->len, ==, 1);
  g_assert_cmpint (g_array_index (title, GamaoRulesMatch, 0).block, ==, -1);
  g_assert_cmpuint (task->len, ==, 1);
  g_assert_true (g_array_index (task, GamaoRulesMatch, 0).in_task);
}

static void
test_locales (void)
{
  const char *const brazil[] = { "pt_BR.UTF-8", "pt_BR", "pt", "C", NULL };
  const char *const portugal[] = { "pt_PT.UTF-8", "pt_PT", "pt", "C", NULL };
  const char *const plain_pt[] = { "pt", "C", NULL };
  const char *const english[] = { "en_GB.UTF-8", "en_GB", "en", "C", NULL };
  const char *const other[] = { "de_DE", "de", "C", NULL };

  g_assert_cmpstr (gamao_rules_language_for_locales (brazil), ==, "pt_BR");
  g_assert_cmpstr (gamao_rules_language_for_locales (portugal), ==, "pt_PT");
  g_assert_cmpstr (gamao_rules_language_for_locales (plain_pt), ==, "pt_PT");
  g_assert_cmpstr (gamao_rules_language_for_locales (english), ==, "en");
  g_assert_cmpstr (gamao_rules_language_for_locales (other), ==, "en");
  g_assert_cmpstr (gamao_rules_portuguese_for_locales (english), ==, "pt_BR");
  g_assert_cmpstr (gamao_rules_portuguese_for_locales (portugal), ==, "pt_PT");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add ("/rules/files/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("load", test_load);
  ADD ("overrides", test_overrides);
  ADD ("stale-override", test_stale_override);
  ADD ("malformed", test_malformed);
  ADD ("bad-diagrams", test_bad_diagrams);
  ADD ("false-claim", test_false_claim);
  ADD ("search-accents", test_search_accents);
#undef ADD
  g_test_add_func ("/rules/files/replace-words", test_replace_words);
  g_test_add_func ("/rules/files/fold", test_fold);
  g_test_add_func ("/rules/files/locales", test_locales);
  return g_test_run ();
}
