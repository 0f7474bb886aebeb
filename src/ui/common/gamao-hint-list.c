/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-list"

#include "config.h"

#include "gamao-hint-list.h"

#include <glib/gi18n.h>

#include "gamao-a11y.h"
#include "gamao-figures.h"
#include "gamao-hint-item.h"
#include "gamao-hint-row.h"
#include "gamao-rollout-panel.h"

struct _GamaoHintList
{
  GtkBox parent_instance;

  gboolean playable;
  GCancellable *cancellable;
  gboolean ready;
  GListStore *plays;               /* of GamaoHintItem, best first */
  int hovered, focused, previewed; /* row indexes, -1 none */

  GtkLabel *heading;
  GtkWidget *spinner;
  GtkStack *pages;                 /* thinking, plays, cube, error */
  GtkListBox *play_rows;           /* built from `plays` */
  GtkWidget *no_play, *play_caption;
  GtkLabel *cube_action, *cube_words, *cube_chances, *cube_unit;
  GtkWidget *cube_table;
  GtkLabel *no_double, *double_take, *double_pass;
  GtkLabel *double_take_name, *double_pass_name;
  GtkLabel *error_label;
  GamaoRolloutPanel *rollout;      /* of what is shown */
};

G_DEFINE_FINAL_TYPE (GamaoHintList, gamao_hint_list, GTK_TYPE_BOX)

enum
{
  PLAY_CHOSEN,
  PLAY_PREVIEWED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The rank of the play a row's widget shows, kept on the widget: a row
 * being removed (the focus passes through the rows as the list is
 * cleared) no longer has an index in its list box. -1 once the play is
 * gone from the model. */
static int
row_index (GamaoHintList *self, GtkWidget *widget)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "gamao-hint-index"));

  if (index == 0 || index > g_list_model_get_n_items (G_LIST_MODEL (self->plays)))
    return -1;
  return (int) index - 1;
}

static void
on_play_clicked (GamaoHintList *self, GtkWidget *button)
{
  int i = row_index (self, button);

  if (i >= 0 && self->ready)
    g_signal_emit (self, signals[PLAY_CHOSEN], 0, (guint) i);
}

/* The play shown on the board: the one under the pointer, else the one
 * the keyboard is on. */
static void
update_preview (GamaoHintList *self)
{
  int shown = self->hovered >= 0 ? self->hovered : self->focused;

  if (shown == self->previewed)
    return;
  self->previewed = shown;
  g_signal_emit (self, signals[PLAY_PREVIEWED], 0, shown);
}

