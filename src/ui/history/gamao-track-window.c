/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-track"

#include "config.h"

#include "gamao-track-window.h"

#include "gamao-notice.h"

#include <glib/gi18n.h>

#include "gamao-dice.h"

struct _GamaoTrackWindow
{
  AdwWindow parent_instance;

  GamaoStore *store;
  gint64 id;
  GamaoDice dice;

  GamaoNotice *notice;
  AdwWindowTitle *window_title;
  GtkStack *stack;
  AdwEntryRow *name0_row;
  AdwEntryRow *name1_row;
  GtkSpinButton *length_spin;
  GtkSwitch *crawford_switch;
  GtkLabel *score_label;
  GtkLabel *status_label;
  GtkWidget *entry_group;
  AdwComboRow *winner_row;
  AdwComboRow *result_row;
  AdwComboRow *cube_row;
  AdwActionRow *dice_row;
  GtkListBox *sheet_list;
};

G_DEFINE_FINAL_TYPE (GamaoTrackWindow, gamao_track_window, ADW_TYPE_WINDOW)

static void
gamao_track_window_dispose (GObject *object)
{
  GamaoTrackWindow *self = GAMAO_TRACK_WINDOW (object);

  g_clear_object (&self->store);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_TRACK_WINDOW);
  G_OBJECT_CLASS (gamao_track_window_parent_class)->dispose (object);
}

static void
say (GamaoTrackWindow *self, const char *text)
{
  gamao_notice_show (self->notice, text);
}

static void
add_sheet_row (GamaoTrackWindow *self, const GamaoMatchRecord *record, guint g)
{
  const GamaoGameRecord *game = record->games[g];
  const GamaoAction *end = gamao_game_record_end (game);
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  guint after[2] = { game->score[0], game->score[1] };

  if (!end)
    return;
  after[end->player] += end->value;
  /* Translators: the game's number and the score after it: not a count. */
  title = g_strdup_printf (_("Game %u%s: %u–%u"), g + 1, game->crawford ? _(" (Crawford)") : "",
                           after[0], after[1]);
  subtitle = g_strdup_printf (ngettext ("%s wins %s, cube %u: %u point",
                                        "%s wins %s, cube %u: %u points", end->value),
                              record->names[end->player], gamao_result_kind_phrase (end->result),
                              end->result ? end->value / end->result : end->value, end->value);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_prepend (self->sheet_list, row);
}

static gboolean
next_is_crawford (const GamaoMatchRecord *record, const unsigned score[2])
{
  gboolean played = FALSE;

  for (size_t i = 0; i < record->n_games; i++)
    played |= record->games[i]->crawford;
  return (record->rules & GAMAO_RULE_CRAWFORD)
         && gamao_match_is_crawford_game (record->length, score, played);
}

static void
show_status (GamaoTrackWindow *self, const GamaoMatchRecord *record, const unsigned score[2],
             int winner)
{
  g_autofree char *status = NULL;
  gboolean crawford = winner < 0 && next_is_crawford (record, score);

  if (winner >= 0)
    /* Translators: the final score, "7–4": not a count. */
    status = g_strdup_printf (_("%s wins the match %u–%u."), record->names[winner], score[winner],
                              score[1 - winner]);
  else if (crawford)
    /* Translators: the game's number, not a count. */
    status = g_strdup_printf (_("Game %zu is the Crawford game: no doubling."),
                              record->n_games + 1);
  else
    /* Translators: the game's number, not a count. */
    status = g_strdup_printf (_("Game %zu"), record->n_games + 1);
  gtk_label_set_label (self->status_label, status);
  gtk_widget_set_sensitive (self->entry_group, winner < 0);
  if (crawford)
    adw_combo_row_set_selected (self->cube_row, 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->cube_row), !crawford);
}

