/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-application.h: the application: one main window, app-wide actions. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_APPLICATION (gamao_application_get_type ())
G_DECLARE_FINAL_TYPE (GamaoApplication, gamao_application, GAMAO, APPLICATION, AdwApplication)

GamaoApplication *gamao_application_new (void);

G_END_DECLS
