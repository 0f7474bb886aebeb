/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-part.h: one part of the board (a point, the bar, a tray,
 * the dice, the cube, the checker in hand) as screen readers see it. It
 * draws nothing and takes no input: the board paints and plays; the part
 * only gives its place on the board a role and words. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_BOARD_PART (gamao_board_part_get_type ())
G_DECLARE_FINAL_TYPE (GamaoBoardPart, gamao_board_part, GAMAO, BOARD_PART, GtkWidget)

GtkWidget *gamao_board_part_new (GtkAccessibleRole role);
/* Sets what a screen reader says; unchanged words are not sent again. */
void gamao_board_part_set_words (GamaoBoardPart *self, const char *label,
                                 const char *description);
const char *gamao_board_part_get_label (GamaoBoardPart *self);
const char *gamao_board_part_get_description (GamaoBoardPart *self);

G_END_DECLS
