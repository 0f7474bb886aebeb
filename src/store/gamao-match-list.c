/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-store"

#include "config.h"

#include "gamao-match-list.h"

#include "gamao-match-summary.h"

#include <string.h>

/* Rows read at a time, and pages kept: a window's worth and more. */
#define PAGE_SIZE 64
#define N_PAGES 6

typedef struct
{
  guint index;                  /* G_MAXUINT: empty */
  GPtrArray *rows;              /* of GamaoMatchSummary */
} Page;

struct _GamaoMatchList
{
  GObject parent_instance;

  GamaoStore *store;
  GamaoStoreQuery query;        /* its strings owned */
  guint n_items;
  Page pages[N_PAGES];
  guint next_page;              /* the page slot filled next (round robin) */
  /* The match deleted last and where it was, for its Undo: asking the
   * store where a row goes counts the rows before it (a tenth of a
   * second at 100,000 matches). 0: none. */
  gint64 deleted_id;
  guint deleted_position;
  GError *error;
};

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GamaoMatchList, gamao_match_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

static void
forget_pages (GamaoMatchList *self)
{
  for (guint i = 0; i < N_PAGES; i++)
    {
      self->pages[i].index = G_MAXUINT;
      g_clear_pointer (&self->pages[i].rows, g_ptr_array_unref);
    }
}

static void
set_error (GamaoMatchList *self, GError *error)
{
  if (error)
    g_warning ("The history cannot be read: %s", error->message);
  g_clear_error (&self->error);
  self->error = error;
}

static guint
count (GamaoMatchList *self)
{
  GError *error = NULL;
  gint64 n = gamao_store_query_count (self->store, &self->query, &error);

  set_error (self, error);
  return n > 0 ? (guint) n : 0;
}

static void
clear_query (GamaoStoreQuery *query)
{
  g_free ((char *) query->opponent);
  g_free ((char *) query->search);
  memset (query, 0, sizeof *query);
}

static gboolean
same_query (const GamaoStoreQuery *a, const GamaoStoreQuery *b)
{
  return g_strcmp0 (a->opponent, b->opponent) == 0 && g_strcmp0 (a->search, b->search) == 0
         && a->result == b->result && a->since == b->since && a->until == b->until
         && a->by_length == b->by_length && (!a->by_length || a->length == b->length)
         && a->analysed == b->analysed && a->sort == b->sort;
}

static void
gamao_match_list_finalize (GObject *object)
{
  GamaoMatchList *self = GAMAO_MATCH_LIST (object);

  forget_pages (self);
  g_clear_object (&self->store);
  clear_query (&self->query);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (gamao_match_list_parent_class)->finalize (object);
}

static void
gamao_match_list_class_init (GamaoMatchListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gamao_match_list_finalize;
}

static void
gamao_match_list_init (GamaoMatchList *self)
{
  forget_pages (self);
}

static GType
get_item_type (GListModel *model)
{
  return GAMAO_TYPE_MATCH_SUMMARY;
}

static guint
get_n_items (GListModel *model)
{
  return GAMAO_MATCH_LIST (model)->n_items;
}

static Page *
find_page (GamaoMatchList *self, guint index)
{
  for (guint i = 0; i < N_PAGES; i++)
    if (self->pages[i].index == index)
      return &self->pages[i];
  return NULL;
}

static Page *
read_page (GamaoMatchList *self, guint index)
{
  Page *page = &self->pages[self->next_page];
  GError *error = NULL;

  self->next_page = (self->next_page + 1) % N_PAGES;
  g_clear_pointer (&page->rows, g_ptr_array_unref);
  page->index = index;
  page->rows = g_ptr_array_new_with_free_func (g_object_unref);
  gamao_store_query_page (self->store, &self->query, index * PAGE_SIZE, PAGE_SIZE, page->rows,
                          &error);
  set_error (self, error);
  return page;
}

