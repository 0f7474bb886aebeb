/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli-store.h: what the history commands of gamao-cli share. */
#pragma once

#include "gamao-store.h"

/* Opens the history at `db` (NULL: $GAMAO_DB, else the user's), telling
 * on stderr when a damaged one was set aside; prints the error and
 * returns NULL when it cannot be opened at all. */
GamaoStore *gamao_cli_open_store (const char *db);
/* The match with this id in the history; prints why and returns NULL
 * when it cannot be read. */
GamaoMatchRecord *gamao_cli_read_history_match (GamaoStore *store, gint64 id);
