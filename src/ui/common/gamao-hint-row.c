/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-list"

#include "config.h"

#include "gamao-hint-row.h"

struct _GamaoHintRow
{
  GtkBox parent_instance;

  GamaoHintItem *item;
  GtkLabel *title;
  GtkLabel *equity;
  GtkLabel *chances;
  char *words; /* the three as one sentence, for a screen reader */
};

G_DEFINE_FINAL_TYPE (GamaoHintRow, gamao_hint_row, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_item (GamaoHintRow *self, GamaoHintItem *item)
{
  g_autofree char *title = NULL, *equity = NULL, *chances = NULL;

  g_set_object (&self->item, item);
  if (!item)
    return;
  title = gamao_hint_item_dup_title (item);
  equity = gamao_hint_item_dup_equity_text (item);
  chances = gamao_hint_item_dup_chances_text (item);
  gtk_label_set_label (self->title, title);
  gtk_label_set_label (self->equity, equity);
  gtk_label_set_label (self->chances, chances);
  /* One sentence for a screen reader, in the order the eye reads them. */
  g_free (self->words);
  self->words = g_strjoin (", ", title, equity, chances, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->words, -1);
}

static void
gamao_hint_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoHintRow *self = GAMAO_HINT_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_hint_row_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM:
      set_item (GAMAO_HINT_ROW (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_hint_row_dispose (GObject *object)
{
  GamaoHintRow *self = GAMAO_HINT_ROW (object);

  g_clear_object (&self->item);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_HINT_ROW);
  G_OBJECT_CLASS (gamao_hint_row_parent_class)->dispose (object);
}

static void
gamao_hint_row_finalize (GObject *object)
{
  g_free (GAMAO_HINT_ROW (object)->words);
  G_OBJECT_CLASS (gamao_hint_row_parent_class)->finalize (object);
}

static void
gamao_hint_row_class_init (GamaoHintRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_hint_row_dispose;
  object_class->finalize = gamao_hint_row_finalize;
  object_class->get_property = gamao_hint_row_get_property;
  object_class->set_property = gamao_hint_row_set_property;
  properties[PROP_ITEM]
    = g_param_spec_object ("item", NULL, NULL, GAMAO_TYPE_HINT_ITEM,
                           G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/common/gamao-hint-row.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoHintRow, title);
  gtk_widget_class_bind_template_child (widget_class, GamaoHintRow, equity);
  gtk_widget_class_bind_template_child (widget_class, GamaoHintRow, chances);
}

static void
gamao_hint_row_init (GamaoHintRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gamao_hint_row_new (GamaoHintItem *item)
{
  return g_object_new (GAMAO_TYPE_HINT_ROW, "item", item, NULL);
}

GamaoHintItem *
gamao_hint_row_get_item (GamaoHintRow *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ROW (self), NULL);
  return self->item;
}

const char *
gamao_hint_row_get_words (GamaoHintRow *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_ROW (self), NULL);
  return self->words ? self->words : "";
}
