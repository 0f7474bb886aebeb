/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-unbroken-pairs.h: a pair of figures, a score "7–4" or a range
 * "8.3–12.1", kept on one line wherever a sentence wraps. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `text` with a word joiner after each en dash: Pango may break a line
 * after an en dash, and "6–" at a line's end with "1" below it reads as
 * two figures. Takes `text` (freed) and returns a new string. */
char *gamao_unbroken_pairs (char *text);

G_END_DECLS
