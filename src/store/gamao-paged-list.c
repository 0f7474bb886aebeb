/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A list model read a page at a time: see gamao-paged-list.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-paged-list.h"

/* Rows read at a time, and pages kept: a window's worth and more. */
#define PAGE_SIZE 64
#define N_PAGES 6

typedef struct
{
  guint index;                  /* G_MAXUINT: empty */
  GPtrArray *rows;
} Page;

struct _GamaoPagedList
{
  GObject parent_instance;

  GType item_type;
  const GamaoPagedSource *funcs;
  gpointer source;
  GDestroyNotify destroy;
  guint n_items;
  Page pages[N_PAGES];
  guint next_page;              /* the page slot filled next (round robin) */
  GError *error;
};

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GamaoPagedList, gamao_paged_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

static void
forget_pages (GamaoPagedList *self)
{
  for (guint i = 0; i < N_PAGES; i++)
    {
      self->pages[i].index = G_MAXUINT;
      g_clear_pointer (&self->pages[i].rows, g_ptr_array_unref);
    }
}

static void
set_error (GamaoPagedList *self, GError *error)
{
  if (error)
    g_warning ("A list cannot be read: %s", error->message);
  g_clear_error (&self->error);
  self->error = error;
}

static guint
count (GamaoPagedList *self)
{
  GError *error = NULL;
  gint64 n = self->funcs->count (self->source, &error);

  set_error (self, error);
  return n > 0 ? (guint) n : 0;
}

static void
gamao_paged_list_finalize (GObject *object)
{
  GamaoPagedList *self = GAMAO_PAGED_LIST (object);

  forget_pages (self);
  if (self->destroy)
    self->destroy (self->source);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (gamao_paged_list_parent_class)->finalize (object);
}

static void
gamao_paged_list_class_init (GamaoPagedListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gamao_paged_list_finalize;
}

static void
gamao_paged_list_init (GamaoPagedList *self)
{
  forget_pages (self);
}

static GType
get_item_type (GListModel *model)
{
  return GAMAO_PAGED_LIST (model)->item_type;
}

static guint
get_n_items (GListModel *model)
{
  return GAMAO_PAGED_LIST (model)->n_items;
}

static Page *
page_of (GamaoPagedList *self, guint index)
{
  Page *page;
  GError *error = NULL;

  for (guint i = 0; i < N_PAGES; i++)
    if (self->pages[i].index == index)
      return &self->pages[i];
  page = &self->pages[self->next_page];
  self->next_page = (self->next_page + 1) % N_PAGES;
  g_clear_pointer (&page->rows, g_ptr_array_unref);
  page->index = index;
  page->rows = g_ptr_array_new_with_free_func (g_object_unref);
  self->funcs->read (self->source, index * PAGE_SIZE, PAGE_SIZE, page->rows, &error);
  set_error (self, error);
  return page;
}

static gpointer
get_item (GListModel *model, guint position)
{
  GamaoPagedList *self = GAMAO_PAGED_LIST (model);
  Page *page;

  if (position >= self->n_items)
    return NULL;
  page = page_of (self, position / PAGE_SIZE);
  /* Shorter than counted: changed by another program meanwhile. */
  if (position % PAGE_SIZE >= page->rows->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (page->rows, position % PAGE_SIZE));
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

GamaoPagedList *
gamao_paged_list_new (GType item_type, const GamaoPagedSource *funcs, gpointer source,
                      GDestroyNotify destroy)
{
  GamaoPagedList *self;

  g_return_val_if_fail (funcs && funcs->count && funcs->read, NULL);
  self = g_object_new (GAMAO_TYPE_PAGED_LIST, NULL);
  self->item_type = item_type;
  self->funcs = funcs;
  self->source = source;
  self->destroy = destroy;
  self->n_items = count (self);
  return self;
}

gpointer
gamao_paged_list_get_source (GamaoPagedList *self)
{
  g_return_val_if_fail (GAMAO_IS_PAGED_LIST (self), NULL);
  return self->source;
}

void
gamao_paged_list_reload (GamaoPagedList *self)
{
  guint before, n;

  g_return_if_fail (GAMAO_IS_PAGED_LIST (self));
  before = self->n_items;
  forget_pages (self);
  n = count (self);
  /* Emptied, then filled: two changes, not one. GTK 4.8's list view,
   * told in one change that a row it tracks (where the view is scrolled
   * to) went while others came, looks for it among every row added,
   * reading each one: the whole list, page after page (2.2 s of CPU for
   * a filter of the history at 100,000 matches). Emptied first, it
   * tracks nothing when the rows come, and reads only those it shows. */
  self->n_items = 0;
  if (before > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, before, 0);
  self->n_items = n;
  if (n > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, n);
}

void
gamao_paged_list_rows_changed (GamaoPagedList *self, guint position, guint removed, guint added)
{
  g_return_if_fail (GAMAO_IS_PAGED_LIST (self));
  g_return_if_fail (position + removed <= self->n_items);
  forget_pages (self);
  self->n_items = self->n_items - removed + added;
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

gboolean
gamao_paged_list_find_held (GamaoPagedList *self, GEqualFunc match, gconstpointer data,
                            guint *position)
{
  g_return_val_if_fail (GAMAO_IS_PAGED_LIST (self), FALSE);
  for (guint i = 0; i < N_PAGES; i++)
    for (guint j = 0; self->pages[i].rows && j < self->pages[i].rows->len; j++)
      if (match (g_ptr_array_index (self->pages[i].rows, j), data))
        {
          if (position)
            *position = self->pages[i].index * PAGE_SIZE + j;
          return TRUE;
        }
  return FALSE;
}

const GError *
gamao_paged_list_get_error (GamaoPagedList *self)
{
  g_return_val_if_fail (GAMAO_IS_PAGED_LIST (self), NULL);
  return self->error;
}

void
gamao_paged_list_take_error (GamaoPagedList *self, GError *error)
{
  g_return_if_fail (GAMAO_IS_PAGED_LIST (self));
  set_error (self, error);
}
