/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-new-match-dialog"

#include "config.h"

#include "gamao-new-match-dialog.h"

#include <glib/gi18n.h>

#include "gamao-a11y.h"
#include "gamao-ai-service.h"
#include "gamao-player-names.h"

struct _GamaoNewMatchDialog
{
  AdwWindow parent_instance;

  GSettings *settings;

  AdwEntryRow *light_name_row;
  AdwEntryRow *dark_name_row;
  AdwComboRow *light_kind_row;
  AdwComboRow *dark_kind_row;
  AdwComboRow *light_level_row;
  AdwComboRow *dark_level_row;
  GtkWidget *no_computer_group;
  GtkWidget *opponent_group;
  GtkToggleButton *computer_toggle;
  GtkToggleButton *people_toggle;
  GtkLabel *no_computer_label;
  GtkSwitch *session_switch;
  GtkWidget *length_row;
  GtkSpinButton *length_spin;
  GtkWidget *crawford_row;
  GtkSwitch *crawford_switch;
  GtkWidget *jacoby_row;
  GtkSwitch *jacoby_switch;
  GtkWidget *beavers_row;
  GtkSwitch *beavers_switch;
  gboolean updating;       /* the toggles follow the rows, not the reverse */
};

G_DEFINE_FINAL_TYPE (GamaoNewMatchDialog, gamao_new_match_dialog, ADW_TYPE_WINDOW)

enum
{
  MATCH_READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The kinds of player this program can seat: the computer only when its
 * weights load; the rest of the dialog needs no change. */
static const struct
{
  GamaoPlayerKind kind;
  const char *key;   /* in GSettings */
  const char *label;
} player_kinds[] = {
  /* Short: the row's title and the choice share one line. */
  { GAMAO_PLAYER_HUMAN, "human", NC_("played by", "Person") },
  { GAMAO_PLAYER_COMPUTER, "computer", NC_("played by", "Computer") },
};

static GamaoPlayerKind
selected_kind (AdwComboRow *row)
{
  guint i = adw_combo_row_get_selected (row);

  return i < G_N_ELEMENTS (player_kinds) ? player_kinds[i].kind : GAMAO_PLAYER_HUMAN;
}

static void
fill_kinds (AdwComboRow *row, guint n)
{
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, g_dpgettext2 (NULL, "played by", player_kinds[i].label));
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  /* A choice of one is shown but not offered. */
  gtk_widget_set_sensitive (GTK_WIDGET (row), n > 1);
}

static void
fill_levels (AdwComboRow *row)
{
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (int level = 0; level < GAMAO_N_LEVELS; level++)
    gtk_string_list_append (list, gamao_level_name ((GamaoLevel) level));
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
}

/* The two usual tables, one click each: a person (light) against the
 * computer (dark), or two people. Other seatings light neither. */
static void
update_opponent (GamaoNewMatchDialog *self)
{
  GamaoPlayerKind light = selected_kind (self->light_kind_row);
  GamaoPlayerKind dark = selected_kind (self->dark_kind_row);

  self->updating = TRUE;
  gtk_toggle_button_set_active (self->computer_toggle,
                                light == GAMAO_PLAYER_HUMAN && dark == GAMAO_PLAYER_COMPUTER);
  gtk_toggle_button_set_active (self->people_toggle,
                                light == GAMAO_PLAYER_HUMAN && dark == GAMAO_PLAYER_HUMAN);
  self->updating = FALSE;
}

static void
on_opponent_toggled (GamaoNewMatchDialog *self, GtkToggleButton *button)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  adw_combo_row_set_selected (self->light_kind_row, 0);
  adw_combo_row_set_selected (self->dark_kind_row, button == self->computer_toggle ? 1 : 0);
  /* A person's name typed for the dark seat is not the computer's: it
   * plays under its own name ("Computer (Expert)"). */
  if (button == self->computer_toggle)
    gtk_editable_set_text (GTK_EDITABLE (self->dark_name_row), "");
}

