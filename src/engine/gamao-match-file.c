/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-match-file.h"
#include "gamao-sgf.h"

#include <string.h>
#include <strings.h>

GamaoMatchFileFormat
gamao_match_file_detect (const char *text, size_t length)
{
  return gamao_sgf_detect (text, length) ? GAMAO_MATCH_FILE_SGF : GAMAO_MATCH_FILE_MAT;
}

GamaoMatchRecord *
gamao_match_file_read (const char *text, size_t length, GamaoMatfileError *error)
{
  if (gamao_match_file_detect (text, length) == GAMAO_MATCH_FILE_SGF)
    return gamao_sgf_read (text, length, error);
  return gamao_matfile_read (text, length, error);
}

static bool
ends_with (const char *name, const char *suffix)
{
  size_t n = strlen (name), k = strlen (suffix);

  return n >= k && strcasecmp (name + n - k, suffix) == 0;
}

bool
gamao_match_file_format_for_name (const char *name, GamaoMatchFileFormat *format)
{
  if (ends_with (name, ".sgf"))
    *format = GAMAO_MATCH_FILE_SGF;
  else if (ends_with (name, ".mat") || ends_with (name, ".txt"))
    *format = GAMAO_MATCH_FILE_MAT;
  else
    return false;
  return true;
}

char *
gamao_match_file_write (const GamaoMatchRecord *record, GamaoMatchFileFormat format)
{
  return format == GAMAO_MATCH_FILE_SGF ? gamao_sgf_write (record) : gamao_matfile_write (record);
}
