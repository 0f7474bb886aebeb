/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-file.h: match files whatever their format: the format read
 * from the content (real files often end in .txt), the format written
 * from the name asked for. */
#pragma once

#include "gamao-matfile.h"

typedef enum
{
  GAMAO_MATCH_FILE_MAT,  /* Jellyfish .mat, as gnubg writes it */
  GAMAO_MATCH_FILE_SGF,  /* gnubg's .sgf */
} GamaoMatchFileFormat;

GamaoMatchFileFormat gamao_match_file_detect (const char *text, size_t length);

/* Reads a .mat or .sgf file, whichever `text` is. */
GamaoMatchRecord *gamao_match_file_read (const char *text, size_t length,
                                         GamaoMatfileError *error);

/* The format a file name asks for: ".sgf" (any case) is .sgf; ".mat"
 * and ".txt" are .mat; false for any other name. */
bool gamao_match_file_format_for_name (const char *name, GamaoMatchFileFormat *format);

/* The whole file as a NUL-terminated string, to free() with free(). */
char *gamao_match_file_write (const GamaoMatchRecord *record, GamaoMatchFileFormat format);
