/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The note on a match: see gamao-match-note.h. Kept as the decision
 * notes are (gamao-decision-panel.c): written when it changed, blank
 * removes it. */
#define G_LOG_DOMAIN "gamao-mistakes"

#include "config.h"

#include "gamao-match-note.h"

#include "gamao-store-mistakes.h"

#include <glib/gi18n.h>

struct _GamaoMatchNote
{
  GtkEntry parent_instance;

  GamaoStore *store; /* where the note shown is kept, or NULL */
  gint64 id;
  char *kept;        /* the note as kept, "" for none */
};

G_DEFINE_FINAL_TYPE (GamaoMatchNote, gamao_match_note, GTK_TYPE_ENTRY)

/* The note as written, kept when it changed. */
static void
keep (GamaoMatchNote *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self))));
  g_autoptr (GError) error = NULL;

  if (!self->store || g_strcmp0 (text, self->kept) == 0)
    return;
  if (!gamao_store_set_notes (self->store, self->id, text, &error))
    {
      g_warning ("The match's note cannot be kept: %s", error->message);
      return;
    }
  g_free (self->kept);
  self->kept = g_steal_pointer (&text);
}

static void
gamao_match_note_dispose (GObject *object)
{
  GamaoMatchNote *self = GAMAO_MATCH_NOTE (object);

  keep (self);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (gamao_match_note_parent_class)->dispose (object);
}

static void
gamao_match_note_finalize (GObject *object)
{
  g_free (GAMAO_MATCH_NOTE (object)->kept);
  G_OBJECT_CLASS (gamao_match_note_parent_class)->finalize (object);
}

static void
gamao_match_note_class_init (GamaoMatchNoteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gamao_match_note_dispose;
  object_class->finalize = gamao_match_note_finalize;
}

static void
gamao_match_note_init (GamaoMatchNote *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_entry_set_placeholder_text (GTK_ENTRY (self), _("A note on this match"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Note on the match"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_connect (self, "activate", G_CALLBACK (keep), NULL);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (keep), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

GtkWidget *
gamao_match_note_new (void)
{
  return g_object_new (GAMAO_TYPE_MATCH_NOTE, NULL);
}

void
gamao_match_note_load (GamaoMatchNote *self, GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (GAMAO_IS_MATCH_NOTE (self));
  keep (self);
  g_set_object (&self->store, store);
  self->id = id;
  g_free (self->kept);
  self->kept = gamao_store_get_match_note (store, id, &error);
  if (error)
    g_warning ("The match's note cannot be read: %s", error->message);
  if (!self->kept)
    self->kept = g_strdup ("");
  gtk_editable_set_text (GTK_EDITABLE (self), self->kept);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}
