/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-rules-window"

#include "config.h"

#include "gamao-rules-window.h"

#include <glib/gi18n.h>

#include "gamao-a11y.h"
#include "gamao-app-window.h"
#include "gamao-rules-search.h"

/* The book compiled into the program; GAMAO_RULES_DIR points elsewhere,
 * so whoever edits the text sees it without rebuilding. */
#define RESOURCE_DIR "resource:///io/github/gamao/Gamao/rules"
/* Characters of context around a search hit in the results. */
#define SNIPPET_BEFORE 36
#define SNIPPET_AFTER 90
/* Frames to wait for the page to be laid out before scrolling to a hit. */
#define REVEAL_FRAMES 30

struct _GamaoRulesWindow
{
  AdwWindow parent_instance;

  GHashTable *books;     /* language → GamaoRulesBook, kept while the window lives */
  GamaoRulesBook *book;  /* the one shown, in books */
  char *language;
  guint section;
  GArray *matches;       /* of GamaoRulesMatch, one per row of the results */
  gboolean selecting;    /* the sidebar follows the page, not the reverse */
  int reveal_block;      /* the block to scroll to once laid out */
  guint reveal_id;
  guint reveal_frames;

  AdwLeaflet *leaflet;
  GtkWidget *content;
  GtkWidget *sidebar;
  GtkSearchBar *search_bar;
  GtkEditable *search_entry;
  GtkStack *sidebar_stack;
  GtkListBox *section_list;
  GtkListBox *result_list;
  GtkWidget *portuguese_button;
  GtkWidget *english_button;
  GtkScrolledWindow *scroller;
  GamaoRulesPage *page;
};

G_DEFINE_FINAL_TYPE (GamaoRulesWindow, gamao_rules_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_LANGUAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GamaoRulesWindow *the_window;

static const char *
rules_dir (void)
{
  const char *dir = g_getenv ("GAMAO_RULES_DIR");

  return dir && *dir ? dir : RESOURCE_DIR;
}

static void
remove_rows (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))))
    gtk_list_box_remove (list, child);
}

/* Scrolling to a block */

static gboolean
reveal_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (widget);
  GtkWidget *target = gamao_rules_page_get_block_widget (self->page, self->reveal_block);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_point_t at;

  /* New widgets have no size until the page's first layout. */
  if (target && gtk_widget_get_width (target) == 0 && ++self->reveal_frames < REVEAL_FRAMES)
    return G_SOURCE_CONTINUE;
  self->reveal_id = 0;
  if (target && gtk_widget_compute_point (target, GTK_WIDGET (self->page),
                                          &GRAPHENE_POINT_INIT (0, 0), &at))
    /* A little of what comes before, so the hit does not sit on the edge. */
    gtk_adjustment_set_value (adjustment, at.y + gtk_widget_get_margin_top (GTK_WIDGET (self->page))
                                              - 48);
  return G_SOURCE_REMOVE;
}

static void
reveal_block (GamaoRulesWindow *self, int block)
{
  self->reveal_block = block;
  self->reveal_frames = 0;
  if (!self->reveal_id)
    self->reveal_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick, NULL, NULL);
}

static void
cancel_reveal (GamaoRulesWindow *self)
{
  if (self->reveal_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->reveal_id);
  self->reveal_id = 0;
}

/* Sections */

