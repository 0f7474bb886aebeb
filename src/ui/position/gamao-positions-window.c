/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-positions-window.c: a list view over the store's paged model of
 * named positions. A row's buttons carry its id as their action's
 * target, so a row shows whatever position it is bound to. */
#define G_LOG_DOMAIN "gamao-position-editor"

#include "config.h"

#include "gamao-positions-window.h"

#include "gamao-position-name-dialog.h"
#include "gamao-store-positions.h"

#include <glib/gi18n.h>

struct _GamaoPositionsWindow
{
  AdwWindow parent_instance;

  GamaoStore *store;
  GamaoPagedList *model;
  GtkStack *stack;
  GtkLabel *error;
};

G_DEFINE_FINAL_TYPE (GamaoPositionsWindow, gamao_positions_window, ADW_TYPE_WINDOW)

enum
{
  OPEN_POSITION,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* ---- rows ---- */

static GtkWidget *
row_button (const char *icon, const char *action, const char *tip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  /* A target of the action's type before its name: the bound row's id
   * replaces it. */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_int64 (0));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  return button;
}

static GtkWidget *
row_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
on_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), row_label ("heading"));
  gtk_box_append (GTK_BOX (texts), row_label (NULL));
  gtk_box_append (GTK_BOX (texts), row_label ("dim-label"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (texts), "caption");
  gtk_box_append (GTK_BOX (row), texts);
  gtk_box_append (GTK_BOX (row), row_button ("document-open-symbolic", "positions.open",
                                             _("Open in the Position Editor")));
  gtk_box_append (GTK_BOX (row), row_button ("document-edit-symbolic", "positions.edit",
                                             _("Edit Name and Note")));
  gtk_box_append (GTK_BOX (row), row_button ("user-trash-symbolic", "positions.delete",
                                             _("Delete Position")));
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 6);
  gtk_list_item_set_child (item, row);
}

static void
on_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GamaoNamedPosition *position = gtk_list_item_get_item (item);
  const GamaoNamedPositionData *d = gamao_named_position_get_data (position);
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *texts = gtk_widget_get_first_child (row);
  GtkWidget *name = gtk_widget_get_first_child (texts);
  GtkWidget *note = gtk_widget_get_next_sibling (name);
  g_autofree char *spoken = NULL;

  gtk_label_set_text (GTK_LABEL (name), d->name);
  gtk_label_set_text (GTK_LABEL (note), d->note);
  gtk_widget_set_visible (note, *d->note != '\0');
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (texts)), d->xgid);
  for (GtkWidget *b = gtk_widget_get_next_sibling (texts); b; b = gtk_widget_get_next_sibling (b))
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (b), g_variant_new_int64 (d->id));
  /* A screen reader hears the row as the name and the note. */
  spoken = *d->note ? g_strdup_printf ("%s. %s", d->name, d->note) : g_strdup (d->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
}

/* ---- the list ---- */

static void
show_error (GamaoPositionsWindow *self, const GError *error)
{
  gtk_label_set_text (self->error, error ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error), error != NULL);
}

static void
show_count (GamaoPositionsWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));

  gtk_stack_set_visible_child_name (self->stack, n ? "list" : "empty");
  show_error (self, gamao_paged_list_get_error (self->model));
}

void
gamao_positions_window_reload (GamaoPositionsWindow *self)
{
  g_return_if_fail (GAMAO_IS_POSITIONS_WINDOW (self));
  gamao_paged_list_reload (self->model);
  show_count (self);
}

/* The row of `param`'s id, read again (it may have changed since it
 * was drawn); NULL with the error shown. */
static GamaoNamedPosition *
position_of (GamaoPositionsWindow *self, GVariant *param)
{
  g_autoptr (GError) error = NULL;
  GamaoNamedPosition *position = gamao_store_get_position (self->store,
                                                           g_variant_get_int64 (param), &error);

  show_error (self, error);
  if (!position)
    gamao_positions_window_reload (self);
  return position;
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoPositionsWindow *self = GAMAO_POSITIONS_WINDOW (widget);
  g_autoptr (GamaoNamedPosition) position = position_of (self, param);

  if (position)
    g_signal_emit (self, signals[OPEN_POSITION], 0, gamao_named_position_get_data (position)->xgid,
                   gamao_named_position_get_data (position)->name);
}

static void
on_edited (GamaoPositionNameDialog *dialog, const char *response, GamaoPositionsWindow *self)
{
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "position-id"));
  g_autoptr (GError) error = NULL;
  g_autofree char *note = gamao_position_name_dialog_dup_note (dialog);

  if (g_strcmp0 (response, "save") != 0)
    return;
  if (gamao_store_rename_position (self->store, id,
                                   gamao_position_name_dialog_get_name (dialog), &error))
    gamao_store_set_position_note (self->store, id, note, &error);
  gamao_positions_window_reload (self);
  show_error (self, error);
}

