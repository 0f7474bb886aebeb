/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-rules"

#include "config.h"

#include "gamao-rules-link.h"

#include <string.h>

#define SECTION_LINK "section:"

gboolean
gamao_rules_link_activate (GtkLabel *label, const char *uri, gpointer user_data)
{
  if (!g_str_has_prefix (uri, SECTION_LINK))
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (label), "rules.show-section", "s",
                              uri + strlen (SECTION_LINK));
  return TRUE;
}