static void
on_motion_enter (GtkEventControllerMotion *controller, double x, double y, GamaoHintList *self)
{
  self->hovered = row_index (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  update_preview (self);
}

static void
on_motion_leave (GtkEventControllerMotion *controller, GamaoHintList *self)
{
  self->hovered = -1;
  update_preview (self);
}

static void
on_focus_enter (GtkEventControllerFocus *controller, GamaoHintList *self)
{
  self->focused = row_index (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  update_preview (self);
}

static void
on_focus_leave (GtkEventControllerFocus *controller, GamaoHintList *self)
{
  self->focused = -1;
  update_preview (self);
}

/* A button when the play can be played from here, else plain text. */
static GtkWidget *
play_row (GamaoHintList *self, GtkWidget *content)
{
  GtkWidget *button;
  GtkEventController *motion, *focus;

  if (!self->playable)
    return content;
  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_add_css_class (button, "flat");
  /* Said once above the rows (play_caption) and to screen readers, not as
   * a tooltip: a tooltip over a row covered the next one. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Play this move; you can still undo it before finishing"),
                                  -1);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_play_clicked), self,
                           G_CONNECT_SWAPPED);
  /* The pointer over a play, or the keyboard on it, shows it on the board. */
  motion = gtk_event_controller_motion_new ();
  g_signal_connect_object (motion, "enter", G_CALLBACK (on_motion_enter), self, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (on_motion_leave), self, 0);
  gtk_widget_add_controller (button, motion);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_object (focus, "enter", G_CALLBACK (on_focus_enter), self, 0);
  g_signal_connect_object (focus, "leave", G_CALLBACK (on_focus_leave), self, 0);
  gtk_widget_add_controller (button, focus);
  return button;
}

/* A row of the list box, made from a play of the model (its template
 * is GamaoHintRow). */
static GtkWidget *
create_play_row (gpointer item, gpointer user_data)
{
  GamaoHintList *self = user_data;
  GamaoHintItem *hint = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *hint_row = gamao_hint_row_new (hint);
  /* The row itself is only a holder: the keyboard and the pointer go to
   * the play's button, as they did before there was a list box. */
  GtkWidget *content = play_row (self, hint_row);
  const char *words = gamao_hint_row_get_words (GAMAO_HINT_ROW (hint_row));

  g_object_set_data (G_OBJECT (content), "gamao-hint-index",
                     GUINT_TO_POINTER (gamao_hint_item_get_index (hint) + 1));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), content);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  /* Named as the play and its figures: the button a screen reader lands
   * on, and the row that holds it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (content), GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                  -1);
  return row;
}

static void
add_play (GamaoHintList *self, const GamaoAiJob *job, guint i)
{
  const GamaoAiHint *hint = &job->hints[i];
  const GamaoAiHint *best = &job->hints[0];
  g_autoptr (GamaoHintItem) item
    = gamao_hint_item_new (i, &hint->play, hint->notation, hint->equity, hint->mwc, best->equity,
                           best->mwc, hint->plies, hint->outputs);

  g_list_store_append (self->plays, item);
}

static void
show_plays (GamaoHintList *self, const GamaoAiJob *job)
{
  /* Translators: %d-%d are the dice, the higher first ("6-4"), not a count. */
  g_autofree char *heading = g_strdup_printf (_("Best plays for %d-%d"),
                                              MAX (job->dice[0], job->dice[1]),
                                              MIN (job->dice[0], job->dice[1]));

  gtk_label_set_label (self->heading, heading);
  gtk_widget_set_visible (self->no_play, job->n_hints == 0);
  gtk_widget_set_visible (self->play_caption, self->playable && job->n_hints > 0);
  for (guint i = 0; i < job->n_hints; i++)
    add_play (self, job, i);
  gtk_stack_set_visible_child_name (self->pages, "plays");
  /* The keyboard lands on the best play as it comes, so a screen reader
   * reads it (the play and its figures) without a search for it. */
  if (self->playable && job->n_hints > 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (gamao_hint_list_get_play_widget (self, 0));
}

static void
set_cube_value (GtkLabel *label, double emg, double mwc)
{
  g_autofree char *text = gamao_hint_cube_value_text (emg, mwc);

  gtk_label_set_label (label, text);
}

/* The advice before rolling, every figure at the analysis depth; a
 * redouble is called one in the rows as in the title. */
static void
show_cube (GamaoHintList *self, const GamaoAiJob *job)
{
  const GamaoAdviceCube *a = &job->cube_advice;
  g_autofree char *chances = gamao_hint_chances_text (a->outputs);
  char depth[32];
  g_autofree char *unit = NULL;

  gamao_figure_depth (depth, sizeof depth, a->plies);
  /* Translators: above the cube's figures; %s is a depth, "2-ply". */
  unit = g_strdup_printf (_("What each choice is worth, cubeful, at %s"), depth);
  gtk_label_set_label (self->heading, _("Before rolling: the cube"));
  gtk_label_set_label (self->cube_action, gamao_cube_action_name (a->action, a->redouble));
  gtk_label_set_label (self->cube_words, gamao_cube_action_advice (a->action));
  gtk_label_set_label (self->cube_chances, chances);
  gtk_label_set_label (self->cube_unit, unit);
  gtk_label_set_label (self->double_take_name,
                       a->redouble ? _("Redouble, take") : _("Double, take"));
  gtk_label_set_label (self->double_pass_name,
                       a->redouble ? _("Redouble, pass") : _("Double, pass"));
  set_cube_value (self->no_double, a->no_double, a->mwc[0]);
  set_cube_value (self->double_take, a->double_take, a->mwc[1]);
  set_cube_value (self->double_pass, a->double_pass, a->mwc[2]);
  gtk_widget_set_visible (self->cube_table, a->action != GAMAO_CUBE_NOT_AVAILABLE);
  gtk_stack_set_visible_child_name (self->pages, "cube");
}

static void
stop_spinner (GamaoHintList *self)
{
  gtk_widget_set_visible (self->spinner, FALSE);
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoHintList) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  stop_spinner (self);
  if (!job)
    {
      gtk_label_set_label (self->heading, _("No advice"));
      gtk_label_set_label (self->error_label, error->message);
      gtk_stack_set_visible_child_name (self->pages, "error");
      return;
    }
  if (job->dice[0] > 0)
    show_plays (self, job);
  else
    show_cube (self, job);
  self->ready = TRUE;
  /* The keyboard goes to the best play (arrows walk the list); the
   * rows came after the popover had taken the focus. */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->plays)) > 0 && self->playable
      && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (gamao_hint_list_get_play_widget (self, 0));
  gamao_rollout_panel_offer_advice (self->rollout, job);
}

void
gamao_hint_list_clear (GamaoHintList *self)
{
  g_return_if_fail (GAMAO_IS_HINT_LIST (self));
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_list_store_remove_all (self->plays);
  gtk_stack_set_visible_child_name (self->pages, "thinking");
  self->ready = FALSE;
  self->hovered = self->focused = -1;
  update_preview (self);
  stop_spinner (self);
  gamao_rollout_panel_clear (self->rollout);
}

