/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history session's imports: match files read into the history on
 * its writer's thread (after the writes of the match before them), so
 * the window stays live, with a Stop and one notice at the end. */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-session-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

/* An import is the writer's long work: its thread runs it this much
 * nicer than the program (at most 19), so that on a busy machine the
 * window's thread comes first (without it, bench-history frames saw gaps
 * of 0.5 s between frames during an import at load 19). Nicer than the
 * program, not at a fixed nice: a program started with `nice -n 10`
 * would otherwise import at its window's own priority. */
#define IMPORT_NICE 10

static void
import_free (gpointer data)
{
  Import *im = data;

  g_ptr_array_unref (im->files);
  g_ptr_array_unref (im->failures);
  g_object_unref (im->cancellable);
  g_free (im);
}

/* Lowers this thread's priority; returns the one to put back, or
 * G_MININT for none. Never under valgrind (GAMAO_ANALYSIS_NICE=0, see
 * gamao-analysis-queue.c: one thread runs at a time there). */
static int
lower_priority (void)
{
  const char *asked = g_getenv ("GAMAO_ANALYSIS_NICE");
  id_t tid = (id_t) syscall (SYS_gettid);
  int before;

  if (asked && atoi (asked) == 0)
    return G_MININT;
  errno = 0;
  before = getpriority (PRIO_PROCESS, tid);
  if (errno != 0 || before >= 19
      || setpriority (PRIO_PROCESS, tid, MIN (before + IMPORT_NICE, 19)) != 0)
    return G_MININT;
  return before;
}

static gboolean
import_on_thread (GamaoStore *store, gpointer data, GError **error)
{
  Import *im = data;
  int before = lower_priority ();

  im->imported = gamao_store_import_files_cancellable (store, (GFile *const *) im->files->pdata,
                                                       im->files->len, im->failures,
                                                       im->cancellable, &im->n_done);
  /* Back for the match's writes where the system lets a thread raise
   * its priority again (elsewhere the writer stays that nice, which
   * its short writes, kept in memory meanwhile, do not mind). */
  if (before != G_MININT)
    setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), before);
  return TRUE;
}

static void tell_import (GamaoHistorySession *self, guint imported, GPtrArray *failures);

static void
on_imported (gpointer data, gpointer user_data)
{
  Import *im = data;
  GamaoHistorySession *self = im->session;

  if (!self)
    return;
  if (self->import == im)
    self->import = NULL;
  if (g_cancellable_is_cancelled (im->cancellable))
    {
      g_autofree char *text = g_strdup_printf (
        ngettext ("Import stopped: %u match imported", "Import stopped: %u matches imported",
                  im->imported),
        im->imported);
      gamao_history_session_notice (self, text);
    }
  else
    tell_import (self, im->imported, im->failures);
  if (im->imported > 0)
    gamao_history_session_update_n_matches (self);
  gamao_history_session_notify_importing (self);
}

/* On the writer's thread, after the writes of the match before them: the
 * window stays live, and a Stop ends it. */
static void
import_in_background (GamaoHistorySession *self, GFile *const *files, guint n_files)
{
  Import *im = g_new0 (Import, 1);

  im->session = self;
  im->files = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_files; i++)
    g_ptr_array_add (im->files, g_object_ref (files[i]));
  im->failures = g_ptr_array_new_with_free_func (g_free);
  im->cancellable = g_cancellable_new ();
  self->import = im;
  gamao_store_writer_push (self->writer, NULL, import_on_thread, im, import_free, on_imported,
                           NULL);
  gamao_history_session_notify_importing (self);
}

guint
gamao_history_session_import_files (GamaoHistorySession *self, GFile *const *files,
                                    guint n_files)
{
  g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  guint imported;

  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), 0);
  if (n_files == 0)
    return 0;
  gamao_history_session_ensure_open (self);
  if (!self->store)
    {
      gamao_history_session_notice (self, _("The match history cannot be opened."));
      return 0;
    }
  if (self->writer)
    {
      import_in_background (self, files, n_files);
      return 0;
    }
  imported = gamao_store_import_files (self->store, files, n_files, failures);
  tell_import (self, imported, failures);
  return imported;
}

gboolean
gamao_history_session_get_importing (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), FALSE);
  return self->import != NULL;
}

double
gamao_history_session_get_import_progress (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), 0);
  if (!self->import)
    return 0;
  return g_atomic_int_get (&self->import->n_done) / (double) self->import->files->len;
}

void
gamao_history_session_get_import_counts (GamaoHistorySession *self, guint *n_done,
                                         guint *n_files)
{
  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (self));
  *n_done = self->import ? (guint) g_atomic_int_get (&self->import->n_done) : 0;
  *n_files = self->import ? self->import->files->len : 0;
}

void
gamao_history_session_stop_import (GamaoHistorySession *self)
{
  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (self));
  if (self->import)
    g_cancellable_cancel (self->import->cancellable);
}

/* One notice for the lot, every refusal behind its details. */
static void
tell_import (GamaoHistorySession *self, guint imported, GPtrArray *failures)
{
  g_autofree char *summary = gamao_store_import_summary (imported, failures);

  if (failures->len > 1)
    {
      g_ptr_array_add (failures, NULL);
      g_autofree char *details = g_strjoinv ("\n", (char **) failures->pdata);
      gamao_history_session_notice_details (self, summary, _("Files Not Imported"), details);
    }
  else
    gamao_history_session_notice (self, summary);
  if (imported > 0)
    gamao_history_session_update_n_matches (self);
}

void
gamao_history_session_forget_import (GamaoHistorySession *self)
{
  if (!self->import)
    return;
  g_cancellable_cancel (self->import->cancellable);
  self->import->session = NULL;
  self->import = NULL;
}