/* Also when unfolded: a window made narrow later shows the text. */
static void
show_content (GamaoRulesWindow *self)
{
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

/* Shows section `index`. The page is built again only for another
 * section or another book (`rebuild`), so a link to the section being
 * read keeps the reader's exercises as they are. */
static void
show_index (GamaoRulesWindow *self, guint index, gboolean rebuild)
{
  GtkListBoxRow *row;

  if (!self->book || index >= self->book->sections->len)
    return;
  cancel_reveal (self);
  if (rebuild || index != self->section)
    gamao_rules_page_set_section (self->page, g_ptr_array_index (self->book->sections, index));
  self->section = index;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  row = gtk_list_box_get_row_at_index (self->section_list, index);
  self->selecting = TRUE;
  gtk_list_box_select_row (self->section_list, row);
  self->selecting = FALSE;
}

static void
fill_sections (GamaoRulesWindow *self)
{
  remove_rows (self->section_list);
  for (guint i = 0; i < self->book->sections->len; i++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (self->book->sections, i);
      GtkWidget *label = gtk_label_new (section->title);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_list_box_append (self->section_list, label);
      /* The row the keyboard lands on is read by the section's title. */
      gamao_a11y_name_list_item (label, section->title);
    }
}

static void
on_section_selected (GamaoRulesWindow *self, GtkListBoxRow *row)
{
  if (self->selecting || !row)
    return;
  show_index (self, gtk_list_box_row_get_index (row), FALSE);
}

static void
on_section_activated (GamaoRulesWindow *self, GtkListBoxRow *row)
{
  if ((guint) gtk_list_box_row_get_index (row) != self->section)
    show_index (self, gtk_list_box_row_get_index (row), FALSE);
  show_content (self);
  /* Opened: the keyboard reads on in the page. */
  gamao_rules_page_focus_title (self->page);
}

gboolean
gamao_rules_window_show_section (GamaoRulesWindow *self, const char *section_id)
{
  guint index;

  g_return_val_if_fail (GAMAO_IS_RULES_WINDOW (self), FALSE);
  g_return_val_if_fail (section_id != NULL, FALSE);

  if (!self->book || !gamao_rules_book_find_section (self->book, section_id, &index))
    return FALSE;
  show_index (self, index, FALSE);
  show_content (self);
  gamao_rules_page_focus_title (self->page);
  return TRUE;
}

const char *
gamao_rules_window_get_section (GamaoRulesWindow *self)
{
  const GamaoRulesSection *section;

  g_return_val_if_fail (GAMAO_IS_RULES_WINDOW (self), NULL);

  if (!self->book || self->section >= self->book->sections->len)
    return NULL;
  section = g_ptr_array_index (self->book->sections, self->section);
  return section->id;
}

/* Search */

/* The text a match was found in. */
static const char *
match_text (GamaoRulesWindow *self, const GamaoRulesMatch *match)
{
  const GamaoRulesSection *section = g_ptr_array_index (self->book->sections, match->section);
  const GamaoRulesBlock *block;

  if (match->block < 0)
    return section->title;
  block = g_ptr_array_index (section->blocks, match->block);
  return match->in_task ? block->task : block->text;
}

/* The words around a hit, the hit in bold, as markup. */
static char *
snippet (const char *text, gsize start, gsize end)
{
  const char *from = text + start, *to = text + end;
  g_autofree char *before = NULL, *hit = NULL, *after = NULL;

  for (int i = 0; i < SNIPPET_BEFORE && from > text; i++)
    from = g_utf8_prev_char (from);
  /* Start at a word, not in the middle of one. */
  if (from > text)
    {
      const char *space = from;

      while (space < text + start && *space != ' ')
        space++;
      if (space < text + start)
        from = space + 1;
    }
  for (int i = 0; i < SNIPPET_AFTER && *to; i++)
    to = g_utf8_next_char (to);
  before = g_markup_escape_text (from, text + start - from);
  hit = g_markup_escape_text (text + start, end - start);
  after = g_markup_escape_text (text + end, to - (text + end));
  return g_strdup_printf ("%s%s<b>%s</b>%s%s", from > text ? "…" : "", before, hit, after,
                          *to ? "…" : "");
}

static GtkWidget *
result_row (GamaoRulesWindow *self, const GamaoRulesMatch *match)
{
  const GamaoRulesSection *section = g_ptr_array_index (self->book->sections, match->section);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *title = gtk_label_new (section->title);
  GtkWidget *text = gtk_label_new (NULL);
  g_autofree char *markup = snippet (match_text (self, match), match->start, match->end);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_markup (GTK_LABEL (text), markup);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (text), 3);
  gtk_label_set_ellipsize (GTK_LABEL (text), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (text, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  return box;
}

static void
run_search (GamaoRulesWindow *self)
{
  const char *query = gtk_editable_get_text (self->search_entry);

  remove_rows (self->result_list);
  g_clear_pointer (&self->matches, g_array_unref);
  if (!self->book || !query || !*query || !gtk_search_bar_get_search_mode (self->search_bar))
    {
      gtk_stack_set_visible_child_name (self->sidebar_stack, "sections");
      return;
    }
  self->matches = gamao_rules_book_search (self->book, query);
  for (guint i = 0; i < self->matches->len; i++)
    gtk_list_box_append (self->result_list,
                         result_row (self, &g_array_index (self->matches, GamaoRulesMatch, i)));
  gtk_stack_set_visible_child_name (self->sidebar_stack,
                                    self->matches->len ? "results" : "no-results");
}

static void
reveal_match (GamaoRulesWindow *self, const GamaoRulesMatch *match)
{
  show_index (self, match->section, FALSE);
  gamao_rules_page_mark (self->page, match->block, match->in_task, match->start, match->end);
  reveal_block (self, match->block);
  show_content (self);
}

static void
on_search_changed (GamaoRulesWindow *self)
{
  run_search (self);
}

static void
on_result_activated (GamaoRulesWindow *self, GtkListBoxRow *row)
{
  guint index = gtk_list_box_row_get_index (row);

  if (self->matches && index < self->matches->len)
    reveal_match (self, &g_array_index (self->matches, GamaoRulesMatch, index));
}

/* Enter goes to the first hit. */
static void
on_search_activate (GamaoRulesWindow *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->result_list, 0);

  if (row)
    gtk_widget_activate (GTK_WIDGET (row));
}

static void
on_stop_search (GamaoRulesWindow *self)
{
  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
}

static void
on_search_mode (GamaoRulesWindow *self)
{
  if (!gtk_search_bar_get_search_mode (self->search_bar))
    gamao_rules_page_mark (self->page, -1, FALSE, 0, 0);
  run_search (self);
}

/* Language */

static GamaoRulesBook *
book_for (GamaoRulesWindow *self, const char *language, GError **error)
{
  GamaoRulesBook *book = g_hash_table_lookup (self->books, language);

  if (book)
    return book;
  book = gamao_rules_book_load (rules_dir (), language, error);
  if (book)
    g_hash_table_insert (self->books, g_strdup (language), book);
  return book;
}

static gboolean
is_book_language (const char *language)
{
  return g_strcmp0 (language, "en") == 0 || g_strcmp0 (language, "pt_BR") == 0
         || g_strcmp0 (language, "pt_PT") == 0;
}

gboolean
gamao_rules_window_set_language (GamaoRulesWindow *self, const char *language)
{
  g_autoptr (GError) error = NULL;
  GamaoRulesBook *book;

  g_return_val_if_fail (GAMAO_IS_RULES_WINDOW (self), FALSE);

  if (!is_book_language (language))
    return FALSE;
  if (g_strcmp0 (self->language, language) == 0 && self->book)
    return TRUE;
  if (!(book = book_for (self, language, &error)))
    {
      g_warning ("Cannot load the rules in %s: %s", language, error->message);
      if (!self->book)
        gamao_rules_page_set_error (self->page, _("The rules could not be loaded."));
      return FALSE;
    }
  self->book = book;
  g_free (self->language);
  self->language = g_strdup (language);
  /* Every language has the same sections in the same order, so the
   * reader stays where they were. */
  fill_sections (self);
  show_index (self, MIN (self->section, book->sections->len - 1), TRUE);
  run_search (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
  return TRUE;
}

const char *
gamao_rules_window_get_language (GamaoRulesWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_WINDOW (self), NULL);
  return self->language;
}

const GamaoRulesBook *
gamao_rules_window_get_book (GamaoRulesWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_WINDOW (self), NULL);
  return self->book;
}

