/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store-test-util.h: helpers the store tests share. */
#pragma once

#include "gamao-match-record.h"

#include <glib.h>

/* A fresh temporary folder for one test; removed with its files by
 * store_test_remove_dir(). */
char *store_test_make_dir (void);
void store_test_remove_dir (const char *dir);

/* Writes at `path` a history as schema version `version` made it, with
 * one match in it: id 7, Ana–Bia, 3 points, created at 1700000000. */
void store_test_write_old_history (const char *path, int version);

/* Whether `part` is `whole` cut short: the same games and actions up to
 * where `part` ends (its last game may lack actions or the opening). */
gboolean store_test_record_is_prefix (const GamaoMatchRecord *part, const GamaoMatchRecord *whole);
