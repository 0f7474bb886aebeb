/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-row.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "gamao-store.h"

enum
{
  BUTTON_CONTINUE,
  BUTTON_EXPORT,
  BUTTON_ANALYSE,
  BUTTON_DELETE,
  N_BUTTONS
};

struct _GamaoHistoryRow
{
  GtkBox parent_instance;

  GtkLabel *title;
  GtkLabel *subtitle;
  GtkWidget *buttons[N_BUTTONS];
  gint64 id;                    /* the match bound */
};

G_DEFINE_FINAL_TYPE (GamaoHistoryRow, gamao_history_row, GTK_TYPE_BOX)

static void
gamao_history_row_class_init (GamaoHistoryRowClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "historyrow");
}

/* A click activates the button's action on the bound match. The button
 * is not a GtkActionable: GTK 4.8 keeps the watchers of an action in a
 * list, and four per row of 200 rows made registering each one (at every
 * bind) cost more than the rest of the row. */
static void
on_button_clicked (GtkButton *button, GamaoHistoryRow *self)
{
  const char *action = g_object_get_data (G_OBJECT (button), "gamao-action");

  gtk_widget_activate_action (GTK_WIDGET (self), action, "x", self->id);
}

static GtkWidget *
row_button (GamaoHistoryRow *self, const char *icon, const char *tooltip, const char *action)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* Hidden until bound: GTK 4.8 asks the display where the pointer is
   * (an X round trip) at every tooltip set on a visible widget, 4 per
   * row made, 33 rows at each filter. */
  gtk_widget_set_visible (button, FALSE);
  gtk_widget_set_tooltip_text (button, tooltip);
  /* An icon says nothing to a screen reader: the tooltip's words do. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "gamao-action", (gpointer) action);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_button_clicked), self, 0);
  return button;
}

/* The subtitle's whole text, asked for when the pointer rests on it:
 * set at every bind, a tooltip would cost an X round trip (see
 * row_button()). */
static gboolean
on_subtitle_query_tooltip (GtkWidget *label, int x, int y, gboolean keyboard,
                           GtkTooltip *tooltip, gpointer data)
{
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  if (!text || !*text)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
gamao_history_row_init (GamaoHistoryRow *self)
{
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  static const struct
  {
    const char *icon, *tooltip, *action;
  } buttons[N_BUTTONS] = {
    { "media-playback-start-symbolic", N_("Continue the Match"), "history.continue" },
    { "document-save-symbolic", N_("Export to .mat"), "history.export" },
    { "system-run-symbolic", N_("Analyse"), "history.analyse" },
    { "user-trash-symbolic", N_("Delete"), "history.delete" },
  };

  gtk_box_set_spacing (GTK_BOX (self), 6);
  g_object_set (self, "margin-start", 12, "margin-end", 6, "margin-top", 8, "margin-bottom", 8,
                NULL);
  self->title = GTK_LABEL (gtk_label_new (NULL));
  self->subtitle = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), "caption");
  gtk_label_set_xalign (self->title, 0);
  gtk_label_set_xalign (self->subtitle, 0);
  /* Cut short, not wrapped: a wrapped label costs several layouts per
   * measure, and the list measures every row it makes (30 in the
   * history's grid view, 200 in a GTK 4.8 list view, however few are
   * seen). The tooltip and the accessible description hold the whole
   * text. */
  gtk_label_set_ellipsize (self->title, PANGO_ELLIPSIZE_END);
  gtk_label_set_ellipsize (self->subtitle, PANGO_ELLIPSIZE_END);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->subtitle), TRUE);
  g_signal_connect (self->subtitle, "query-tooltip", G_CALLBACK (on_subtitle_query_tooltip), NULL);
  gtk_box_append (GTK_BOX (text), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (text), GTK_WIDGET (self->subtitle));
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self), text);
  for (guint i = 0; i < N_BUTTONS; i++)
    {
      self->buttons[i] = row_button (self, buttons[i].icon, _(buttons[i].tooltip),
                                     buttons[i].action);
      gtk_box_append (GTK_BOX (self), self->buttons[i]);
    }
}

GtkWidget *
gamao_history_row_new (void)
{
  return g_object_new (GAMAO_TYPE_HISTORY_ROW, NULL);
}

/* A pair of figures, "7–4" or "8.3–12.1", may not be cut at its dash
 * (Pango may break a line after an en dash): a word joiner after each. */
static char *
join_dashes (char *text)
{
  g_auto (GStrv) parts = g_strsplit (text, "–", -1);

  g_free (text);
  return g_strjoinv ("–\u2060", parts);
}

