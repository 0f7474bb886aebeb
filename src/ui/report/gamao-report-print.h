/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-print.h: a report's pages sent to the printer through
 * GtkPrintOperation, drawn as its PDF draws them. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-report.h"

G_BEGIN_DECLS

/* Prints `report` with the print dialog over `parent`; with
 * `export_path` it writes the pages as a PDF there instead, with no
 * dialog and no printer. FALSE with `error` set when it failed. */
gboolean gamao_report_print (const GamaoReport *report, GtkWindow *parent,
                             const char *export_path, GError **error);

G_END_DECLS
