/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-name-dialog.h: the name and the note of a position
 * kept in the history, asked when it is saved and when it is edited.
 * Its "save" response is offered only for a name the store takes. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_POSITION_NAME_DIALOG (gamao_position_name_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPositionNameDialog, gamao_position_name_dialog, GAMAO,
                      POSITION_NAME_DIALOG, AdwMessageDialog)

/* A dialog over `parent` with `heading`, the fields filled with `name`
 * and `note` (NULL: empty); responses "cancel" and "save". */
GamaoPositionNameDialog *gamao_position_name_dialog_new (GtkWindow *parent, const char *heading,
                                                         const char *name, const char *note);
const char *gamao_position_name_dialog_get_name (GamaoPositionNameDialog *self);
/* The note as typed (newly allocated). */
char *gamao_position_name_dialog_dup_note (GamaoPositionNameDialog *self);

G_END_DECLS
