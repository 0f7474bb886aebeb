/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-drill-menu.h"

#include <glib/gi18n.h>

/* Whether item `i` of `model` runs win.practise. */
static gboolean
is_practise (GMenuModel *model, int i)
{
  g_autofree char *action = NULL;

  return g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action)
         && g_strcmp0 (action, "win.practise") == 0;
}

static gboolean
relabel (GMenuModel *model, const char *label)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (section && relabel (section, label))
        return TRUE;
      if (!is_practise (model, i) || !G_IS_MENU (model))
        continue;
      g_autoptr (GMenuItem) item = g_menu_item_new_from_model (model, i);
      g_menu_item_set_label (item, label);
      g_menu_remove (G_MENU (model), i);
      g_menu_insert_item (G_MENU (model), i, item);
      return TRUE;
    }
  return FALSE;
}

void
gamao_drill_menu_set_due (GMenuModel *menu, guint n_due)
{
  g_autofree char *label = NULL;

  g_return_if_fail (G_IS_MENU_MODEL (menu));
  if (n_due == 0)
    label = g_strdup (_("_Practise Mistakes"));
  else
    label = g_strdup_printf (
        /* Translators: the primary menu's item; %u mistakes are due for practice today. */
        g_dngettext (GETTEXT_PACKAGE, "_Practise Mistakes (%u Due)", "_Practise Mistakes (%u Due)",
                     n_due),
        n_due);
  relabel (menu, label);
}
