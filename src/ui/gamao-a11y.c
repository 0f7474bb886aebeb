/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a screen reader meets, where GTK 4.8 falls short (gamao-a11y.h):
 * what is not on screen kept out of its tree, list items named. */
#define G_LOG_DOMAIN "gamao-a11y"

#include "config.h"

#include "gamao-a11y.h"

#include <glib/gi18n.h>
#include <string.h>

/* A stack's page is a node of its own that Orca speaks as the focus
 * enters it: by its title, never by its class ("GtkStackPage panel"). */
static void
name_stack_page (GtkWidget *container, GtkWidget *child)
{
  GtkStackPage *page;
  const char *title;

  if (!GTK_IS_STACK (container))
    return;
  page = gtk_stack_get_page (GTK_STACK (container), child);
  title = page ? gtk_stack_page_get_title (page) : NULL;
  if (title && GTK_IS_ACCESSIBLE (page))
    gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                    -1);
}

static void
hide_unseen_children (GtkWidget *container)
{
  GtkWidget *shown = NULL;

  g_object_get (container, "visible-child", &shown, NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (container); child;
       child = gtk_widget_get_next_sibling (child))
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN,
                                   child != shown, -1);
      name_stack_page (container, child);
    }
  g_clear_object (&shown);
}

void
gamao_a11y_follow_visible_child (GtkWidget *container)
{
  g_return_if_fail (GTK_IS_WIDGET (container));
  g_return_if_fail (g_object_class_find_property (G_OBJECT_GET_CLASS (container),
                                                  "visible-child"));

  g_signal_connect (container, "notify::visible-child", G_CALLBACK (hide_unseen_children), NULL);
  hide_unseen_children (container);
}

static void
hide_unrevealed (GtkWidget *widget, GParamSpec *pspec)
{
  gboolean revealed = FALSE;

  g_object_get (widget, pspec->name, &revealed, NULL);
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, !revealed,
                               -1);
}

void
gamao_a11y_follow_revealed (GtkWidget *widget, const char *property)
{
  g_autofree char *signal = NULL;
  GParamSpec *pspec;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (widget), property);
  g_return_if_fail (pspec && pspec->value_type == G_TYPE_BOOLEAN);

  signal = g_strconcat ("notify::", property, NULL);
  g_signal_connect (widget, signal, G_CALLBACK (hide_unrevealed), NULL);
  hide_unrevealed (widget, pspec);
}

void
gamao_a11y_name_list_item (GtkWidget *child, const char *words)
{
  GtkWidget *row;

  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                  -1);
  /* The row GTK made for the item: the factory's widget is its child
   * (a column view's cell sits between them). */
  for (row = gtk_widget_get_parent (child); row; row = gtk_widget_get_parent (row))
    {
      GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (row));

      if (role == GTK_ACCESSIBLE_ROLE_LIST_ITEM || role == GTK_ACCESSIBLE_ROLE_ROW)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          words, -1);
          return;
        }
      if (role != GTK_ACCESSIBLE_ROLE_GENERIC && role != GTK_ACCESSIBLE_ROLE_CELL
          && role != GTK_ACCESSIBLE_ROLE_GRID_CELL)
        return;
    }
}

void
gamao_a11y_name_cell (GtkWidget *child, const char *words)
{
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                  -1);
  for (GtkWidget *cell = gtk_widget_get_parent (child); cell; cell = gtk_widget_get_parent (cell))
    {
      GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (cell));

      if (role == GTK_ACCESSIBLE_ROLE_CELL || role == GTK_ACCESSIBLE_ROLE_GRID_CELL)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          words, -1);
          return;
        }
      if (role != GTK_ACCESSIBLE_ROLE_GENERIC)
        return;
    }
}

/* The body on each response button too: GTK 4.8's AT-SPI bridge never
 * makes a message dialog the active window (no window:activate, where
 * Orca would read its description), so the words go where the focus
 * lands. */
static void
describe_buttons (GtkWidget *widget, const char *body)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      body, -1);
    else
      describe_buttons (child, body);
}

static void
describe_message_dialog (AdwMessageDialog *dialog)
{
  const char *heading = adw_message_dialog_get_heading (dialog);
  const char *body = adw_message_dialog_get_body (dialog);

  if (heading && *heading && !gtk_window_get_title (GTK_WINDOW (dialog)))
    gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    heading, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  body ? body : "", -1);
  if (body && *body)
    describe_buttons (GTK_WIDGET (dialog), body);
}

/* A button's label without its mnemonic's underlines ("_Roll" reads
 * "Roll", "__" one underline): GTK 4.8 names such a button by its raw
 * label and its text together ("_Roll Roll"), and a menu button with a
 * label after its class ("GtkMenuButton"). */
