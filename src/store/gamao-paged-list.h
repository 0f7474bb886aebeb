/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-paged-list.h: a GListModel over rows that a source reads a page
 * at a time (a few dozen rows each, a handful of pages kept), so a list
 * of 10,000 rows costs what its visible rows cost. The paging of the
 * history (GamaoMatchList, built on it) and of the mistakes library: the
 * source says how many rows there are and reads a page of them. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  /* How many rows there are; -1 with `error`. */
  gint64 (*count) (gpointer source, GError **error);
  /* Appends the `limit` rows from `offset` on to `rows` (of objects of
   * the list's item type); FALSE with `error`. */
  gboolean (*read) (gpointer source, guint offset, guint limit, GPtrArray *rows,
                    GError **error);
} GamaoPagedSource;

#define GAMAO_TYPE_PAGED_LIST (gamao_paged_list_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPagedList, gamao_paged_list, GAMAO, PAGED_LIST, GObject)

/* `funcs` must outlive the list; `source` is freed with `destroy`. */
GamaoPagedList *gamao_paged_list_new (GType item_type, const GamaoPagedSource *funcs,
                                      gpointer source, GDestroyNotify destroy);
gpointer gamao_paged_list_get_source (GamaoPagedList *self);
/* Reads the whole list again (the source's filters changed, or rows
 * came): emptied, then filled, in two "items-changed" (the .c says
 * why not one). */
void gamao_paged_list_reload (GamaoPagedList *self);
/* `removed` rows at `position` were replaced by `added` others (a row
 * deleted, restored or changed): the pages are read again, and only
 * those rows change in the view. */
void gamao_paged_list_rows_changed (GamaoPagedList *self, guint position, guint removed,
                                    guint added);
/* Whether a row of the pages held now satisfies `match` (called with
 * the row and `data`), and where it is: a row the person acts on is one
 * seen, so on a page read, and the source need not be asked. */
gboolean gamao_paged_list_find_held (GamaoPagedList *self, GEqualFunc match, gconstpointer data,
                                     guint *position);
/* The error of the last read, or NULL. */
const GError *gamao_paged_list_get_error (GamaoPagedList *self);
/* The error (taken; NULL for none) of a read of the source made beside
 * the pages, e.g. where a row is. */
void gamao_paged_list_take_error (GamaoPagedList *self, GError *error);

G_END_DECLS
