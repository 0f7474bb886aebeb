/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-seats.h: the two seats of the New Match settings as players,
 * for a match that starts without the dialog (a pasted position). */
#pragma once

#include <gio/gio.h>

#include "gamao-player.h"

G_BEGIN_DECLS

/* The player in `seat` (0 light, 1 dark) as the New Match settings have
 * it: the name typed there, or the seat's default name; the computer at
 * its level, when `computer_available` (its weights load), else a person. */
GamaoPlayer *gamao_seats_new_player (GSettings *settings, int seat, gboolean computer_available);

/* The person at this desk among `people` (the history's, NULL-ended),
 * for the statistics: the "desk-player" setting when set; else the
 * person of the New Match settings' seats (light first) when the
 * history knows them; else the history's only person. NULL when none
 * can be told (then whoever played light counts). */
char *gamao_seats_dup_desk_person (GSettings *settings, const char *const *people);

G_END_DECLS
