/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-drill-person.h: the person at this desk, defined once for the
 * mistakes library, the drills, the habits and `gamao-cli mistakes`:
 * in matches played here, every seat with no computer level; in
 * imported matches, the players named in the "my-names" setting. */
#pragma once

#include "gamao-store-mistakes.h"

#include <gio/gio.h>

G_BEGIN_DECLS

/* The application's settings when their schema is installed (a
 * terminal run from elsewhere may have none), else NULL. */
GSettings *gamao_drill_person_settings (void);
/* The "my-names" setting's names (NULL-ended, never NULL; `settings`
 * may be NULL: none). */
GStrv gamao_drill_person_names (GSettings *settings);

G_END_DECLS