static char *
describe_result (GamaoMatchSummary *m)
{
  int winner = gamao_match_summary_get_winner (m);

  if (!gamao_match_summary_get_finished (m))
    return g_strdup (_("unfinished"));
  if (winner >= 0)
    /* Translators: the final score, "7–4": not a count. */
    return g_strdup_printf (_("%u–%u, %s won"), gamao_match_summary_get_score (m, 0),
                            gamao_match_summary_get_score (m, 1),
                            gamao_match_summary_get_name (m, winner));
  return g_strdup_printf ("%u–%u", gamao_match_summary_get_score (m, 0),
                          gamao_match_summary_get_score (m, 1));
}

static char *
describe_analysis (GamaoMatchSummary *m, const char *weights)
{
  const char *made = gamao_match_summary_get_analysis_weights (m);
  double pr[2];

  if (!gamao_match_summary_get_pr (m, pr))
    return g_strdup ("");
  if (weights && made && !g_str_equal (weights, made))
    /* Translators: each player's PR, from an analysis made with older
     * weights: it is analysed again. */
    return g_strdup_printf (_(" · PR %.1f–%.1f (out of date)"), pr[0], pr[1]);
  /* Translators: each player's PR (performance rating). */
  return g_strdup_printf (_(" · PR %.1f–%.1f"), pr[0], pr[1]);
}

/* When the match was played and, from its file, where: "15/01/09 ·
 * Clube, Lisboa". A file's day has no hour. */
static char *
when_and_where (GamaoMatchSummary *m)
{
  const char *day = gamao_match_summary_get_info (m, GAMAO_INFO_DATE);
  g_autoptr (GDateTime) when
    = day ? g_date_time_new_local (atoi (day), atoi (day + 5), atoi (day + 8), 0, 0, 0)
          : g_date_time_new_from_unix_local (gamao_match_summary_get_created (m));
  g_autofree char *date = when ? g_date_time_format (when, day ? "%x" : "%x %H:%M") : g_strdup ("");
  g_autofree char *where = gamao_match_summary_dup_event_place (m);

  return where ? g_strdup_printf ("%s · %s", date, where) : g_steal_pointer (&date);
}

static char *
describe (GamaoMatchSummary *m, const char *weights)
{
  g_autofree char *date = when_and_where (m);
  guint length = gamao_match_summary_get_length (m);
  g_autofree char *size = length > 0 ? g_strdup_printf (ngettext ("%u point", "%u points", length),
                                                        length)
                                     : g_strdup (_("money session"));
  g_autofree char *result = describe_result (m);
  g_autofree char *analysed = describe_analysis (m, weights);

  if (!gamao_match_summary_get_finished (m))
    {
      g_autofree char *score = g_strdup_printf ("%u–%u", gamao_match_summary_get_score (m, 0),
                                                gamao_match_summary_get_score (m, 1));
      return join_dashes (g_strdup_printf ("%s · %s · %s, %s%s", date, size, score, result,
                                           analysed));
    }
  return join_dashes (g_strdup_printf ("%s · %s · %s%s", date, size, result, analysed));
}

void
gamao_history_row_bind (GamaoHistoryRow *self, GamaoMatchSummary *m, const char *weights)
{
  const char *origin = gamao_match_summary_get_origin (m);
  gboolean tracked = g_strcmp0 (origin, GAMAO_STORE_ORIGIN_TRACKED) == 0;
  gboolean shown[N_BUTTONS] = {
    [BUTTON_CONTINUE] = !gamao_match_summary_get_finished (m)
                        && g_strcmp0 (origin, GAMAO_STORE_ORIGIN_PLAYED) == 0,
    [BUTTON_EXPORT] = !tracked,
    [BUTTON_ANALYSE] = !tracked,
    [BUTTON_DELETE] = TRUE,
  };
  g_autofree char *title = g_strdup_printf ("%s – %s", gamao_match_summary_get_name (m, 0),
                                            gamao_match_summary_get_name (m, 1));
  g_autofree char *subtitle = describe (m, weights);

  g_return_if_fail (GAMAO_IS_HISTORY_ROW (self));
  self->id = gamao_match_summary_get_id (m);
  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->subtitle, subtitle);
  for (guint i = 0; i < N_BUTTONS; i++)
    gtk_widget_set_visible (self->buttons[i], shown[i]);
  /* GTK 4.8 has no GtkListItem:accessible-label: the row says who played. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  /* And so does the grid's cell around it, which the keyboard lands on
   * (GTK made it for the item: the factory's widget is its child). */
  if (gtk_widget_get_parent (GTK_WIDGET (self)))
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (self))),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

gint64
gamao_history_row_get_id (GamaoHistoryRow *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_ROW (self), 0);
  return self->id;
}