GamaoRulesPage *
gamao_rules_window_get_page (GamaoRulesWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_WINDOW (self), NULL);
  return self->page;
}

/* Actions */

static void
search_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
show_section_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (widget);
  const char *id = g_variant_get_string (param, NULL);

  if (!gamao_rules_window_show_section (self, id))
    g_warning ("The rules have no section “%s”", id);
}

/* GObject */

static void
gamao_rules_window_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      g_value_set_string (value, self->language);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_rules_window_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      gamao_rules_window_set_language (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_rules_window_dispose (GObject *object)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (object);

  cancel_reveal (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_RULES_WINDOW);
  G_OBJECT_CLASS (gamao_rules_window_parent_class)->dispose (object);
}

static void
gamao_rules_window_finalize (GObject *object)
{
  GamaoRulesWindow *self = GAMAO_RULES_WINDOW (object);

  /* After dispose: the diagrams on the page point into the books. */
  g_clear_pointer (&self->books, g_hash_table_unref);
  g_clear_pointer (&self->matches, g_array_unref);
  g_free (self->language);
  G_OBJECT_CLASS (gamao_rules_window_parent_class)->finalize (object);
}

static void
gamao_rules_window_class_init (GamaoRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_rules_window_dispose;
  object_class->finalize = gamao_rules_window_finalize;
  object_class->get_property = gamao_rules_window_get_property;
  object_class->set_property = gamao_rules_window_set_property;

  properties[PROP_LANGUAGE] = g_param_spec_string (
      "language", NULL, NULL, NULL,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GAMAO_TYPE_RULES_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/rulebook/gamao-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, content);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, section_list);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, result_list);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, portuguese_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, english_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesWindow, page);
  gtk_widget_class_bind_template_callback (widget_class, on_section_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_section_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_result_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);

  gtk_widget_class_install_action (widget_class, "rules.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "rules.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "rules.show-section", "s", show_section_action);
  gtk_widget_class_install_property_action (widget_class, "rules.language", "language");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules.search",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
  /* Escape closes the book, as it closes a dialog (the search entry
   * takes it first while it has the keyboard). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gamao_rules_window_init (GamaoRulesWindow *self)
{
  const char *const *locales = g_get_language_names ();

  /* The language action's state is a string, never NULL. */
  self->language = g_strdup ("");
  self->books = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) gamao_rules_book_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The Portuguese button opens the desktop's own Portuguese. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->portuguese_button), "s",
                                    gamao_rules_portuguese_for_locales (locales));
  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));
  /* A screen reader finds the sidebar's page on show only, by its title. */
  gamao_a11y_follow_visible_child (GTK_WIDGET (self->sidebar_stack));
  g_signal_connect_object (self->search_bar, "notify::search-mode-enabled",
                           G_CALLBACK (on_search_mode), self, G_CONNECT_SWAPPED);
  gamao_rules_window_set_language (self, gamao_rules_language_for_locales (locales));
  show_content (self);
}

GamaoRulesWindow *
gamao_rules_window_new (void)
{
  return g_object_new (GAMAO_TYPE_RULES_WINDOW, NULL);
}

GamaoRulesWindow *
gamao_rules_window_present_section (GtkWindow *parent, const char *section_id)
{
  if (!the_window)
    {
      the_window = gamao_rules_window_new ();
      g_object_add_weak_pointer (G_OBJECT (the_window), (gpointer *) &the_window);
      gamao_app_window_join (GTK_WINDOW (the_window), parent);
    }
  gtk_window_present (GTK_WINDOW (the_window));
  /* The section and the keyboard on its title once shown: a focus given
   * before makes GTK 4.8's AT-SPI bridge never announce the window. */
  if (!section_id || !gamao_rules_window_show_section (the_window, section_id))
    gamao_rules_page_focus_title (the_window->page);
  return the_window;
}
