/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-session-private.h: what the files of GamaoHistorySession
 * share (gamao-history-session.c, and its imports in
 * gamao-history-session-import.c). */
#pragma once

#include "gamao-history-opener.h"
#include "gamao-history-session.h"
#include "gamao-store-recorder.h"

G_BEGIN_DECLS

struct _GamaoHistorySession
{
  GObject parent_instance;

  char *path;
  GamaoStore *store;
  guint n_matches;
  GamaoHistoryOpener *opener;   /* the history being opened on a worker */
  gboolean offer_on_open;       /* to offer the unfinished match once open */
  GamaoAnalysisQueue *queue;    /* matches analysed in the background */
  GamaoMatch *match;            /* the match followed */
  GamaoMatch *waiting;          /* a new match, recorded from its first roll */
  GamaoStoreRecorder *recorder;
  GamaoStoreWriter *writer;     /* writes the match followed, off the main thread */
  char *recording_text;         /* why the match is not saved now, or NULL */
  GamaoStoreRecorder *stopped;  /* the recorder of the match stopped on a write refused */
  struct Import *import;        /* files being imported by the writer, or NULL */
};

/* Files imported on the writer's thread. */
typedef struct Import
{
  GamaoHistorySession *session; /* not a reference: NULL once the session is gone */
  GPtrArray *files;             /* of GFile */
  GPtrArray *failures;          /* "name: why" */
  guint imported;
  guint n_done;                 /* files done, set atomically by the thread */
  GCancellable *cancellable;
} Import;

/* Whoever needs the history now waits for the worker, or opens it now. */
void gamao_history_session_ensure_open (GamaoHistorySession *self);
void gamao_history_session_notice (GamaoHistorySession *self, const char *text);
void gamao_history_session_notice_details (GamaoHistorySession *self, const char *text,
                                           const char *title, const char *details);
/* Reads how many matches the history lists again. */
void gamao_history_session_update_n_matches (GamaoHistorySession *self);
void gamao_history_session_notify_importing (GamaoHistorySession *self);
/* The import's share of the session's dispose: stopped, and cut off. */
void gamao_history_session_forget_import (GamaoHistorySession *self);

G_END_DECLS