static void
update (GamaoTrackWindow *self)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record = gamao_store_load (self->store, self->id, &error);
  g_autofree char *score_text = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *child;
  unsigned score[2];
  int winner;

  if (!record)
    {
      say (self, error->message);
      return;
    }
  gamao_match_record_final_score (record, score, &winner);
  score_text = g_strdup_printf ("%s %u – %u %s", record->names[0], score[0], score[1],
                                record->names[1]);
  gtk_label_set_label (self->score_label, score_text);
  subtitle = g_strdup_printf (ngettext ("A %u-point match", "A %u-point match", record->length),
                              record->length);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  show_status (self, record, score, winner);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sheet_list))))
    gtk_list_box_remove (self->sheet_list, child);
  for (guint g = 0; g < record->n_games; g++)
    add_sheet_row (self, record, g);
  gamao_match_record_unref (record);
}

static const char *
entry_or (AdwEntryRow *row, const char *fallback)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  return text && *text ? text : fallback;
}

static void
start_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoTrackWindow *self = GAMAO_TRACK_WINDOW (widget);
  g_autoptr (GtkStringList) names = NULL;
  g_autoptr (GError) error = NULL;
  const char *name0 = entry_or (self->name0_row, _("Light"));
  const char *name1 = entry_or (self->name1_row, _("Dark"));

  self->id = gamao_store_add_tracked_match (
    self->store, (guint) gtk_spin_button_get_value_as_int (self->length_spin), name0, name1,
    gtk_switch_get_active (self->crawford_switch) ? GAMAO_RULE_CRAWFORD : 0, &error);
  if (self->id == 0)
    {
      say (self, error->message);
      return;
    }
  names = gtk_string_list_new ((const char *const[]){ name0, name1, NULL });
  adw_combo_row_set_model (self->winner_row, G_LIST_MODEL (names));
  gtk_stack_set_visible_child_name (self->stack, "sheet");
  update (self);
}

static void
add_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoTrackWindow *self = GAMAO_TRACK_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  int winner = (int) adw_combo_row_get_selected (self->winner_row);
  GamaoResultKind kind = (GamaoResultKind) (adw_combo_row_get_selected (self->result_row) + 1);
  guint cube = 1u << adw_combo_row_get_selected (self->cube_row);

  if (!gamao_store_add_tracked_game (self->store, self->id, winner, kind, cube, &error))
    say (self, error->message);
  adw_combo_row_set_selected (self->result_row, 0);
  adw_combo_row_set_selected (self->cube_row, 0);
  update (self);
}

static void
roll_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoTrackWindow *self = GAMAO_TRACK_WINDOW (widget);
  int dice[2];
  g_autofree char *text = NULL;

  gamao_dice_roll (&self->dice, dice);
  text = g_strdup_printf ("%d – %d", dice[0], dice[1]);
  adw_action_row_set_subtitle (self->dice_row, text);
}

static void
gamao_track_window_class_init (GamaoTrackWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_track_window_dispose;
  g_type_ensure (GAMAO_TYPE_NOTICE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/history/gamao-track-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, notice);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, name0_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, name1_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, length_spin);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, crawford_switch);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, score_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, entry_group);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, winner_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, result_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, cube_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, dice_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoTrackWindow, sheet_list);
  gtk_widget_class_install_action (widget_class, "track.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "track.add-game", NULL, add_game_action);
  gtk_widget_class_install_action (widget_class, "track.roll", NULL, roll_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gamao_track_window_init (GamaoTrackWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gamao_dice_init_random (&self->dice);
}

GamaoTrackWindow *
gamao_track_window_new (GtkWindow *parent, GamaoStore *store)
{
  GamaoTrackWindow *self = g_object_new (GAMAO_TYPE_TRACK_WINDOW, "transient-for", parent, NULL);

  self->store = g_object_ref (store);
  return self;
}

gint64
gamao_track_window_get_match_id (GamaoTrackWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_TRACK_WINDOW (self), 0);
  return self->id;
}