static gpointer
get_item (GListModel *model, guint position)
{
  GamaoMatchList *self = GAMAO_MATCH_LIST (model);
  guint index = position / PAGE_SIZE;
  Page *page;

  if (position >= self->n_items)
    return NULL;
  if (!(page = find_page (self, index)))
    page = read_page (self, index);
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

GamaoMatchList *
gamao_match_list_new (GamaoStore *store)
{
  GamaoMatchList *self;

  g_return_val_if_fail (GAMAO_IS_STORE (store), NULL);
  self = g_object_new (GAMAO_TYPE_MATCH_LIST, NULL);
  self->store = g_object_ref (store);
  self->n_items = count (self);
  return self;
}

void
gamao_match_list_reload (GamaoMatchList *self)
{
  guint before, n;

  g_return_if_fail (GAMAO_IS_MATCH_LIST (self));
  before = self->n_items;
  forget_pages (self);
  self->deleted_id = 0;
  n = count (self);
  /* Emptied, then filled: two changes, not one. GTK 4.8's list view,
   * told in one change that a row it tracks (where the view is scrolled
   * to) went while others came, looks for it among every row added,
   * reading each one: the whole list, page after page (2.2 s of CPU for
   * a filter at 100,000 matches). Emptied first, it tracks nothing when
   * the rows come, and reads only those it shows. */
  self->n_items = 0;
  if (before > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, before, 0);
  self->n_items = n;
  if (n > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, n);
}

gboolean
gamao_match_list_set_query (GamaoMatchList *self, const GamaoStoreQuery *query)
{
  GamaoStoreQuery copy;

  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), FALSE);
  g_return_val_if_fail (query != NULL, FALSE);
  /* Copied before the old one is freed: `query` may share its strings. */
  copy = *query;
  copy.opponent = g_strdup (query->opponent);
  copy.search = g_strstrip (g_strdup (query->search ? query->search : ""));
  if (*copy.search == '\0')
    /* A blank search is no search. */
    g_clear_pointer ((char **) &copy.search, g_free);
  if (same_query (&copy, &self->query))
    {
      clear_query (&copy);
      return FALSE;
    }
  clear_query (&self->query);
  self->query = copy;
  gamao_match_list_reload (self);
  return TRUE;
}

const GamaoStoreQuery *
gamao_match_list_get_query (GamaoMatchList *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), NULL);
  return &self->query;
}

gboolean
gamao_match_list_set_filter (GamaoMatchList *self, const char *opponent, GamaoStoreFilter filter)
{
  GamaoStoreQuery query;

  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), FALSE);
  query = self->query;
  query.opponent = opponent;
  query.result = filter;
  return gamao_match_list_set_query (self, &query);
}

const char *
gamao_match_list_get_opponent (GamaoMatchList *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), NULL);
  return self->query.opponent;
}

GamaoStoreFilter
gamao_match_list_get_filter (GamaoMatchList *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), GAMAO_STORE_FILTER_ALL);
  return self->query.result;
}

/* Where `id` is listed now, or -1: from the pages read when it is on
 * one (a row deleted or changed is one the person sees), else from the
 * store. */
static gint64
position_of (GamaoMatchList *self, gint64 id)
{
  GError *error = NULL;
  gint64 position;

  for (guint i = 0; i < N_PAGES; i++)
    for (guint j = 0; self->pages[i].rows && j < self->pages[i].rows->len; j++)
      if (gamao_match_summary_get_id (g_ptr_array_index (self->pages[i].rows, j)) == id)
        return (gint64) self->pages[i].index * PAGE_SIZE + j;
  position = gamao_store_query_position (self->store, &self->query, id, &error);

  set_error (self, error);
  return position;
}

gboolean
gamao_match_list_delete (GamaoMatchList *self, gint64 id, GError **error)
{
  gint64 position;

  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), FALSE);
  position = position_of (self, id);
  if (!gamao_store_delete (self->store, id, error))
    return FALSE;
  if (position < 0 || self->n_items == 0)
    return TRUE;
  forget_pages (self);
  self->n_items--;
  self->deleted_id = id;
  self->deleted_position = (guint) position;
  g_list_model_items_changed (G_LIST_MODEL (self), (guint) position, 1, 0);
  return TRUE;
}

gboolean
gamao_match_list_undelete (GamaoMatchList *self, gint64 id, GError **error)
{
  gint64 position;

  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), FALSE);
  if (!gamao_store_undelete (self->store, id, error))
    return FALSE;
  /* Back where it was when nothing else went meanwhile. */
  if (id == self->deleted_id && self->deleted_position <= self->n_items)
    position = self->deleted_position;
  else if ((position = position_of (self, id)) < 0)
    return TRUE;
  self->deleted_id = 0;
  forget_pages (self);
  self->n_items++;
  g_list_model_items_changed (G_LIST_MODEL (self), (guint) position, 0, 1);
  return TRUE;
}

void
gamao_match_list_row_changed (GamaoMatchList *self, gint64 id)
{
  gint64 position;

  g_return_if_fail (GAMAO_IS_MATCH_LIST (self));
  if ((position = position_of (self, id)) < 0 || (guint) position >= self->n_items)
    return;
  forget_pages (self);
  g_list_model_items_changed (G_LIST_MODEL (self), (guint) position, 1, 1);
}

const GError *
gamao_match_list_get_error (GamaoMatchList *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), NULL);
  return self->error;
}
