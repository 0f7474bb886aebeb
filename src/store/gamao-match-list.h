/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-list.h: the history's matches, newest first, as a
 * GListModel of GamaoMatchSummary that reads from SQLite only the pages
 * a view asks for (a few dozen rows each, a handful kept), so a list of
 * 100,000 matches costs what its visible rows cost. The filters, the
 * search and the order are SQL in the model (one query, see
 * GamaoStoreQuery): a change empties the list and fills it again (two
 * "items-changed", see gamao_paged_list_reload()); a
 * match deleted, restored or analysed changes its row alone. */
#pragma once

#include <gio/gio.h>

#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_MATCH_LIST (gamao_match_list_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMatchList, gamao_match_list, GAMAO, MATCH_LIST, GObject)

GamaoMatchList *gamao_match_list_new (GamaoStore *store);

/* Every filter, the search and the order at once (copied): the list is
 * emptied and filled again. FALSE when it was already that one
 * (nothing is read again). */
gboolean gamao_match_list_set_query (GamaoMatchList *self, const GamaoStoreQuery *query);
/* The query shown now (owned by the list). */
const GamaoStoreQuery *gamao_match_list_get_query (GamaoMatchList *self);
/* The opponent and the result alone, the rest as it is: `opponent` NULL
 * for all. */
gboolean gamao_match_list_set_filter (GamaoMatchList *self, const char *opponent,
                                  GamaoStoreFilter filter);
const char *gamao_match_list_get_opponent (GamaoMatchList *self);
GamaoStoreFilter gamao_match_list_get_filter (GamaoMatchList *self);

/* Reads the whole list again (matches added from elsewhere). */
void gamao_match_list_reload (GamaoMatchList *self);
/* Deletes (softly) or restores the match `id` in the store: its row
 * goes or comes, and only its row. */
gboolean gamao_match_list_delete (GamaoMatchList *self, gint64 id, GError **error);
gboolean gamao_match_list_undelete (GamaoMatchList *self, gint64 id, GError **error);
/* The match `id` changed (an analysis ended): its row is read again. */
void gamao_match_list_row_changed (GamaoMatchList *self, gint64 id);

/* The error of the last read, or NULL. */
const GError *gamao_match_list_get_error (GamaoMatchList *self);

G_END_DECLS
