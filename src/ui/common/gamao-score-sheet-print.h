/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-score-sheet-print.h: the score sheet on paper, drawn as the
 * match report's PDF draws its score table. */
#pragma once

#include "gamao-score-sheet.h"

G_BEGIN_DECLS

/* Adds the "sheet.print" action the window's Print button runs. */
void gamao_score_sheet_install_print (GtkWidgetClass *widget_class);

/* Prints the sheet as shown (its columns' titles, its rows, the totals
 * under them) with the print dialog; with `export_path`, writes its
 * pages as a PDF there, with no dialog and no printer. */
gboolean gamao_score_sheet_print (GamaoScoreSheet *self, const char *export_path, GError **error);

G_END_DECLS
