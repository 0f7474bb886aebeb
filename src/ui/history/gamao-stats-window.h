/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-stats-window.h: the record against an opponent (or everyone):
 * matches and games won and lost, gammons, backgammons, the average
 * match, and a chart of the dice each side rolled against fair dice. */
#pragma once

#include <adwaita.h>

#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_STATS_WINDOW (gamao_stats_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoStatsWindow, gamao_stats_window, GAMAO, STATS_WINDOW, AdwWindow)

/* `opponent` NULL: every match. */
GamaoStatsWindow *gamao_stats_window_new (GtkWindow *parent, GamaoStore *store,
                                          const char *opponent);
/* The record over the matches `query` picks (the history's list: the
 * same filters and search; copied), NULL: every match. */
GamaoStatsWindow *gamao_stats_window_new_for_query (GtkWindow *parent, GamaoStore *store,
                                                    const GamaoStoreQuery *query);

G_END_DECLS
