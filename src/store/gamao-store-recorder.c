/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-recorder.h"

#include "gamao-player-names.h"

#include <string.h>

/* The match's row, shared with the writer's thread, which sets its id
 * once the row is written (atomically: the main context reads it). */
typedef struct
{
  gpointer id;
  /* The writer's keys for "a newer picture replaces the waiting one":
   * one per kind of write, and never the Row's own address, which is
   * also its first field's (a turn keyed &row->id replaced the record
   * that was to create the row, and every later write found no match
   * 0: seen under memcheck, where the writer thread starts late). */
  char record_key, turn_key;
} Row;

typedef enum
{
  WRITE_RECORD,                 /* what the record holds that the row does not */
  WRITE_TURN,                   /* the steps of the turn in progress */
  WRITE_END_SESSION,
  WRITE_NOTHING,                /* a mark in the queue: what came before is written */
} WriteKind;

/* One write for the writer's thread: a copy of what the match holds now,
 * since the match goes on meanwhile. */
typedef struct
{
  WriteKind kind;
  Row *row;
  GamaoMatchRecord *record;
  char *levels[2];
  GamaoStep steps[4];
  guint n_steps;
  GFunc written;
  gpointer user_data;
  GDestroyNotify destroy;
} Write;

struct _GamaoStoreRecorder
{
  GObject parent_instance;

  GamaoStore *store;            /* written here, on the main thread; or NULL and */
  GamaoStoreWriter *writer;     /* written by the writer */
  Row *row;
  GamaoMatch *match;
  gint64 id;
  GError *error;
};

G_DEFINE_FINAL_TYPE (GamaoStoreRecorder, gamao_store_recorder, G_TYPE_OBJECT)

