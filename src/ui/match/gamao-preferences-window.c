/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-preferences-window"

#include "config.h"

#include "gamao-preferences-window.h"

#include "gamao-analysis-settings.h"

struct _GamaoPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;

  GtkDropDown *orientation_dropdown;
  GtkDropDown *speed_dropdown;
  GtkSwitch *numbers_switch;
  GtkSwitch *analysis_switch;
  GtkDropDown *tutor_dropdown;
  GtkSpinButton *plies_spin, *games_spin, *truncate_spin, *rollout_plies_spin;
  GtkSwitch *cubeful_switch;
};

G_DEFINE_FINAL_TYPE (GamaoPreferencesWindow, gamao_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* The animation choices, in the order of the speed row's items. */
static const double speeds[] = { 0.0, 0.5, 1.0, 2.0 };

static gboolean
speed_to_row (GValue *value, GVariant *variant, gpointer user_data)
{
  double speed = g_variant_get_double (variant);
  guint best = 0;

  for (guint i = 1; i < G_N_ELEMENTS (speeds); i++)
    if (ABS (speeds[i] - speed) < ABS (speeds[best] - speed))
      best = i;
  g_value_set_uint (value, best);
  return TRUE;
}

static GVariant *
row_to_speed (const GValue *value, const GVariantType *type, gpointer user_data)
{
  guint i = g_value_get_uint (value);

  return g_variant_new_double (speeds[MIN (i, G_N_ELEMENTS (speeds) - 1)]);
}

static gboolean
side_to_row (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_uint (value, g_strcmp0 (g_variant_get_string (variant, NULL), "left") == 0);
  return TRUE;
}

static GVariant *
row_to_side (const GValue *value, const GVariantType *type, gpointer user_data)
{
  return g_variant_new_string (g_value_get_uint (value) == 1 ? "left" : "right");
}

/* The tutor's choices are the enum's values, in the row's order. */
static gboolean
tutor_to_row (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  g_value_set_uint (value, g_str_equal (nick, "bad") ? 1 : g_str_equal (nick, "very-bad") ? 2 : 0);
  return TRUE;
}

static GVariant *
row_to_tutor (const GValue *value, const GVariantType *type, gpointer user_data)
{
  static const char *const nicks[] = { "off", "bad", "very-bad" };

  return g_variant_new_string (nicks[MIN (g_value_get_uint (value), G_N_ELEMENTS (nicks) - 1)]);
}

static void
gamao_preferences_window_dispose (GObject *object)
{
  GamaoPreferencesWindow *self = GAMAO_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_PREFERENCES_WINDOW);
  G_OBJECT_CLASS (gamao_preferences_window_parent_class)->dispose (object);
}

static void
gamao_preferences_window_class_init (GamaoPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_preferences_window_dispose;
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/match/gamao-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, orientation_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, numbers_switch);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, analysis_switch);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, tutor_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, plies_spin);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, games_spin);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, truncate_spin);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, rollout_plies_spin);
  gtk_widget_class_bind_template_child (widget_class, GamaoPreferencesWindow, cubeful_switch);
}

/* The analysis and rollout rows follow the app's GamaoAnalysisSettings,
 * which the AI service, the rollouts and the analysis read: one place
 * for those keys below the UI. */
static void
bind_analysis (GamaoPreferencesWindow *self)
{
  GamaoAnalysisSettings *analysis = gamao_analysis_settings_get_default ();
  const struct
  {
    const char *property;
    gpointer widget;
    const char *widget_property;
  } rows[] = {
    { "analysis-plies", self->plies_spin, "value" },
    { "rollout-games", self->games_spin, "value" },
    { "rollout-truncate", self->truncate_spin, "value" },
    { "rollout-plies", self->rollout_plies_spin, "value" },
    { "rollout-cubeful", self->cubeful_switch, "active" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_object_bind_property (analysis, rows[i].property, rows[i].widget, rows[i].widget_property,
                            G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

static void
gamao_preferences_window_init (GamaoPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  g_settings_bind_with_mapping (self->settings, "board-orientation", self->orientation_dropdown,
                                "selected", G_SETTINGS_BIND_DEFAULT, side_to_row, row_to_side,
                                NULL, NULL);
  g_settings_bind (self->settings, "numbers-follow-turn", self->numbers_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "analyse-automatically", self->analysis_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "animation-speed", self->speed_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT, speed_to_row, row_to_speed, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "tutor", self->tutor_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT, tutor_to_row, row_to_tutor, NULL, NULL);
  bind_analysis (self);
}

GamaoPreferencesWindow *
gamao_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (GAMAO_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
}
