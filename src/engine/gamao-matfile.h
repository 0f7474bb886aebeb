/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-matfile.h: Jellyfish .mat match files. Writes the dialect GNU
 * Backgammon writes; reads gnubg's and eXtreme Gammon's, checking every
 * play and cube action against the rules. */
#pragma once

#include "gamao-match-record.h"

#include <stddef.h>

typedef struct
{
  unsigned line;      /* 1-based; 0 when the problem is the whole file */
  char message[256];  /* translated */
} GamaoMatfileError;

/* The whole file as a NUL-terminated string, to free() with free(). */
char *gamao_matfile_write (const GamaoMatchRecord *record);

/* Reads `length` bytes of `text` (a UTF-8 BOM and CRLF line ends are
 * fine). Returns a new record, or NULL with `error` filled in; nothing is
 * kept from a file with an error. */
GamaoMatchRecord *gamao_matfile_read (const char *text, size_t length, GamaoMatfileError *error);
