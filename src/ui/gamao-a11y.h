/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-a11y.h: what a screen reader meets, where GTK 4.8 falls short.
 *
 * What is not on screen is kept out of its tree: GTK 4.8's AT-SPI bridge
 * gives every child of a stack or a squeezer, and a hidden action bar's
 * buttons, as if shown (it sets no "showing" state but on windows), so
 * Orca would find the squeezer's other button set and the stack's other
 * pages among the controls. And the rows of list views are named:
 * GtkListItem:accessible-label only came in GTK 4.12, and without it the
 * bridge names a row after its class ("GtkListItemWidget"). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Marks every child of `container` (a GtkStack or an AdwSqueezer, which
 * have a "visible-child") hidden for assistive technologies but the one
 * it shows, now and whenever that changes; a stack's pages are named by
 * their titles. */
void gamao_a11y_follow_visible_child (GtkWidget *container);

/* Marks `widget` hidden for assistive technologies while its boolean
 * `property` ("revealed" of a GtkActionBar, "reveal-child" of a
 * GtkRevealer) is FALSE. */
void gamao_a11y_follow_revealed (GtkWidget *widget, const char *property);

/* Names the row of a list view, a drop-down or a combo row's pop-up
 * that holds `child` (the widget a factory made, called from its bind,
 * once `child` is in its row), and `child` itself, with `words`. */
void gamao_a11y_name_list_item (GtkWidget *child, const char *words);
/* Names the cell of a column view that holds `child`, and `child`, with
 * `words` (GTK 4.8 names a cell after its class, "GtkColumnViewCell"). */
void gamao_a11y_name_cell (GtkWidget *child, const char *words);

/* From now on every AdwMessageDialog shown is read with its body (its
 * accessible description) and its heading (its name), as a screen reader
 * speaks a dialog when it is activated: libadwaita 1.2 gives it neither.
 * Every button with a mnemonic shown is named by its words ("Roll"), not
 * GTK 4.8's raw label and text ("_Roll Roll").
 * Once is enough; later calls do nothing. */
void gamao_a11y_describe_message_dialogs (void);

/* Gives `target`, inside `revealer` that is starting to show it, the
 * keyboard: after this main loop turn (so that an action just enabled
 * has made it sensitive) and once the revealer's child is all in view
 * (GTK 4.8's AT-SPI bridge reports the focus given to a widget still
 * sliding in as lost, "focused" FALSE, and Orca reads nothing). Nothing
 * happens if the revealer hides meanwhile. */
void gamao_a11y_focus_when_revealed (GtkRevealer *revealer, GtkWidget *target);

/* Keeps `row`'s accessible description on the choice it shows, so that
 * a screen reader says the value with the row's title ("Played By,
 * Computer"): libadwaita 1.2 exposes the title alone. */
void gamao_a11y_follow_combo_row (AdwComboRow *row);

/* Called from the hook gamao_a11y_describe_message_dialogs installs, for
 * each widget mapped: names the parts of a GtkDropDown or AdwComboRow
 * that GTK 4.8 and libadwaita 1.2 leave to their class names (the
 * drop-down's button by the choice it shows, the pop-up list and its
 * rows by their words), and takes out of the tree what only repeats the
 * choice. Any other widget is left alone. */
void gamao_a11y_name_choice_part (GtkWidget *widget);

G_END_DECLS
