/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-hint-item.h: one play of the computer's advice as a list item:
 * its rank, the play and its figures (what it is worth, how much less
 * than the best, this game's chances). The hint list shows a GListStore
 * of them; the words for the figures are written here, in one place,
 * tested without a display. */
#pragma once

#include <glib-object.h>

#include "gamao-net.h"
#include "gamao-play-list.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HINT_ITEM (gamao_hint_item_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHintItem, gamao_hint_item, GAMAO, HINT_ITEM, GObject)

/* Properties (read-only, construct-only): "index" (uint, 0 the best),
 * "notation" ("8/5 6/5"), "equity" (cubeful EMG), "mwc" (the match
 * winning chance after the play, -1 for money), "best", "best-mwc" (the
 * best play's), "plies" (the depth it was judged at), "win",
 * "win-gammon", "lose-gammon" (this game's chances). */
GamaoHintItem *gamao_hint_item_new (guint index, const GamaoPlay *play, const char *notation,
                                    double equity, double mwc, double best, double best_mwc,
                                    guint plies, const float outputs[GAMAO_N_OUTPUTS]);

guint gamao_hint_item_get_index (GamaoHintItem *self);
const GamaoPlay *gamao_hint_item_get_play (GamaoHintItem *self);
const char *gamao_hint_item_get_notation (GamaoHintItem *self);

/* "1. 8/5 6/5" */
char *gamao_hint_item_dup_title (GamaoHintItem *self);
/* "equity +0.123", "equity +0.080 (−0.043)", "equity +0.123 · match
 * 54.2%", "equity +0.080 · match 53.0% (−0.043 · −1.2%)": after the best,
 * how much less (gamao-figures). */
char *gamao_hint_item_dup_equity_text (GamaoHintItem *self);
/* "This game: win 54.2% (gammon 12.0%), lose a gammon 8.1% · 2-ply" */
char *gamao_hint_item_dup_chances_text (GamaoHintItem *self);
/* The same words for the chances of a position (the cube advice). */
char *gamao_hint_chances_text (const float outputs[GAMAO_N_OUTPUTS]);
/* What a cube action is worth: "equity +0.091", at a match "equity
 * +0.091 · match 54.2%" (`mwc` negative for money). */
char *gamao_hint_cube_value_text (double emg, double mwc);

G_END_DECLS