/* The level is asked for only when the computer plays. */
static void
update_levels (GamaoNewMatchDialog *self)
{
  update_opponent (self);
  gtk_widget_set_visible (GTK_WIDGET (self->light_level_row),
                          selected_kind (self->light_kind_row) == GAMAO_PLAYER_COMPUTER);
  gtk_widget_set_visible (GTK_WIDGET (self->dark_level_row),
                          selected_kind (self->dark_kind_row) == GAMAO_PLAYER_COMPUTER);
}

/* The name of a player whose name was left empty, the same the history
 * shows for such a player (two computers are told apart by colour). */
static char *
fallback_name (GamaoNewMatchDialog *self, int seat)
{
  AdwComboRow *kind_rows[2] = { self->light_kind_row, self->dark_kind_row };
  AdwComboRow *level_rows[2] = { self->light_level_row, self->dark_level_row };
  char *levels[2];
  char *name;

  for (int i = 0; i < 2; i++)
    levels[i] = gamao_player_names_level_text (
      selected_kind (kind_rows[i]) == GAMAO_PLAYER_COMPUTER,
      (int) adw_combo_row_get_selected (level_rows[i]));
  name = gamao_player_names_default (seat, levels[seat], levels[1 - seat]);
  g_free (levels[0]);
  g_free (levels[1]);
  return name;
}

static void
update_rows (GamaoNewMatchDialog *self)
{
  gboolean session = gtk_switch_get_active (self->session_switch);

  /* Crawford belongs to matches; Jacoby and beavers to sessions. */
  gtk_widget_set_sensitive (self->length_row, !session);
  gtk_widget_set_sensitive (self->crawford_row, !session);
  gtk_widget_set_sensitive (self->jacoby_row, session);
  gtk_widget_set_sensitive (self->beavers_row, session);
}

static char *
entered_name (AdwEntryRow *row, const char *fallback)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  return *name ? g_steal_pointer (&name) : g_strdup (fallback);
}

GamaoMatch *
gamao_new_match_dialog_build_match (GamaoNewMatchDialog *self)
{
  gboolean session = gtk_switch_get_active (self->session_switch);
  guint length = session ? 0 : (guint) gtk_spin_button_get_value_as_int (self->length_spin);
  GamaoRules rules = 0;
  g_autofree char *light_fallback = fallback_name (self, 0);
  g_autofree char *dark_fallback = fallback_name (self, 1);
  g_autofree char *light = entered_name (self->light_name_row, light_fallback);
  g_autofree char *dark = entered_name (self->dark_name_row, dark_fallback);
  g_autoptr (GamaoPlayer) p0 = gamao_player_new (
      light, selected_kind (self->light_kind_row),
      (int) adw_combo_row_get_selected (self->light_level_row));
  g_autoptr (GamaoPlayer) p1 = gamao_player_new (
      dark, selected_kind (self->dark_kind_row),
      (int) adw_combo_row_get_selected (self->dark_level_row));
  GamaoMatch *match;

  if (!session && gtk_switch_get_active (self->crawford_switch))
    rules |= GAMAO_RULE_CRAWFORD;
  if (session && gtk_switch_get_active (self->jacoby_switch))
    rules |= GAMAO_RULE_JACOBY;
  if (session && gtk_switch_get_active (self->beavers_switch))
    rules |= GAMAO_RULE_BEAVERS;
  match = gamao_match_new (length, p0, p1, rules);
#if GAMAO_WITH_SCENES
  /* The screenshot script replays the same dice every time. */
  const char *seed = g_getenv ("GAMAO_DICE_SEED");

  if (seed && *seed)
    gamao_match_set_dice_seed (match, g_ascii_strtoull (seed, NULL, 10));
#endif
  return match;
}

/* A kind row's index from a "…-player-kind" key, and back: only the
 * kinds the row offers (the computer only with its weights). */
