/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The person at this desk: see gamao-drill-person.h. The rule itself is
 * SQL in gamao-store-mistakes.c; this reads the names it needs. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-drill-person.h"

GSettings *
gamao_drill_person_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  if (source)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  return schema && g_settings_schema_has_key (schema, "my-names") ? g_settings_new (APP_ID)
                                                                 : NULL;
}

GStrv
gamao_drill_person_names (GSettings *settings)
{
  return settings ? g_settings_get_strv (settings, "my-names") : g_new0 (char *, 1);
}
