/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-book.h: the rules of the game as the app teaches them, one
 * book per language: sections of paragraphs and diagrams. */
#pragma once

#include "gamao-rules-diagram-file.h"

typedef enum
{
  GAMAO_RULES_BLOCK_PARAGRAPH,
  GAMAO_RULES_BLOCK_DIAGRAM,
} GamaoRulesBlockKind;

typedef struct
{
  GamaoRulesBlockKind kind;
  char *id;        /* a paragraph's optional id; a diagram's id */
  char *text;      /* plain text: the paragraph, or the diagram's caption */
  char *markup;    /* the same as Pango markup (<i>, <b>, <a href="section:ID">) */
  char *task;      /* DIAGRAM with an exercise: what the reader is asked to do */
  char *task_markup;
  const GamaoRulesDiagram *diagram; /* DIAGRAM: owned by the book's diagram file */
  int line;
} GamaoRulesBlock;

typedef struct
{
  char *id;
  char *title;
  GPtrArray *blocks; /* of GamaoRulesBlock */
} GamaoRulesSection;

typedef struct
{
  char *language;    /* "en", "pt_BR", "pt_PT" */
  char *name;        /* the language's own name, "Português (Brasil)" */
  GPtrArray *sections; /* of GamaoRulesSection, in reading order */
  GamaoRulesDiagramFile *diagrams;
} GamaoRulesBook;

/* The directory the installed rules live in: $GAMAO_RULES_DIR when set
 * (tests and uninstalled runs), else PKGDATADIR/rules. */
const char *gamao_rules_default_dir (void);

/* Loads the book of `language` from `dir`, a directory or a
 * "resource:///…" path (NULL: gamao_rules_default_dir()). A language whose
 * file holds <overrides> is its base language's book with the overrides
 * applied. */
GamaoRulesBook *gamao_rules_book_load (const char *dir, const char *language, GError **error);
void gamao_rules_book_free (GamaoRulesBook *book);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoRulesBook, gamao_rules_book_free)

const GamaoRulesSection *gamao_rules_book_find_section (const GamaoRulesBook *book,
                                                        const char *id, guint *index);

/* The book to open for the desktop's languages (as g_get_language_names()
 * gives them): "pt_PT" for European Portuguese, "pt_BR" for any other
 * Portuguese, "en" otherwise. */
const char *gamao_rules_language_for_locales (const char *const *locale_names);
/* The Portuguese book to show when the reader switches to Portuguese:
 * European when the desktop is European Portuguese, else Brazilian. */
const char *gamao_rules_portuguese_for_locales (const char *const *locale_names);

/* Internal: shared with the overrides. */
void gamao_rules_block_free (GamaoRulesBlock *block);
void gamao_rules_section_free (GamaoRulesSection *section);
