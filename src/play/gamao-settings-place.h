/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-settings-place.h: where Gamão's settings are kept. GSettings
 * keeps them with the desktop's (dconf), whose service is reached on the
 * session bus; without one, dconf takes every change and then drops it,
 * and the preferences snap back. Then they go in a key file instead
 * (GLib's "keyfile" backend), kept from one start to the next. Chosen
 * once, at start, before anything opens a GSettings. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  GAMAO_SETTINGS_PLACE_DEFAULT, /* GIO's choice: dconf, or what GSETTINGS_BACKEND names */
  GAMAO_SETTINGS_PLACE_FILE,    /* a key file: nothing could save them otherwise */
} GamaoSettingsPlace;

/* The rule: GSETTINGS_BACKEND as the environment gives it (NULL: not
 * set) is obeyed; otherwise the desktop's settings need a session bus. */
GamaoSettingsPlace gamao_settings_place_decide (const char *backend_asked, gboolean session_bus);

/* Decides for this process (asking for the session bus) and applies it:
 * sets GSETTINGS_BACKEND to "keyfile" for GAMAO_SETTINGS_PLACE_FILE.
 * Call it first in main, before any GSettings; later calls return the
 * first answer. */
GamaoSettingsPlace gamao_settings_place_choose (void);

/* The key file the settings are kept in (GLib's), for the words below. */
char *gamao_settings_place_dup_file (void);

/* Whether to tell the person where their preferences are (once: not
 * when the key file already held them at start, since they were told
 * then and their preferences came back as they left them). */
gboolean gamao_settings_place_should_tell (void);
/* Why and where, in words. */
char *gamao_settings_place_dup_why (void);

G_END_DECLS
