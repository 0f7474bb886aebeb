/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A drop-down of names: see gamao-name-dropdown.h. */
#include "config.h"

#include "gamao-name-dropdown.h"

void
gamao_name_dropdown_fill (GtkDropDown *dropdown, const char *first, const char *const *names,
                          const char *chosen)
{
  g_autoptr (GtkStringList) items = gtk_string_list_new (NULL);
  guint selected = 0;

  gtk_string_list_append (items, first);
  for (guint i = 0; names && names[i]; i++)
    {
      gtk_string_list_append (items, names[i]);
      if (g_strcmp0 (chosen, names[i]) == 0)
        selected = i + 1;
    }
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (items));
  gtk_drop_down_set_selected (dropdown, selected);
}

const char *
gamao_name_dropdown_get (GtkDropDown *dropdown, const char *const *names)
{
  guint i = gtk_drop_down_get_selected (dropdown);

  return i > 0 && names && i <= g_strv_length ((GStrv) names) ? names[i - 1] : NULL;
}
