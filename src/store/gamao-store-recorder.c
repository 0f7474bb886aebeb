/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-recorder.h"

#include "gamao-player-names.h"

struct _GamaoStoreRecorder
{
  GObject parent_instance;

  GamaoStore *store;
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
  G_OBJECT_CLASS (gamao_store_recorder_parent_class)->dispose (object);
}

static void
gamao_store_recorder_finalize (GObject *object)
{
  GamaoStoreRecorder *self = GAMAO_STORE_RECORDER (object);

  g_clear_error (&self->error);
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
}

gboolean
gamao_store_recorder_sync (GamaoStoreRecorder *self, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_STORE_RECORDER (self), FALSE);
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
  g_clear_error (&self->error);
  if (!gamao_store_end_session (self->store, self->id, &self->error))
    {
      g_warning ("Cannot save the end of the session: %s", self->error->message);
      g_signal_emit (self, signals[WRITE_FAILED], 0, self->error);
    }
}

static char *
level_text (GamaoPlayer *player)
{
  return gamao_player_names_level_text (gamao_player_get_kind (player) == GAMAO_PLAYER_COMPUTER,
                                        gamao_player_get_level (player));
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
  return g_steal_pointer (&self);
}

gint64
gamao_store_recorder_get_id (GamaoStoreRecorder *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE_RECORDER (self), 0);
  return self->id;
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