static void
name_mnemonic_button (GtkWidget *button)
{
  const char *label;
  gboolean underline;
  g_autoptr (GString) words = NULL;

  if (GTK_IS_MENU_BUTTON (button))
    {
      label = gtk_menu_button_get_label (GTK_MENU_BUTTON (button));
      underline = gtk_menu_button_get_use_underline (GTK_MENU_BUTTON (button));
    }
  else
    {
      label = gtk_button_get_label (GTK_BUTTON (button));
      underline = gtk_button_get_use_underline (GTK_BUTTON (button));
    }
  if (!label || !underline || !strchr (label, '_'))
    return;
  words = g_string_sized_new (strlen (label));
  for (const char *c = label; *c; c++)
    if (*c != '_' || *++c)
      g_string_append_c (words, *c);
    else
      break;
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  words->str, -1);
  /* GTK 4.8 adds the words of the label the button is labelled by
   * ("Take Take"): the label property says them once. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
follow_mnemonic_button (GtkWidget *button)
{
  static GQuark followed;

  if (!followed)
    followed = g_quark_from_static_string ("gamao-a11y-mnemonic-followed");
  if (!g_object_get_qdata (G_OBJECT (button), followed))
    {
      g_object_set_qdata (G_OBJECT (button), followed, GINT_TO_POINTER (1));
      g_signal_connect (button, "notify::label", G_CALLBACK (name_mnemonic_button), NULL);
      g_signal_connect (button, "notify::use-underline", G_CALLBACK (name_mnemonic_button), NULL);
    }
  name_mnemonic_button (button);
}

/* AdwPreferencesWindow's own search entry, named after its class
 * ("GtkSearchEntry") by GTK 4.8 and in the tree before its bar is shown:
 * named as the window is mapped. */
static void
name_search_entries (GtkWidget *widget)
{
  if (GTK_IS_SEARCH_ENTRY (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search"), -1);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    name_search_entries (child);
}

/* Every widget's "map" passes here: a message dialog is described as it
 * is mapped, before the focus lands in it (where Orca reads it); a
 * button with a mnemonic is named by its words; the parts of drop-downs,
 * combo rows and Preferences that GTK and libadwaita leave unnamed are
 * named. */
static gboolean
on_map (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  GObject *widget = g_value_get_object (&values[0]);

  if (ADW_IS_MESSAGE_DIALOG (widget))
    describe_message_dialog (ADW_MESSAGE_DIALOG (widget));
  else if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    follow_mnemonic_button (GTK_WIDGET (widget));
  else if (ADW_IS_PREFERENCES_WINDOW (widget))
    name_search_entries (GTK_WIDGET (widget));
  gamao_a11y_name_choice_part (GTK_WIDGET (widget));
  return TRUE;
}

void
gamao_a11y_describe_message_dialogs (void)
{
  static gsize hooked;

  if (!g_once_init_enter (&hooked))
    return;
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, on_map, NULL, NULL);
  g_once_init_leave (&hooked, 1);
}

typedef struct
{
  GtkRevealer *revealer;
  GtkWidget *target;
  guint idle_id;
  gboolean pending; /* until the child is all in view */
} FocusWait;

static void
focus_wait_free (gpointer data)
{
  FocusWait *wait = data;

  g_clear_handle_id (&wait->idle_id, g_source_remove);
  g_free (wait);
}

static void
try_focus (FocusWait *wait)
{
  gboolean in_view = gtk_revealer_get_child_revealed (wait->revealer);

  wait->pending = gtk_revealer_get_reveal_child (wait->revealer) && !in_view;
  if (in_view && gtk_revealer_get_reveal_child (wait->revealer))
    gtk_widget_grab_focus (wait->target);
}

static gboolean
focus_after_idle (gpointer data)
{
  FocusWait *wait = data;

  wait->idle_id = 0;
  try_focus (wait);
  return G_SOURCE_REMOVE;
}

static void
on_child_revealed (GtkRevealer *revealer, GParamSpec *pspec, FocusWait *wait)
{
  if (wait->pending && !wait->idle_id)
    try_focus (wait);
}

void
gamao_a11y_focus_when_revealed (GtkRevealer *revealer, GtkWidget *target)
{
  FocusWait *wait;

  g_return_if_fail (GTK_IS_REVEALER (revealer));
  g_return_if_fail (GTK_IS_WIDGET (target));

  wait = g_object_get_data (G_OBJECT (revealer), "gamao-a11y-focus-wait");
  if (!wait)
    {
      wait = g_new0 (FocusWait, 1);
      wait->revealer = revealer;
      g_object_set_data_full (G_OBJECT (revealer), "gamao-a11y-focus-wait", wait,
                              focus_wait_free);
      g_signal_connect (revealer, "notify::child-revealed", G_CALLBACK (on_child_revealed), wait);
    }
  wait->target = target;
  wait->pending = FALSE;
  if (!wait->idle_id)
    wait->idle_id = g_idle_add (focus_after_idle, wait);
}

/* The words a combo row shows for its selected item: through its
 * expression, or the item's own string. */
static char *
combo_row_choice (AdwComboRow *row)
{
  GObject *item = adw_combo_row_get_selected_item (row);
  GtkExpression *expression = adw_combo_row_get_expression (row);
  GValue value = G_VALUE_INIT;
  char *words = NULL;

  if (!item)
    return NULL;
  if (expression && gtk_expression_evaluate (expression, item, &value))
    {
      if (G_VALUE_HOLDS_STRING (&value))
        words = g_value_dup_string (&value);
      g_value_unset (&value);
    }
  else if (GTK_IS_STRING_OBJECT (item))
    words = g_strdup (gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  return words;
}

static void
describe_combo_row (AdwComboRow *row)
{
  g_autofree char *words = combo_row_choice (row);

  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  words ? words : "", -1);
}

void
gamao_a11y_follow_combo_row (AdwComboRow *row)
{
  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (row, "notify::selected-item", G_CALLBACK (describe_combo_row), NULL);
  describe_combo_row (row);
}
