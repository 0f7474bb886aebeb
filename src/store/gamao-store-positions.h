/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store-positions.h: positions kept in the history by name, with
 * a note (issue 28): a position set up in the editor, saved as its XGID,
 * listed newest first a page at a time, renamed, its note edited, and
 * deleted. The store refuses an empty name and a position that is not
 * one to study, whatever the window asks. */
#pragma once

#include "gamao-store.h"
#include "gamao-paged-list.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 id;
  char *name;
  char *note;      /* "" when there is none */
  char *xgid;      /* the position, its cube, dice and score */
  gint64 saved_at; /* Unix time, UTC */
} GamaoNamedPositionData;

#define GAMAO_TYPE_NAMED_POSITION (gamao_named_position_get_type ())
G_DECLARE_FINAL_TYPE (GamaoNamedPosition, gamao_named_position, GAMAO, NAMED_POSITION, GObject)

/* The row a list shows (the object owns the strings). */
const GamaoNamedPositionData *gamao_named_position_get_data (GamaoNamedPosition *self);

/* Whether `name` may name a kept position (something left once
 * trimmed): what a window asks before it offers to save. */
gboolean gamao_named_position_name_ok (const char *name);

/* Keeps the position `xgid` as `name` (trimmed; not empty) with `note`
 * (NULL or "": none) at `saved_at`; its id, or 0 with `error` (an empty
 * name or an XGID that is not a valid position: BAD_DATA). */
gint64 gamao_store_save_position (GamaoStore *self, const char *name, const char *note,
                                  const char *xgid, gint64 saved_at, GError **error);
/* Changes the name (the same rule as for saving) or the note of
 * position `id`; NOT_FOUND when there is none. */
gboolean gamao_store_rename_position (GamaoStore *self, gint64 id, const char *name,
                                      GError **error);
gboolean gamao_store_set_position_note (GamaoStore *self, gint64 id, const char *note,
                                        GError **error);
gboolean gamao_store_delete_position (GamaoStore *self, gint64 id, GError **error);
/* Position `id`, or NULL with `error`. */
GamaoNamedPosition *gamao_store_get_position (GamaoStore *self, gint64 id, GError **error);
/* How many are kept (-1 with `error`), and `limit` of them from
 * `offset`, newest first, appended to `rows` (GamaoNamedPosition). */
gint64 gamao_store_positions_count (GamaoStore *self, GError **error);
gboolean gamao_store_positions_page (GamaoStore *self, guint offset, guint limit,
                                     GPtrArray *rows, GError **error);
/* Every kept position, newest first, as a paged GListModel of
 * GamaoNamedPosition; gamao_paged_list_reload() after a change. */
GamaoPagedList *gamao_store_positions_model (GamaoStore *self);

G_END_DECLS