static gboolean
kind_from_setting (GValue *value, GVariant *variant, gpointer user_data)
{
  AdwComboRow *row = user_data;
  const char *key = g_variant_get_string (variant, NULL);
  guint n = g_list_model_get_n_items (adw_combo_row_get_model (row));

  g_value_set_uint (value, 0);
  for (guint i = 0; i < n && i < G_N_ELEMENTS (player_kinds); i++)
    if (g_str_equal (player_kinds[i].key, key))
      g_value_set_uint (value, i);
  return TRUE;
}

static GVariant *
kind_to_setting (const GValue *value, const GVariantType *type, gpointer user_data)
{
  guint i = g_value_get_uint (value);

  return g_variant_new_string (player_kinds[i < G_N_ELEMENTS (player_kinds) ? i : 0].key);
}

static gboolean
level_from_setting (GValue *value, GVariant *variant, gpointer user_data)
{
  GamaoLevel level = GAMAO_LEVEL_EXPERT;

  gamao_level_from_key (g_variant_get_string (variant, NULL), &level);
  g_value_set_uint (value, (guint) level);
  return TRUE;
}

static GVariant *
level_to_setting (const GValue *value, const GVariantType *type, gpointer user_data)
{
  return g_variant_new_string (gamao_level_key ((GamaoLevel) g_value_get_uint (value)));
}

/* Each choice of the dialog is a setting, bound to its row; the settings
 * are delayed, so that what is chosen is kept only when the match
 * starts (a dialog closed without starting keeps nothing). */
static void
bind_settings (GamaoNewMatchDialog *self)
{
  GSettingsBindFlags flags = G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY;
  AdwComboRow *kind_rows[2] = { self->light_kind_row, self->dark_kind_row };
  AdwComboRow *level_rows[2] = { self->light_level_row, self->dark_level_row };
  const char *seats[2] = { "light", "dark" };

  g_settings_delay (self->settings);
  g_settings_bind (self->settings, "light-player-name", self->light_name_row, "text", flags);
  g_settings_bind (self->settings, "dark-player-name", self->dark_name_row, "text", flags);
  g_settings_bind (self->settings, "crawford", self->crawford_switch, "active", flags);
  g_settings_bind (self->settings, "jacoby", self->jacoby_switch, "active", flags);
  g_settings_bind (self->settings, "beavers", self->beavers_switch, "active", flags);
  for (int seat = 0; seat < 2; seat++)
    {
      g_autofree char *kind = g_strdup_printf ("%s-player-kind", seats[seat]);
      g_autofree char *level = g_strdup_printf ("%s-player-level", seats[seat]);

      g_settings_bind_with_mapping (self->settings, kind, kind_rows[seat], "selected", flags,
                                    kind_from_setting, kind_to_setting, kind_rows[seat], NULL);
      g_settings_bind_with_mapping (self->settings, level, level_rows[seat], "selected", flags,
                                    level_from_setting, level_to_setting, NULL, NULL);
    }
}

/* The length is two rows (a session, or a match of so many points), so
 * it is read and kept by hand. */
static void
recall_length (GamaoNewMatchDialog *self)
{
  int length = g_settings_get_int (self->settings, "match-length");

  gtk_switch_set_active (self->session_switch, length == 0);
  gtk_spin_button_set_value (self->length_spin, length > 0 ? length : 7);
  update_rows (self);
  update_levels (self);
}

static void
remember (GamaoNewMatchDialog *self)
{
  gboolean session = gtk_switch_get_active (self->session_switch);

  g_settings_set_int (self->settings, "match-length",
                      session ? 0 : gtk_spin_button_get_value_as_int (self->length_spin));
  g_settings_apply (self->settings);
}

static void
start_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoNewMatchDialog *self = GAMAO_NEW_MATCH_DIALOG (widget);
  g_autoptr (GamaoMatch) match = NULL;

  gtk_spin_button_update (self->length_spin);
  remember (self);
  match = gamao_new_match_dialog_build_match (self);
  g_signal_emit (self, signals[MATCH_READY], 0, match);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
