/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A libFuzzer target for the rules book's readers: the input is read as
 * diagrams.xml (and every diagram it yields is checked against the engine)
 * and as a language file, both against its own diagrams and against none,
 * and what loads is searched. Nothing may crash or leak. */
#include "config.h"

#include "gamao-rules-search.h"
#include "gamao-rules-text-parser.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
read_as_text (const char *text, gssize size, const GamaoRulesDiagramFile *diagrams)
{
  g_auto (GamaoRulesText) parsed = { 0 };

  if (!gamao_rules_text_parse (text, size, "fuzz.xml", diagrams, &parsed, NULL))
    return;
  if (parsed.book)
    {
      g_autoptr (GArray) found = gamao_rules_book_search (parsed.book, "casa É");
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *text = (const char *) data;
  g_autoptr (GamaoRulesDiagramFile) own = NULL;
  g_autoptr (GamaoRulesDiagramFile) none = NULL;

  own = gamao_rules_diagram_file_parse (text, (gssize) size, "fuzz.xml", NULL);
  for (guint i = 0; own && i < own->diagrams->len; i++)
    gamao_rules_diagram_verify (g_ptr_array_index (own->diagrams, i), NULL);
  none = gamao_rules_diagram_file_parse ("<diagrams/>", -1, "none.xml", NULL);
  read_as_text (text, (gssize) size, none);
  if (own)
    read_as_text (text, (gssize) size, own);
  return 0;
}
