/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-name-dialog.c: a message dialog with a name entry and
 * a note; whether the name will do is the store's to say. */
#define G_LOG_DOMAIN "gamao-position-editor"

#include "config.h"

#include "gamao-position-name-dialog.h"

#include "gamao-store-positions.h"

#include <glib/gi18n.h>

struct _GamaoPositionNameDialog
{
  AdwMessageDialog parent_instance;

  GtkEntry *name;
  GtkTextView *note;
};

G_DEFINE_FINAL_TYPE (GamaoPositionNameDialog, gamao_position_name_dialog,
                     ADW_TYPE_MESSAGE_DIALOG)

static void
on_name_changed (GamaoPositionNameDialog *self)
{
  adw_message_dialog_set_response_enabled (
      ADW_MESSAGE_DIALOG (self), "save",
      gamao_named_position_name_ok (gtk_editable_get_text (GTK_EDITABLE (self->name))));
}

/* Enter in the name saves, as the default response would. */
static void
on_name_activate (GamaoPositionNameDialog *self)
{
  if (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (self), "save"))
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "save");
}

static GtkWidget *
labelled (const char *text, GtkWidget *field)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new_with_mnemonic (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), field);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), field);
  return box;
}

static void
gamao_position_name_dialog_init (GamaoPositionNameDialog *self)
{
  GtkWidget *fields = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scroller = gtk_scrolled_window_new ();

  self->name = GTK_ENTRY (gtk_entry_new ());
  self->note = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_wrap_mode (self->note, GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (self->note, FALSE);
  gtk_text_view_set_left_margin (self->note, 8);
  gtk_text_view_set_right_margin (self->note, 8);
  gtk_text_view_set_top_margin (self->note, 6);
  gtk_text_view_set_bottom_margin (self->note, 6);
  gtk_widget_add_css_class (scroller, "card");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->note));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (scroller, -1, 96);
  g_signal_connect_swapped (self->name, "changed", G_CALLBACK (on_name_changed), self);
  g_signal_connect_swapped (self->name, "activate", G_CALLBACK (on_name_activate), self);
  gtk_box_append (GTK_BOX (fields), labelled (_("_Name"), GTK_WIDGET (self->name)));
  gtk_box_append (GTK_BOX (fields), labelled (_("N_ote"), scroller));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->note), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Note"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), fields);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _("_Cancel"), "save",
                                    _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self), "cancel");
}

static void
gamao_position_name_dialog_class_init (GamaoPositionNameDialogClass *klass)
{
}

GamaoPositionNameDialog *
gamao_position_name_dialog_new (GtkWindow *parent, const char *heading, const char *name,
                                const char *note)
{
  GamaoPositionNameDialog *self = g_object_new (GAMAO_TYPE_POSITION_NAME_DIALOG, "transient-for",
                                                parent, "modal", TRUE, "heading", heading, NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->name), name ? name : "");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->note), note ? note : "", -1);
  on_name_changed (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name));
  return self;
}

const char *
gamao_position_name_dialog_get_name (GamaoPositionNameDialog *self)
{
  g_return_val_if_fail (GAMAO_IS_POSITION_NAME_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name));
}

char *
gamao_position_name_dialog_dup_note (GamaoPositionNameDialog *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (GAMAO_IS_POSITION_NAME_DIALOG (self), NULL);
  buffer = gtk_text_view_get_buffer (self->note);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}
