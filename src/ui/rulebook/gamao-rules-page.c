/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-rules-page"

#include "config.h"

#include "gamao-rules-page.h"

#include "gamao-rules-diagram-view.h"
#include "gamao-rules-link.h"


struct _GamaoRulesPage
{
  GtkBox parent_instance;

  GtkWidget *title;
  GPtrArray *blocks; /* the widget of each block, not owned */
  GtkLabel *marked;
};

G_DEFINE_FINAL_TYPE (GamaoRulesPage, gamao_rules_page, GTK_TYPE_BOX)

/* A paragraph, or the title with the heading role. Selectable, so that
 * the keyboard reaches each one and a screen reader reads it as the
 * focus lands on it (GTK 4.8 gives a plain label no "showing" state, and
 * Orca finds no text in the page to read). */
static GtkWidget *
text_label (const char *markup, GtkAccessibleRole role)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", role, NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup ? markup : "");
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  g_signal_connect (label, "activate-link", G_CALLBACK (gamao_rules_link_activate), NULL);
  return label;
}

static void
clear (GamaoRulesPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  GtkWidget *child;

  /* Let go of the focus before its widget goes (a diagram's button):
   * left to the window, the scrolled page trips over it at the next
   * layout. */
  if (focus && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_root_set_focus (root, NULL);

  self->marked = NULL;
  self->title = NULL;
  g_ptr_array_set_size (self->blocks, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_box_remove (GTK_BOX (self), child);
}

void
gamao_rules_page_set_section (GamaoRulesPage *self, const GamaoRulesSection *section)
{
  g_autofree char *title = NULL;

  g_return_if_fail (GAMAO_IS_RULES_PAGE (self));

  clear (self);
  if (!section)
    return;
  title = g_markup_escape_text (section->title, -1);
  self->title = text_label (title, GTK_ACCESSIBLE_ROLE_HEADING);
  gtk_widget_add_css_class (self->title, "title-1");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1,
                                  -1);
  gtk_box_append (GTK_BOX (self), self->title);
  for (guint i = 0; i < section->blocks->len; i++)
    {
      const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, i);
      GtkWidget *widget;

      if (block->kind == GAMAO_RULES_BLOCK_DIAGRAM && block->diagram)
        widget = gamao_rules_diagram_view_new (block);
      else
        widget = text_label (block->markup, GTK_ACCESSIBLE_ROLE_LABEL);
      g_ptr_array_add (self->blocks, widget);
      gtk_box_append (GTK_BOX (self), widget);
    }
}

void
gamao_rules_page_set_error (GamaoRulesPage *self, const char *message)
{
  GtkWidget *label;

  g_return_if_fail (GAMAO_IS_RULES_PAGE (self));

  clear (self);
  label = gtk_label_new (message);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "error");
  gtk_box_append (GTK_BOX (self), label);
}

void
gamao_rules_page_focus_title (GamaoRulesPage *self)
{
  g_return_if_fail (GAMAO_IS_RULES_PAGE (self));

  if (!self->title || !gtk_widget_grab_focus (self->title))
    return;
  /* The keyboard is there; the title is not selected for all that. */
  gtk_label_select_region (GTK_LABEL (self->title), 0, 0);
}

GtkWidget *
gamao_rules_page_get_block_widget (GamaoRulesPage *self, int block)
{
  g_return_val_if_fail (GAMAO_IS_RULES_PAGE (self), NULL);

  if (block < 0)
    return self->title;
  return (guint) block < self->blocks->len ? g_ptr_array_index (self->blocks, block) : NULL;
}

/* The label that holds a block's text: the paragraph itself, or the
 * caption or task of a diagram. */
static GtkLabel *
label_of (GamaoRulesPage *self, int block, gboolean in_task)
{
  GtkWidget *widget = gamao_rules_page_get_block_widget (self, block);

  if (GAMAO_IS_RULES_DIAGRAM_VIEW (widget))
    return GTK_LABEL (gtk_widget_get_template_child (widget, GAMAO_TYPE_RULES_DIAGRAM_VIEW,
                                                     in_task ? "task_label" : "caption_label"));
  return GTK_IS_LABEL (widget) ? GTK_LABEL (widget) : NULL;
}

GtkLabel *
gamao_rules_page_mark (GamaoRulesPage *self, int block, gboolean in_task, gsize start, gsize end)
{
  GtkLabel *label;
  PangoAttrList *attrs;
  PangoAttribute *attr;

  g_return_val_if_fail (GAMAO_IS_RULES_PAGE (self), NULL);

  if (self->marked)
    gtk_label_set_attributes (self->marked, NULL);
  self->marked = label = label_of (self, block, in_task);
  if (!label || end <= start)
    return label;
  /* The search's byte offsets are into the block's plain text, which is
   * the text the label shows once its markup is parsed. Yellow with black
   * text reads in both the light and the dark style. */
  attrs = pango_attr_list_new ();
  attr = pango_attr_background_new (0xf6f6, 0xd3d3, 0x2d2d);
  attr->start_index = start;
  attr->end_index = end;
  pango_attr_list_insert (attrs, attr);
  attr = pango_attr_foreground_new (0, 0, 0);
  attr->start_index = start;
  attr->end_index = end;
  pango_attr_list_insert (attrs, attr);
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
  return label;
}

GtkLabel *
gamao_rules_page_get_marked (GamaoRulesPage *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_PAGE (self), NULL);
  return self->marked;
}

static void
gamao_rules_page_finalize (GObject *object)
{
  GamaoRulesPage *self = GAMAO_RULES_PAGE (object);

  g_clear_pointer (&self->blocks, g_ptr_array_unref);
  G_OBJECT_CLASS (gamao_rules_page_parent_class)->finalize (object);
}

static void
gamao_rules_page_class_init (GamaoRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gamao_rules_page_finalize;
  gtk_widget_class_set_css_name (widget_class, "gamao-rules-page");
}

static void
gamao_rules_page_init (GamaoRulesPage *self)
{
  self->blocks = g_ptr_array_new ();
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 18);
}

GtkWidget *
gamao_rules_page_new (void)
{
  return g_object_new (GAMAO_TYPE_RULES_PAGE, NULL);
}
