/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-i18n.h: gettext for the plain-C layers, without GLib. */
#pragma once

#include <libintl.h>

#ifndef GETTEXT_PACKAGE
#define GETTEXT_PACKAGE "gamao"
#endif

#define GAMAO_TR(s) dgettext (GETTEXT_PACKAGE, s)
/* Marks a string for extraction; it is translated where it is shown. */
#define GAMAO_N_(s) (s)
