/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-move-list.h: beside the replay, the frames of one game, a row
 * each with what happened and the mark of its decision in colour; it
 * scrolls, keeps the frame shown selected and says which row the user
 * picked. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-replay-frames.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_MOVE_LIST (gamao_move_list_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMoveList, gamao_move_list, GAMAO, MOVE_LIST, GtkWidget)

/* The mark of frame `index`'s decision (a GamaoMark), for the list. */
typedef int (*GamaoMoveListMarkFunc) (guint index, gpointer data);

GtkWidget *gamao_move_list_new (void);
/* Shows frames `first` to `last` of `frames` (a game); `mark` may be
 * NULL. Nothing changes when they are shown already. */
void gamao_move_list_show (GamaoMoveList *self, GamaoReplayFrames *frames, guint first,
                           guint last, GamaoMoveListMarkFunc mark, gpointer data);
/* Shows them again on the next gamao_move_list_show() (marks changed). */
void gamao_move_list_reset (GamaoMoveList *self);
/* Selects and focuses frame `index` (among those shown). */
void gamao_move_list_select (GamaoMoveList *self, guint index);
/* The frame selected, G_MAXUINT for none. */
guint gamao_move_list_get_selected (GamaoMoveList *self);
/* A row below the frames that is no frame (the advice on a pasted
 * position). */
void gamao_move_list_append_extra (GamaoMoveList *self, GtkWidget *child);

/* Signal "frame-activated" (guint index): the user picked a frame. */

G_END_DECLS
