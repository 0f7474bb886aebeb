/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-store"

#include "config.h"

#include "gamao-match-list.h"

#include "gamao-match-summary.h"
#include "gamao-paged-list.h"

#include <string.h>

struct _GamaoMatchList
{
  GObject parent_instance;

  GamaoStore *store;
  GamaoStoreQuery query;        /* its strings owned */
  /* The rows, read a page at a time from the store with `query`; its
   * changes are this list's. */
  GamaoPagedList *rows;
  /* The match deleted last and where it was, for its Undo: asking the
   * store where a row goes counts the rows before it (a tenth of a
   * second at 100,000 matches). 0: none. */
  gint64 deleted_id;
  guint deleted_position;
};

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GamaoMatchList, gamao_match_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

static gint64
source_count (gpointer source, GError **error)
{
  GamaoMatchList *self = source;

  return gamao_store_query_count (self->store, &self->query, error);
}

static gboolean
source_read (gpointer source, guint offset, guint limit, GPtrArray *rows, GError **error)
{
  GamaoMatchList *self = source;

  return gamao_store_query_page (self->store, &self->query, offset, limit, rows, error);
}

static const GamaoPagedSource rows_funcs = { source_count, source_read };

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

  if (self->rows)
    g_signal_handlers_disconnect_by_data (self->rows, self);
  g_clear_object (&self->rows);
  g_clear_object (&self->store);
  clear_query (&self->query);
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
}

static GType
get_item_type (GListModel *model)
{
  return GAMAO_TYPE_MATCH_SUMMARY;
}

static guint
get_n_items (GListModel *model)
{
  return g_list_model_get_n_items (G_LIST_MODEL (GAMAO_MATCH_LIST (model)->rows));
}

static gpointer
get_item (GListModel *model, guint position)
{
  return g_list_model_get_item (G_LIST_MODEL (GAMAO_MATCH_LIST (model)->rows), position);
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
rows_changed (GListModel *rows, guint position, guint removed, guint added, gpointer self)
{
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

GamaoMatchList *
gamao_match_list_new (GamaoStore *store)
{
  GamaoMatchList *self;

  g_return_val_if_fail (GAMAO_IS_STORE (store), NULL);
  self = g_object_new (GAMAO_TYPE_MATCH_LIST, NULL);
  self->store = g_object_ref (store);
  /* Not owned: the list it reads for is the list that owns it. */
  self->rows = gamao_paged_list_new (GAMAO_TYPE_MATCH_SUMMARY, &rows_funcs, self, NULL);
  g_signal_connect (self->rows, "items-changed", G_CALLBACK (rows_changed), self);
  return self;
}

void
gamao_match_list_reload (GamaoMatchList *self)
{
  g_return_if_fail (GAMAO_IS_MATCH_LIST (self));
  self->deleted_id = 0;
  gamao_paged_list_reload (self->rows);
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

static gboolean
has_id (gconstpointer row, gconstpointer id)
{
  return gamao_match_summary_get_id ((GamaoMatchSummary *) row) == *(const gint64 *) id;
}

/* Where `id` is listed now, or -1: from the pages read when it is on
 * one (a row deleted or changed is one the person sees), else from the
 * store. */
static gint64
position_of (GamaoMatchList *self, gint64 id)
{
  GError *error = NULL;
  gint64 position;
  guint held;

  if (gamao_paged_list_find_held (self->rows, has_id, &id, &held))
    return held;
  position = gamao_store_query_position (self->store, &self->query, id, &error);
  gamao_paged_list_take_error (self->rows, error);
  return position;
}

static guint
n_items (GamaoMatchList *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->rows));
}

gboolean
gamao_match_list_delete (GamaoMatchList *self, gint64 id, GError **error)
{
  gint64 position;

  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), FALSE);
  position = position_of (self, id);
  if (!gamao_store_delete (self->store, id, error))
    return FALSE;
  if (position < 0 || (guint) position >= n_items (self))
    return TRUE;
  self->deleted_id = id;
  self->deleted_position = (guint) position;
  gamao_paged_list_rows_changed (self->rows, (guint) position, 1, 0);
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
  if (id == self->deleted_id && self->deleted_position <= n_items (self))
    position = self->deleted_position;
  else if ((position = position_of (self, id)) < 0 || (guint) position > n_items (self))
    return TRUE;
  self->deleted_id = 0;
  gamao_paged_list_rows_changed (self->rows, (guint) position, 0, 1);
  return TRUE;
}

void
gamao_match_list_row_changed (GamaoMatchList *self, gint64 id)
{
  gint64 position;

  g_return_if_fail (GAMAO_IS_MATCH_LIST (self));
  if ((position = position_of (self, id)) < 0 || (guint) position >= n_items (self))
    return;
  gamao_paged_list_rows_changed (self->rows, (guint) position, 1, 1);
}

const GError *
gamao_match_list_get_error (GamaoMatchList *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH_LIST (self), NULL);
  return gamao_paged_list_get_error (self->rows);
}
