/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-diagram-file.h: diagrams.xml, the positions of the rules
 * book. They are the same in every language, so they live in one file and
 * the language files refer to them by id. */
#pragma once

#include "gamao-rules-diagram.h"

typedef struct
{
  GPtrArray *diagrams; /* of GamaoRulesDiagram, in file order */
  GHashTable *by_id;   /* id → GamaoRulesDiagram, not owned */
} GamaoRulesDiagramFile;

GamaoRulesDiagramFile *gamao_rules_diagram_file_parse (const char *text, gssize length,
                                                       const char *filename, GError **error);
void gamao_rules_diagram_file_free (GamaoRulesDiagramFile *file);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoRulesDiagramFile, gamao_rules_diagram_file_free)

const GamaoRulesDiagram *gamao_rules_diagram_file_lookup (const GamaoRulesDiagramFile *file,
                                                          const char *id);

/* Reads a point as the files write it: 1..24, "bar" or "off". */
gboolean gamao_rules_parse_point (const char *text, int *point);
/* Reads the moves of a play ("24/18 13/11*", "8/5(2)", "bar/20/14")
 * as arrows from point to point, without checking their legality. */
gboolean gamao_rules_parse_arrows (const char *moves, GArray *arrows);
