/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-player-names.h: what a player is called when nobody typed a name.
 *
 * The history keeps what a player is, not words of one language: a
 * person's typed name, or an empty name with the computer's level (the
 * level's index as text, "4"), or an empty name with no level for a person
 * who typed none. The words ("Computer (Expert)", "Light") are made here,
 * in the language of the day, every time a name is shown. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The name the program gives the player in `seat` (0: light, 1: dark).
 * `level` is the computer's level as stored ("0".."5"), NULL for a person;
 * `other_level` the same for the other seat (two computers are told apart
 * by their colours). */
char *gamao_player_names_default (int seat, const char *level, const char *other_level);

/* `stored` when a name was typed, else the default name. */
char *gamao_player_names_show (const char *stored, int seat, const char *level,
                               const char *other_level);

/* Whether `name` is the default name of that seat in the language of the
 * day, so that the history keeps it as "no name typed". */
gboolean gamao_player_names_is_default (const char *name, int seat, const char *level,
                                        const char *other_level);

/* A level as stored, from its index; NULL for a person (`computer` FALSE). */
char *gamao_player_names_level_text (gboolean computer, int level);

G_END_DECLS