void
gamao_hint_list_ask (GamaoHintList *self, GamaoAiJob *job)
{
  g_return_if_fail (GAMAO_IS_HINT_LIST (self));

  gamao_hint_list_clear (self);
  gtk_label_set_label (self->heading, _("Thinking…"));
  gtk_widget_set_visible (self->spinner, TRUE);
  gtk_spinner_start (GTK_SPINNER (self->spinner));
  self->cancellable = g_cancellable_new ();
  gamao_ai_service_ask (job, self->cancellable, on_answer, g_object_ref (self));
}

gboolean
gamao_hint_list_is_ready (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), FALSE);
  return self->ready;
}

const char *
gamao_hint_list_get_heading (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  return gtk_label_get_label (self->heading);
}

guint
gamao_hint_list_get_n_plays (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->plays));
}

const GamaoPlay *
gamao_hint_list_get_play (GamaoHintList *self, guint index)
{
  g_autoptr (GamaoHintItem) item = NULL;

  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  item = g_list_model_get_item (G_LIST_MODEL (self->plays), index);
  /* The store keeps the item, and so the play, until the list is cleared. */
  return item ? gamao_hint_item_get_play (item) : NULL;
}

GListModel *
gamao_hint_list_get_plays (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  return G_LIST_MODEL (self->plays);
}

GtkWidget *
gamao_hint_list_get_play_widget (GamaoHintList *self, guint index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  row = gtk_list_box_get_row_at_index (self->play_rows, (int) index);
  return row ? gtk_list_box_row_get_child (row) : NULL;
}

static gboolean
shows_in (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (shows_in (child, text))
      return TRUE;
  return FALSE;
}

gboolean
gamao_hint_list_shows (GamaoHintList *self, const char *text)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), FALSE);
  return shows_in (gtk_stack_get_visible_child (self->pages), text)
         || shows_in (GTK_WIDGET (self->rollout), text);
}

void
gamao_hint_list_set_rollout_games (GamaoHintList *self, guint games)
{
  g_return_if_fail (GAMAO_IS_HINT_LIST (self));
  gamao_rollout_panel_set_games (self->rollout, games);
}

GtkWidget *
gamao_hint_list_get_rollout_button (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  return gamao_rollout_panel_get_start_button (self->rollout);
}

GtkWidget *
gamao_hint_list_get_stop_button (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  return gamao_rollout_panel_get_stop_button (self->rollout);
}

guint
gamao_hint_list_get_rollout_games (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), 0);
  return gamao_rollout_panel_get_result_games (self->rollout);
}

static void
gamao_hint_list_dispose (GObject *object)
{
  GamaoHintList *self = GAMAO_HINT_LIST (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->plays);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_HINT_LIST);
  G_OBJECT_CLASS (gamao_hint_list_parent_class)->dispose (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, GamaoHintList, name)

static void
gamao_hint_list_class_init (GamaoHintListClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gamao_hint_list_dispose;
  signals[PLAY_CHOSEN] = g_signal_new ("play-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                       1, G_TYPE_UINT);
  signals[PLAY_PREVIEWED] = g_signal_new ("play-previewed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_INT);
  g_type_ensure (GAMAO_TYPE_ROLLOUT_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/common/gamao-hint-list.ui");
  BIND (heading);
  BIND (spinner);
  BIND (pages);
  BIND (play_rows);
  BIND (no_play);
  BIND (play_caption);
  BIND (cube_action);
  BIND (cube_words);
  BIND (cube_chances);
  BIND (cube_unit);
  BIND (cube_table);
  BIND (no_double);
  BIND (double_take);
  BIND (double_pass);
  BIND (double_take_name);
  BIND (double_pass_name);
  BIND (error_label);
  BIND (rollout);
}

static gboolean
any_items (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_boolean (to, g_value_get_uint (from) > 0);
  return TRUE;
}

static void
gamao_hint_list_init (GamaoHintList *self)
{
  self->hovered = self->focused = self->previewed = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The pages not shown (the cube's words, empty, while plays are listed)
   * are not read either. */
  gamao_a11y_follow_visible_child (GTK_WIDGET (self->pages));
  self->plays = g_list_store_new (GAMAO_TYPE_HINT_ITEM);
  gtk_list_box_bind_model (self->play_rows, G_LIST_MODEL (self->plays), create_play_row, self,
                           NULL);
  /* No empty list (and its spacing) above "no legal play". */
  g_object_bind_property_full (self->plays, "n-items", self->play_rows, "visible",
                               G_BINDING_SYNC_CREATE, any_items, NULL, NULL, NULL);
}

GtkWidget *
gamao_hint_list_new (gboolean playable)
{
  GamaoHintList *self = g_object_new (GAMAO_TYPE_HINT_LIST, NULL);

  self->playable = playable;
  return GTK_WIDGET (self);
}
