/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-empty-page.h"

#include <glib/gi18n.h>

#include "gamao-wrapped-text.h"

struct _GamaoEmptyPage
{
  GtkWidget parent_instance;

  guint history_size;
  AdwStatusPage *status_page;
  GamaoWrappedText *title;
  GamaoWrappedText *description;
  GtkWidget *history_button;
  GtkWidget *resume_button;
  GtkWidget *practise_button;
};

G_DEFINE_FINAL_TYPE (GamaoEmptyPage, gamao_empty_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_HISTORY_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint
gamao_empty_page_get_history_size (GamaoEmptyPage *self)
{
  g_return_val_if_fail (GAMAO_IS_EMPTY_PAGE (self), 0);
  return self->history_size;
}

void
gamao_empty_page_set_history_size (GamaoEmptyPage *self, guint n_matches)
{
  g_autofree char *description = NULL;

  g_return_if_fail (GAMAO_IS_EMPTY_PAGE (self));
  if (self->history_size == n_matches)
    return;
  self->history_size = n_matches;
  /* With matches in the history, "no match yet" would be untrue. */
  gtk_widget_set_visible (self->history_button, n_matches > 0);
  if (n_matches > 0)
    {
      gamao_wrapped_text_set_text (self->title, _("No Match in Progress"));
      description = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE,
                       "%'u match is kept in the history. Start a new one against the computer "
                       "or between two people at this desk, or look back at it.",
                       "%'u matches are kept in the history. Start a new one against the "
                       "computer or between two people at this desk, or look back at them.",
                       n_matches),
          n_matches);
      gamao_wrapped_text_set_text (self->description, description);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HISTORY_SIZE]);
}

/* The way back to an unfinished match the person put off ("Not Now"). */
void
gamao_empty_page_set_can_resume (GamaoEmptyPage *self, gboolean can_resume)
{
  g_return_if_fail (GAMAO_IS_EMPTY_PAGE (self));
  gtk_widget_set_visible (self->resume_button, can_resume);
}

/* How many drilled mistakes are due today (issue 29): a way to them. */
void
gamao_empty_page_set_drills_due (GamaoEmptyPage *self, guint n_due)
{
  g_autofree char *label = NULL;

  g_return_if_fail (GAMAO_IS_EMPTY_PAGE (self));
  gtk_widget_set_visible (self->practise_button, n_due > 0);
  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Practise %u Mistake Due Today",
                                        "_Practise %u Mistakes Due Today", n_due),
                           n_due);
  gtk_button_set_label (GTK_BUTTON (self->practise_button), label);
}

static void
gamao_empty_page_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_HISTORY_SIZE:
      g_value_set_uint (value, GAMAO_EMPTY_PAGE (object)->history_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_empty_page_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_HISTORY_SIZE:
      gamao_empty_page_set_history_size (GAMAO_EMPTY_PAGE (object), g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_empty_page_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), GAMAO_TYPE_EMPTY_PAGE);
  /* What the template put in the widget that is not bound goes too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gamao_empty_page_parent_class)->dispose (object);
}

static void
gamao_empty_page_class_init (GamaoEmptyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_empty_page_dispose;
  object_class->get_property = gamao_empty_page_get_property;
  object_class->set_property = gamao_empty_page_set_property;
  properties[PROP_HISTORY_SIZE] = g_param_spec_uint (
      "history-size", NULL, NULL, 0, G_MAXUINT, 0,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GAMAO_TYPE_WRAPPED_TEXT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/match/gamao-empty-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoEmptyPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, GamaoEmptyPage, title);
  gtk_widget_class_bind_template_child (widget_class, GamaoEmptyPage, description);
  gtk_widget_class_bind_template_child (widget_class, GamaoEmptyPage, history_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoEmptyPage, resume_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoEmptyPage, practise_button);
}

static void
gamao_empty_page_init (GamaoEmptyPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The page's own title and description are not shown: ours are. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->status_page),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->title, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->description, NULL,
                                  -1);
}
