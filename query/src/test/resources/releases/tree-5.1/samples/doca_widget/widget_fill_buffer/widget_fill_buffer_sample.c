#include <doca_widget.h>

/* Fill a buffer with a widget (fixture, release 5.1; was widget_fill in 5.0, where the wait is now a sync). */
doca_error_t widget_fill_buffer(struct doca_widget *widget, struct doca_buf *buf)
{
	doca_error_t result = doca_widget_fill_prepare(widget);

	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_fill_set_pattern(widget, 0xab);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_fill_submit(widget, buf);
	if (result != DOCA_SUCCESS)
		return result;
	doca_widget_fill_sync(widget);
	return doca_widget_fill_release(widget);
}
