/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-first-frame"

#include "config.h"

#include "gamao-first-frame.h"

typedef struct
{
  GtkWindow *window; /* weak */
  GCallback callback;
  gpointer user_data;
  GDestroyNotify destroy;
  GdkFrameClock *clock; /* weak */
  gulong realize_id;
  gulong destroy_id;
  gulong paint_id;
} Waiter;

static void
waiter_free (Waiter *waiter)
{
  if (waiter->window)
    {
      g_clear_signal_handler (&waiter->realize_id, waiter->window);
      g_clear_signal_handler (&waiter->destroy_id, waiter->window);
    }
  if (waiter->clock)
    g_clear_signal_handler (&waiter->paint_id, waiter->clock);
  g_clear_weak_pointer (&waiter->clock);
  g_clear_weak_pointer (&waiter->window);
  if (waiter->destroy)
    waiter->destroy (waiter->user_data);
  g_free (waiter);
}

static void
on_after_paint (GdkFrameClock *clock, Waiter *waiter)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (waiter->window));

  /* A frame painted before the window is mapped is seen by nobody. */
  if (!surface || !gdk_surface_get_mapped (surface))
    return;
  ((void (*) (GtkWindow *, gpointer)) waiter->callback) (waiter->window, waiter->user_data);
  waiter_free (waiter);
}

static void
on_realize (GtkWindow *window, Waiter *waiter)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  g_clear_signal_handler (&waiter->realize_id, window);
  g_set_weak_pointer (&waiter->clock, gdk_surface_get_frame_clock (surface));
  waiter->paint_id = g_signal_connect (waiter->clock, "after-paint", G_CALLBACK (on_after_paint),
                                       waiter);
}

/* The window went before its first frame: nothing to call back. */
static void
on_destroy (GtkWindow *window, Waiter *waiter)
{
  waiter_free (waiter);
}

void
gamao_first_frame_connect (GtkWindow *window, GCallback callback, gpointer user_data,
                           GDestroyNotify destroy)
{
  Waiter *waiter;

  g_return_if_fail (GTK_IS_WINDOW (window));
  waiter = g_new0 (Waiter, 1);
  waiter->callback = callback;
  waiter->user_data = user_data;
  waiter->destroy = destroy;
  g_set_weak_pointer (&waiter->window, window);
  waiter->destroy_id = g_signal_connect (window, "destroy", G_CALLBACK (on_destroy), waiter);
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_realize (window, waiter);
  else
    waiter->realize_id = g_signal_connect (window, "realize", G_CALLBACK (on_realize), waiter);
}
