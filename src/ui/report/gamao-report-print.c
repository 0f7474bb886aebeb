/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-print.c: a report on the printer's pages, laid out by
 * gamao_report_draw (the PDF's drawing) at the page size it gives. */
#define G_LOG_DOMAIN "gamao-report"

#include "config.h"

#include "gamao-report-print.h"
#include "gamao-report-pdf.h"

static void
on_begin_print (GtkPrintOperation *operation, GtkPrintContext *context, gpointer data)
{
  /* Laid out once without drawing, to count the pages. */
  gtk_print_operation_set_n_pages (
      operation, gamao_report_draw (data, gtk_print_context_get_cairo_context (context),
                                    gtk_print_context_get_width (context),
                                    gtk_print_context_get_height (context), G_MAXINT,
                                    g_object_get_data (G_OBJECT (operation), "nodes")));
}

static void
on_draw_page (GtkPrintOperation *operation, GtkPrintContext *context, int page, gpointer data)
{
  gamao_report_draw (data, gtk_print_context_get_cairo_context (context),
                     gtk_print_context_get_width (context),
                     gtk_print_context_get_height (context), page,
                     g_object_get_data (G_OBJECT (operation), "nodes"));
}

gboolean
gamao_report_print (const GamaoReport *report, GtkWindow *parent, const char *export_path,
                    GError **error)
{
  g_autoptr (GtkPrintOperation) operation = gtk_print_operation_new ();
  GtkPrintOperationAction action = GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG;

  g_return_val_if_fail (report != NULL, FALSE);
  gtk_print_operation_set_job_name (operation, report->title ? report->title : "Gamão");
  /* The diagrams' nodes, kept while the operation lasts: GTK finishes
   * the printer's surface after the pages are drawn. */
  g_object_set_data_full (G_OBJECT (operation), "nodes",
                          g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), (gpointer) report);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), (gpointer) report);
  if (export_path)
    {
      gtk_print_operation_set_export_filename (operation, export_path);
      action = GTK_PRINT_OPERATION_ACTION_EXPORT;
    }
  return gtk_print_operation_run (operation, action, parent, error)
         != GTK_PRINT_OPERATION_RESULT_ERROR;
}
