/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-editor-private.h: what the position editor's files
 * share: its widgets and the redraw from the setup. */
#pragma once

#include "gamao-position-editor.h"

#include "gamao-board-view.h"
#include "gamao-hint-list.h"
#include "gamao-study-panel.h"

G_BEGIN_DECLS

struct _GamaoPositionEditor
{
  AdwWindow parent_instance;

  GamaoPositionSetup *setup;
  int colour;
  gboolean syncing;  /* the controls are being set from the setup */

  GamaoBoardView *board;
  GtkToggleButton *colour_buttons[2];
  GtkLabel *tray;
  GtkDropDown *on_roll;
  GtkSpinButton *dice[2];
  GtkDropDown *cube_value, *cube_owner;
  GtkSpinButton *length, *score[2];
  GtkCheckButton *crawford;
  GtkLabel *problems, *ids;
  GamaoStudyPanel *study;
  GamaoHintList *advice;  /* the hint's plays or cube advice, with its rollouts */
  GSimpleActionGroup *actions;
  GamaoStore *store;      /* where positions are kept by name, or NULL */
  AdwFlap *flap;          /* the board, and the controls beside or over it */
};

/* Redraws the whole window from the setup. */
void gamao_position_editor_refresh (GamaoPositionEditor *self);
/* Enables or disables the editor's action `action` ("undo", …). */
void gamao_position_editor_enable (GamaoPositionEditor *self, const char *action,
                                   gboolean enabled);
/* Emits "play-requested" with `match`. */
void gamao_position_editor_play_requested (GamaoPositionEditor *self, GamaoMatch *match);
/* gamao-position-editor-actions.c: the "editor" action group and its keys. */
void gamao_position_editor_add_actions (GamaoPositionEditor *self);

G_END_DECLS
