/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-export-folder.h: where an export's file chooser opens: the
 * person's documents folder, then the folder last exported to. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The folder the next export starts in: the "export-folder" setting
 * while that folder still exists, else the documents folder, else the
 * home folder. */
GFile *gamao_export_folder_get (GSettings *settings);
/* Remembers the folder of `file`, a file just exported. */
void gamao_export_folder_remember (GSettings *settings, GFile *file);

G_END_DECLS
