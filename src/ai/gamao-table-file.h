/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-table-file.h: the files of the engine's precomputed tables (the
 * bearoff databases): eight bytes naming the table and its version, the
 * table as it lies in memory, and a CRC-32 of it. A file is written
 * under a temporary name and renamed, so a reader never sees half of one. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

bool gamao_table_file_save (const char *path, const char magic[8], const void *table,
                            size_t size);
/* The table, newly allocated (free() it); NULL when the file is missing,
 * of another table or version, short, long or damaged. */
void *gamao_table_file_load (const char *path, const char magic[8], size_t size);