enum
{
  WRITE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The signals after which the record has grown. checker-moved and
 * step-undone are not among them: the record grows when a turn is
 * committed, and the steps before that are kept apart (on_step). */
static const char *const growing_signals[] = {
  "turn-committed",  "turn-passed",         "cube-offered",         "cube-taken",
  "cube-beavered",   "cube-dropped",        "resignation-offered",  "resignation-accepted",
  "resignation-declined", "game-over",      "notify::game-number",
};

static void
gamao_store_recorder_dispose (GObject *object)
{
  GamaoStoreRecorder *self = GAMAO_STORE_RECORDER (object);

  g_clear_object (&self->match);
  g_clear_object (&self->store);
  g_clear_object (&self->writer);
  G_OBJECT_CLASS (gamao_store_recorder_parent_class)->dispose (object);
}

static void
gamao_store_recorder_finalize (GObject *object)
{
  GamaoStoreRecorder *self = GAMAO_STORE_RECORDER (object);

  g_clear_error (&self->error);
  g_clear_pointer (&self->row, g_atomic_rc_box_release);
  G_OBJECT_CLASS (gamao_store_recorder_parent_class)->finalize (object);
}

static void
gamao_store_recorder_class_init (GamaoStoreRecorderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gamao_store_recorder_dispose;
  object_class->finalize = gamao_store_recorder_finalize;

  signals[WRITE_FAILED] = g_signal_new ("write-failed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_ERROR);
}

static void
gamao_store_recorder_init (GamaoStoreRecorder *self)
{
  self->row = g_atomic_rc_box_new0 (Row);
}

static char *
level_text (GamaoPlayer *player)
{
  return gamao_player_names_level_text (gamao_player_get_kind (player) == GAMAO_PLAYER_COMPUTER,
                                        gamao_player_get_level (player));
}

static gint64
row_id (Row *row)
{
  return (gint64) GPOINTER_TO_SIZE (g_atomic_pointer_get (&row->id));
}

static void
write_free (gpointer data)
{
  Write *w = data;

  g_clear_pointer (&w->row, g_atomic_rc_box_release);
  g_clear_pointer (&w->record, gamao_match_record_unref);
  g_free (w->levels[0]);
  g_free (w->levels[1]);
  if (w->destroy)
    w->destroy (w->user_data);
  g_free (w);
}

/* On the writer's thread. */
static gboolean
write_on_thread (GamaoStore *store, gpointer data, GError **error)
{
  Write *w = data;
  gint64 id = row_id (w->row);

  switch (w->kind)
    {
    case WRITE_RECORD:
      if (id)
        return gamao_store_append (store, id, w->record, error);
      id = gamao_store_add_match_whole (store, w->record, (const char *const *) w->levels,
                                        GAMAO_STORE_ORIGIN_PLAYED, error);
      if (id)
        g_atomic_pointer_set (&w->row->id, GSIZE_TO_POINTER ((gsize) id));
      return id != 0;
    case WRITE_TURN:
      return gamao_store_save_turn (store, id, w->steps, w->n_steps, error);
    case WRITE_END_SESSION:
      return gamao_store_end_session (store, id, error);
    case WRITE_NOTHING:
      break;
    }
  return TRUE;
}

static void
on_written (gpointer data, gpointer user_data)
{
  Write *w = data;

  if (w->written)
    w->written (GSIZE_TO_POINTER ((gsize) row_id (w->row)), w->user_data);
}

static Write *
write_new (GamaoStoreRecorder *self, WriteKind kind)
{
  Write *w = g_new0 (Write, 1);

  w->kind = kind;
  w->row = g_atomic_rc_box_acquire (self->row);
  return w;
}

/* Queued on the writer; a newer picture of the record, or of the turn,
 * replaces one still waiting behind nothing else. */
static void
push (GamaoStoreRecorder *self, Write *w)
{
  gconstpointer key = w->kind == WRITE_RECORD ? (gconstpointer) &self->row->record_key
                      : w->kind == WRITE_TURN ? (gconstpointer) &self->row->turn_key
                                              : NULL;

  gamao_store_writer_push (self->writer, key, write_on_thread, w, write_free,
                           w->written ? on_written : NULL, NULL);
}

static void
push_record (GamaoStoreRecorder *self)
{
  Write *w = write_new (self, WRITE_RECORD);

  w->record = gamao_match_record_copy (gamao_match_get_record (self->match));
  for (int seat = 0; seat < 2; seat++)
    w->levels[seat] = level_text (gamao_match_get_player (self->match, seat));
  push (self, w);
}

gboolean
gamao_store_recorder_sync (GamaoStoreRecorder *self, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE_RECORDER (self), FALSE);
  if (self->writer)
    {
      push_record (self);
      return TRUE;
    }
  g_clear_error (&self->error);
  if (gamao_store_append (self->store, self->id, gamao_match_get_record (self->match),
                          &self->error))
    return TRUE;
  if (error)
    *error = g_error_copy (self->error);
  return FALSE;
}

static void
sync_and_report (GamaoStoreRecorder *self)
{
  if (!gamao_store_recorder_sync (self, NULL))
    {
      g_warning ("Cannot save the match: %s", self->error->message);
      g_signal_emit (self, signals[WRITE_FAILED], 0, self->error);
    }
}

/* One handler for every signal, connected swapped: the recorder comes
 * first and the signal's own arguments are not needed, since the record
 * says what happened. */
static void
on_match_changed (GamaoStoreRecorder *self)
{
  sync_and_report (self);
}

/* A roll with no legal play is followed within the same request by the
 * pass. Should the pass not be in the record yet when the dice are
 * announced, the roll waits for it (the store writes the two in one
 * transaction). */
static void
on_dice_rolled (GamaoStoreRecorder *self)
{
  const GamaoPlayList *legal = gamao_match_get_legal_plays (self->match);

  if (legal && legal->n_plays == 0)
    return;
  sync_and_report (self);
}

/* A person's steps are kept as they are made, so that a crash in the
 * middle of a turn loses none of them. The computer's are not: it plays
 * its whole turn again from the roll. */
static void
on_step (GamaoStoreRecorder *self)
{
  GamaoStep steps[4];
  guint n = gamao_match_get_steps (self->match, steps);
  int turn = gamao_match_get_turn (self->match);

  if (turn < 0 || gamao_player_get_kind (gamao_match_get_player (self->match, turn))
                      != GAMAO_PLAYER_HUMAN)
    return;
  if (self->writer)
    {
      Write *w = write_new (self, WRITE_TURN);

      w->n_steps = MIN (n, G_N_ELEMENTS (w->steps));
      memcpy (w->steps, steps, w->n_steps * sizeof steps[0]);
      push (self, w);
      return;
    }
  g_clear_error (&self->error);
  if (!gamao_store_save_turn (self->store, self->id, steps, n, &self->error))
    {
      g_warning ("Cannot save the turn in progress: %s", self->error->message);
      g_signal_emit (self, signals[WRITE_FAILED], 0, self->error);
    }
}

/* A session has no length to reach: its end is written when it is ended. */
static void
on_match_over (GamaoStoreRecorder *self)
{
  sync_and_report (self);
  if (gamao_match_get_length (self->match) > 0)
    return;
  if (self->writer)
    {
      push (self, write_new (self, WRITE_END_SESSION));
      return;
    }
  g_clear_error (&self->error);
  if (!gamao_store_end_session (self->store, self->id, &self->error))
    {
      g_warning ("Cannot save the end of the session: %s", self->error->message);
      g_signal_emit (self, signals[WRITE_FAILED], 0, self->error);
    }
}

static void
follow (GamaoStoreRecorder *self, GamaoMatch *match)
{
  g_signal_connect_object (match, "dice-rolled", G_CALLBACK (on_dice_rolled), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "checker-moved", G_CALLBACK (on_step), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "step-undone", G_CALLBACK (on_step), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "match-over", G_CALLBACK (on_match_over), self,
                           G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (growing_signals); i++)
    g_signal_connect_object (match, growing_signals[i], G_CALLBACK (on_match_changed), self,
                             G_CONNECT_SWAPPED);
}

GamaoStoreRecorder *
gamao_store_recorder_new_async (GamaoStoreWriter *writer, GamaoMatch *match, gint64 id)
{
  GamaoStoreRecorder *self;

  g_return_val_if_fail (GAMAO_IS_STORE_WRITER (writer), NULL);
  g_return_val_if_fail (GAMAO_IS_MATCH (match), NULL);
  self = g_object_new (GAMAO_TYPE_STORE_RECORDER, NULL);
  self->writer = g_object_ref (writer);
  self->match = g_object_ref (match);
  g_atomic_pointer_set (&self->row->id, GSIZE_TO_POINTER ((gsize) id));
  push_record (self);
  follow (self, match);
  return self;
}

void
gamao_store_recorder_after_writes (GamaoStoreRecorder *self, GFunc written, gpointer user_data,
                                   GDestroyNotify destroy)
{
  Write *w;

  g_return_if_fail (GAMAO_IS_STORE_RECORDER (self));
  if (!self->writer)
    {
      written (GSIZE_TO_POINTER ((gsize) self->id), user_data);
      if (destroy)
        destroy (user_data);
      return;
    }
  w = write_new (self, WRITE_NOTHING);
  w->written = written;
  w->user_data = user_data;
  w->destroy = destroy;
  push (self, w);
}

GamaoStoreRecorder *
gamao_store_recorder_new (GamaoStore *store, GamaoMatch *match, gint64 id, GError **error)
{
  g_autoptr (GamaoStoreRecorder) self = NULL;

  g_return_val_if_fail (GAMAO_IS_STORE (store), NULL);
  g_return_val_if_fail (GAMAO_IS_MATCH (match), NULL);
  self = g_object_new (GAMAO_TYPE_STORE_RECORDER, NULL);
  self->store = g_object_ref (store);
  self->match = g_object_ref (match);
  if (id == 0)
    {
      g_autofree char *level0 = level_text (gamao_match_get_player (match, 0));
      g_autofree char *level1 = level_text (gamao_match_get_player (match, 1));
      const char *const levels[2] = { level0, level1 };

      id = gamao_store_add_match (store, gamao_match_get_record (match), levels,
                                  GAMAO_STORE_ORIGIN_PLAYED, NULL, error);
      if (id == 0)
        return NULL;
    }
  self->id = id;
  if (!gamao_store_recorder_sync (self, error))
    return NULL;
  follow (self, match);
  return g_steal_pointer (&self);
}

gint64
gamao_store_recorder_get_id (GamaoStoreRecorder *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE_RECORDER (self), 0);
  return self->writer ? row_id (self->row) : self->id;
}

GamaoMatch *
gamao_store_recorder_get_match (GamaoStoreRecorder *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE_RECORDER (self), NULL);
  return self->match;
}

const GError *
gamao_store_recorder_get_error (GamaoStoreRecorder *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE_RECORDER (self), NULL);
  return self->error;
}
