/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-new-match-dialog.h: the players, the length and the rules of a
 * new match; remembered for the next one. */
#pragma once

#include <adwaita.h>

#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_NEW_MATCH_DIALOG (gamao_new_match_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GamaoNewMatchDialog, gamao_new_match_dialog, GAMAO, NEW_MATCH_DIALOG,
                      AdwWindow)

/* Emits "match-ready" (GamaoMatch *match) when the players start it. */
GamaoNewMatchDialog *gamao_new_match_dialog_new (GtkWindow *parent);

/* Builds the match the dialog describes now, as Start does. */
GamaoMatch *gamao_new_match_dialog_build_match (GamaoNewMatchDialog *self);

G_END_DECLS
