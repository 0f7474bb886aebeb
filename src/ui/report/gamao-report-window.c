/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-window.c: the match analysed on a worker (the window
 * answers meanwhile: a progress bar and Stop), then Save As… (HTML or
 * PDF, by the name's ending) and Print… */
#define G_LOG_DOMAIN "gamao-report"

#include "config.h"

#include "gamao-report-window.h"

#include "gamao-report-job.h"
#include "gamao-report-pdf.h"
#include "gamao-report-print.h"

#include <glib/gi18n.h>

struct _GamaoReportWindow
{
  AdwWindow parent_instance;

  GamaoReport *report;        /* once worked out */
  GamaoReportJob *running;    /* owned by its task, while it runs */
  GCancellable *cancellable;
  guint poll;
  GtkLabel *status;
  GtkProgressBar *progress;
  GtkWidget *stop, *save, *print;
};

G_DEFINE_FINAL_TYPE (GamaoReportWindow, gamao_report_window, ADW_TYPE_WINDOW)

static void
finish (GamaoReportWindow *self, const char *words)
{
  self->running = NULL;
  g_clear_handle_id (&self->poll, g_source_remove);
  g_clear_object (&self->cancellable);
  gtk_label_set_text (self->status, words);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_widget_set_visible (self->stop, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "report.stop", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "report.save", self->report != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "report.print", self->report != NULL);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  GamaoReport *report = gamao_report_job_run_finish (result, &error);
  g_autoptr (GamaoReportWindow) self = g_weak_ref_get (data);

  /* The window may have gone meanwhile (it stopped the job then). */
  g_weak_ref_clear (data);
  g_free (data);
  if (!self)
    {
      g_clear_pointer (&report, gamao_report_free);
      return;
    }
  if (!report)
    {
      finish (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                        ? _("Stopped. Nothing was written.")
                        : error->message);
      return;
    }
  self->report = report;
  g_autofree char *words = g_strdup_printf (
      ngettext ("The report is ready: %u marked decision.",
                "The report is ready: %u marked decisions.", report->n_marked),
      report->n_marked);
  finish (self, words);
}

static gboolean
on_poll (gpointer data)
{
  GamaoReportWindow *self = data;

  if (self->running)
    gtk_progress_bar_set_fraction (self->progress, gamao_report_job_get_fraction (self->running));
  return G_SOURCE_CONTINUE;
}

static void
stop_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReportWindow *self = GAMAO_REPORT_WINDOW (widget);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
}

gboolean
gamao_report_window_save (GamaoReportWindow *self, const char *path, GError **error)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  g_return_val_if_fail (self->report, FALSE);
  return gamao_report_save (self->report, path, g_str_has_suffix (lower, ".pdf"), error);
}

static void
on_file_chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
  GamaoReportWindow *self = data;
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog)))
      && (path = g_file_get_path (file)))
    {
      if (gamao_report_window_save (self, path, &error))
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *words = g_strdup_printf (_("Saved as %s"), name);
          gtk_label_set_text (self->status, words);
        }
      else
        gtk_label_set_text (self->status, error->message);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReportWindow *self = GAMAO_REPORT_WINDOW (widget);

  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      _("Save the Report"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);

  /* The format follows the name's ending: .pdf, else one HTML page. */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("report.html"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_file_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReportWindow *self = GAMAO_REPORT_WINDOW (widget);

  g_autoptr (GError) error = NULL;

  if (!gamao_report_print (self->report, GTK_WINDOW (self), NULL, &error))
    gtk_label_set_text (self->status, error->message);
}

static GtkWidget *
button (const char *label, const char *action)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (b), action);
  return b;
}

static void
gamao_report_window_init (GamaoReportWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_window_set_title (GTK_WINDOW (self), _("Match Report"));
  gtk_window_set_default_size (GTK_WINDOW (self), 420, -1);
  self->status = GTK_LABEL (gtk_label_new (_("Analysing the match…")));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0.0f);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Analysing the match…"), -1);
  self->stop = button (_("_Stop"), "report.stop");
  self->save = button (_("_Save As…"), "report.save");
  self->print = button (_("_Print…"), "report.print");
  gtk_widget_add_css_class (self->save, "suggested-action");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "report.save", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "report.print", FALSE);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), self->stop);
  gtk_box_append (GTK_BOX (buttons), self->print);
  gtk_box_append (GTK_BOX (buttons), self->save);
  for (GtkWidget **w = (GtkWidget *[]){ GTK_WIDGET (self->status), GTK_WIDGET (self->progress),
                                        buttons, NULL };
       *w; w++)
    gtk_box_append (GTK_BOX (body), *w);
  gtk_widget_set_margin_top (body, 18);
  gtk_widget_set_margin_bottom (body, 18);
  gtk_widget_set_margin_start (body, 18);
  gtk_widget_set_margin_end (body, 18);
  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (content), body);
  adw_window_set_content (ADW_WINDOW (self), content);
}

static void
gamao_report_window_dispose (GObject *object)
{
  GamaoReportWindow *self = GAMAO_REPORT_WINDOW (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->running = NULL;
  g_clear_handle_id (&self->poll, g_source_remove);
  g_clear_pointer (&self->report, gamao_report_free);
  G_OBJECT_CLASS (gamao_report_window_parent_class)->dispose (object);
}

static void
gamao_report_window_class_init (GamaoReportWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gamao_report_window_dispose;
  gtk_widget_class_install_action (widget_class, "report.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "report.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "report.print", NULL, print_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

GamaoReportWindow *
gamao_report_window_new (GtkWindow *parent, const GamaoMatchRecord *record, guint plies)
{
  return gamao_report_window_new_with_notes (parent, record, plies, NULL);
}

GamaoReportWindow *
gamao_report_window_new_with_notes (GtkWindow *parent, const GamaoMatchRecord *record,
                                    guint plies, const GamaoSgfNotes *notes)
{
  GamaoReportWindow *self = g_object_new (GAMAO_TYPE_REPORT_WINDOW, "transient-for", parent, NULL);

  self->cancellable = g_cancellable_new ();
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  self->running = gamao_report_job_new (record, plies);
  if (notes)
    gamao_report_job_add_notes (self->running, notes);
  gamao_report_job_run (self->running, self->cancellable, on_done, ref);
  self->poll = g_timeout_add (100, on_poll, self);
  return self;
}

gboolean
gamao_report_window_is_ready (GamaoReportWindow *self)
{
  return self->report != NULL;
}

gboolean
gamao_report_window_is_busy (GamaoReportWindow *self)
{
  return self->cancellable != NULL;
}
