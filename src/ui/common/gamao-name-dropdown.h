/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-name-dropdown.h: a drop-down of names after a first item that
 * stands for none of them ("All opponents", "Whoever Played Light"), as
 * the statistics and the mistakes library choose an opponent or a
 * person: filled, and read back as the name chosen. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Fills `dropdown` with `first`, then `names` (NULL-ended; NULL: none),
 * and selects the one equal to `chosen`, or `first` when none is. */
void gamao_name_dropdown_fill (GtkDropDown *dropdown, const char *first,
                               const char *const *names, const char *chosen);
/* The name of `names` selected in a drop-down filled with them, or NULL
 * for the first item. */
const char *gamao_name_dropdown_get (GtkDropDown *dropdown, const char *const *names);

G_END_DECLS
