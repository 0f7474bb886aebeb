/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Match files dropped on the game window go into the history. */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, GamaoWindow *self)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new ();

  for (GSList *l = g_value_get_boxed (value); l; l = l->next)
    g_ptr_array_add (files, l->data);
  if (files->len == 0)
    return FALSE;
  gamao_history_session_import_files (gamao_window_get_history (self),
                                      (GFile *const *) files->pdata, files->len);
  return TRUE;
}

void
gamao_window_init_dnd (GamaoWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect_object (drop, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}