swap_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoNewMatchDialog *self = GAMAO_NEW_MATCH_DIALOG (widget);
  g_autofree char *light = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->light_name_row)));
  guint light_kind = adw_combo_row_get_selected (self->light_kind_row);
  guint light_level = adw_combo_row_get_selected (self->light_level_row);

  gtk_editable_set_text (GTK_EDITABLE (self->light_name_row),
                         gtk_editable_get_text (GTK_EDITABLE (self->dark_name_row)));
  gtk_editable_set_text (GTK_EDITABLE (self->dark_name_row), light);
  adw_combo_row_set_selected (self->light_kind_row,
                              adw_combo_row_get_selected (self->dark_kind_row));
  adw_combo_row_set_selected (self->dark_kind_row, light_kind);
  adw_combo_row_set_selected (self->light_level_row,
                              adw_combo_row_get_selected (self->dark_level_row));
  adw_combo_row_set_selected (self->dark_level_row, light_level);
}

static void
gamao_new_match_dialog_dispose (GObject *object)
{
  GamaoNewMatchDialog *self = GAMAO_NEW_MATCH_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_NEW_MATCH_DIALOG);
  G_OBJECT_CLASS (gamao_new_match_dialog_parent_class)->dispose (object);
}

static void
gamao_new_match_dialog_class_init (GamaoNewMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_new_match_dialog_dispose;

  signals[MATCH_READY] = g_signal_new ("match-ready", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       GAMAO_TYPE_MATCH);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/match/gamao-new-match-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, light_name_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, dark_name_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, light_kind_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, dark_kind_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, light_level_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, dark_level_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, no_computer_group);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, no_computer_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, opponent_group);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, computer_toggle);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, people_toggle);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, session_switch);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, length_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, length_spin);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, crawford_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, crawford_switch);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, jacoby_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, jacoby_switch);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, beavers_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoNewMatchDialog, beavers_switch);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "dialog.swap", NULL, swap_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gamao_new_match_dialog_init (GamaoNewMatchDialog *self)
{
  g_autoptr (GError) error = NULL;
  guint n_kinds = G_N_ELEMENTS (player_kinds);

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  /* Without its weights the computer is not offered, and the dialog
   * says why at the top. */
  if (!gamao_ai_service_check (&error))
    {
      n_kinds = 1;
      gtk_label_set_label (self->no_computer_label, error->message);
      gtk_widget_set_visible (self->no_computer_group, TRUE);
      gtk_widget_set_visible (self->opponent_group, FALSE);
    }
  fill_kinds (self->light_kind_row, n_kinds);
  fill_kinds (self->dark_kind_row, n_kinds);
  fill_levels (self->light_level_row);
  fill_levels (self->dark_level_row);
  /* A screen reader says each choice with its value. */
  gamao_a11y_follow_combo_row (self->light_kind_row);
  gamao_a11y_follow_combo_row (self->dark_kind_row);
  gamao_a11y_follow_combo_row (self->light_level_row);
  gamao_a11y_follow_combo_row (self->dark_level_row);
  g_signal_connect_object (self->light_kind_row, "notify::selected", G_CALLBACK (update_levels),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dark_kind_row, "notify::selected", G_CALLBACK (update_levels),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->computer_toggle, "toggled", G_CALLBACK (on_opponent_toggled),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->people_toggle, "toggled", G_CALLBACK (on_opponent_toggled), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session_switch, "notify::active", G_CALLBACK (update_rows), self,
                           G_CONNECT_SWAPPED);
  bind_settings (self);
  recall_length (self);
}

GamaoNewMatchDialog *
gamao_new_match_dialog_new (GtkWindow *parent)
{
  GamaoNewMatchDialog *self = g_object_new (GAMAO_TYPE_NEW_MATCH_DIALOG, "transient-for", parent,
                                            NULL);
  int width, height;

  /* On a narrow screen (a phone, 360 px) the dialog is no wider than
   * the window it belongs to. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (parent && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    width = MIN (width, gtk_widget_get_width (GTK_WIDGET (parent)));
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  return self;
}
