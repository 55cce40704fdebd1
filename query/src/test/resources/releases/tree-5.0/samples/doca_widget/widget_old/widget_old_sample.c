#include <doca_widget.h>

/* The older way to copy with a widget (fixture, release 5.0 only). */
doca_error_t widget_old(struct doca_widget *widget)
{
	return doca_widget_old_submit(widget);
}
