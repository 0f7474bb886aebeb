/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-score-sheet-print.c: the score sheet as a one-table report
 * (gamao_report_new_table), printed through gamao_report_print. */
#include "config.h"

#include "gamao-score-sheet-print.h"
#include "gamao-report-print.h"

#include <glib/gi18n.h>

/* The report: the window's title, the header the columns show, each
 * row's cells, the totals under them. */
static GamaoReport *
sheet_report (GamaoScoreSheet *self)
{
  guint columns = gamao_score_sheet_get_n_columns (self);
  guint rows = gamao_score_sheet_get_n_rows (self);
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *title = NULL;

  for (guint c = 0; c < columns; c++)
    g_ptr_array_add (cells, gamao_score_sheet_dup_column_title (self, c));
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < columns; c++)
      {
        char *cell = gamao_score_sheet_dup_cell (self, r, c);
        g_ptr_array_add (cells, cell ? cell : g_strdup (""));
      }
  title = gamao_score_sheet_dup_title (self);
  return gamao_report_new_table (title, columns, (const char *const *) cells->pdata, cells->len,
                                 gamao_score_sheet_get_totals (self));
}

gboolean
gamao_score_sheet_print (GamaoScoreSheet *self, const char *export_path, GError **error)
{
  g_autoptr (GamaoReport) report = NULL;

  g_return_val_if_fail (GAMAO_IS_SCORE_SHEET (self), FALSE);
  report = sheet_report (self);
  return gamao_report_print (report, GTK_WINDOW (self), export_path, error);
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autoptr (GError) error = NULL;

  if (!gamao_score_sheet_print (GAMAO_SCORE_SHEET (widget), NULL, &error))
    {
      /* Nothing else on the sheet says it: a dialog does. */
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (widget), _("Cannot print"),
                                                  error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

void
gamao_score_sheet_install_print (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "sheet.print", NULL, print_action);
}
