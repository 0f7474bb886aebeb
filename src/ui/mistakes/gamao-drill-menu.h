/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-drill-menu.h: the primary menu's Practise Mistakes item says
 * how many mistakes are due today (issue 29). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Relabels the item of `menu` (or of one of its sections) whose action
 * is win.practise: "Practise Mistakes" with none due, else with the
 * number due. A menu item's label is fixed once added, so the item is
 * replaced in place, its other attributes kept. */
void gamao_drill_menu_set_due (GMenuModel *menu, guint n_due);

G_END_DECLS