static void
edit_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoPositionsWindow *self = GAMAO_POSITIONS_WINDOW (widget);
  g_autoptr (GamaoNamedPosition) position = position_of (self, param);
  GamaoPositionNameDialog *dialog;

  if (!position)
    return;
  dialog = gamao_position_name_dialog_new (GTK_WINDOW (self), _("Edit Position"),
                                           gamao_named_position_get_data (position)->name,
                                           gamao_named_position_get_data (position)->note);
  g_object_set_data (G_OBJECT (dialog), "position-id",
                     GSIZE_TO_POINTER (gamao_named_position_get_data (position)->id));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_edited), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_delete_response (AdwMessageDialog *dialog, const char *response, GamaoPositionsWindow *self)
{
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "position-id"));
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "delete") != 0)
    return;
  gamao_store_delete_position (self->store, id, &error);
  gamao_positions_window_reload (self);
  show_error (self, error);
}

static void
delete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoPositionsWindow *self = GAMAO_POSITIONS_WINDOW (widget);
  g_autoptr (GamaoNamedPosition) position = position_of (self, param);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (!position)
    return;
  /* Translators: asked before a kept position is deleted; %s is its name. */
  heading = g_strdup_printf (_("Delete “%s”?"), gamao_named_position_get_data (position)->name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("The position and its note leave the history."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "delete",
                                    _("_Delete"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "position-id",
                     GSIZE_TO_POINTER (gamao_named_position_get_data (position)->id));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_delete_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Enter or a double click on a row opens it, as its first button does. */
static void
on_activate (GtkListView *view, guint position, GamaoPositionsWindow *self)
{
  g_autoptr (GamaoNamedPosition) row = g_list_model_get_item (G_LIST_MODEL (self->model),
                                                              position);

  if (row)
    gtk_widget_activate_action (GTK_WIDGET (self), "positions.open", "x",
                                gamao_named_position_get_data (row)->id);
}

/* ---- building ---- */

static GtkWidget *
build_list (GamaoPositionsWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkSelectionModel *selection;
  GtkWidget *view, *scroller = gtk_scrolled_window_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind), self);
  selection = GTK_SELECTION_MODEL (
      gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->model))));
  view = gtk_list_view_new (selection, factory);
  gtk_list_view_set_single_click_activate (GTK_LIST_VIEW (view), FALSE);
  gtk_widget_add_css_class (view, "rich-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Kept positions"), -1);
  g_signal_connect (view, "activate", G_CALLBACK (on_activate), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  return scroller;
}

static void
gamao_positions_window_init (GamaoPositionsWindow *self)
{
  gtk_window_set_title (GTK_WINDOW (self), _("Kept Positions"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 560);
}

static void
build (GamaoPositionsWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *empty = adw_status_page_new ();

  self->stack = GTK_STACK (gtk_stack_new ());
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (empty), "view-list-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (empty), _("No Positions Kept"));
  adw_status_page_set_description (ADW_STATUS_PAGE (empty),
                                   _("Set up a position in the position editor and save it "
                                     "with a name and a note to find it here."));
  gtk_stack_add_named (self->stack, build_list (self), "list");
  gtk_stack_add_named (self->stack, empty, "empty");
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  self->error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "error");
  gtk_widget_set_margin_start (GTK_WIDGET (self->error), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->error), 12);
  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->error));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->stack));
  adw_window_set_content (ADW_WINDOW (self), content);
  show_count (self);
}

static void
gamao_positions_window_dispose (GObject *object)
{
  GamaoPositionsWindow *self = GAMAO_POSITIONS_WINDOW (object);

  g_clear_object (&self->model);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (gamao_positions_window_parent_class)->dispose (object);
}

static void
gamao_positions_window_class_init (GamaoPositionsWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gamao_positions_window_dispose;
  /* The XGID and the name of the position to open in the editor. */
  signals[OPEN_POSITION] = g_signal_new ("open-position", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                         G_TYPE_STRING, G_TYPE_STRING);
  gtk_widget_class_install_action (widget_class, "positions.open", "x", open_action);
  gtk_widget_class_install_action (widget_class, "positions.edit", "x", edit_action);
  gtk_widget_class_install_action (widget_class, "positions.delete", "x", delete_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

GamaoPositionsWindow *
gamao_positions_window_new (GtkWindow *parent, GamaoStore *store)
{
  GamaoPositionsWindow *self = g_object_new (GAMAO_TYPE_POSITIONS_WINDOW, "transient-for", parent,
                                             NULL);

  g_return_val_if_fail (GAMAO_IS_STORE (store), self);
  self->store = g_object_ref (store);
  self->model = gamao_store_positions_model (store);
  build (self);
  return self;
}

GListModel *
gamao_positions_window_get_model (GamaoPositionsWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_POSITIONS_WINDOW (self), NULL);
  return G_LIST_MODEL (self->model);
}
