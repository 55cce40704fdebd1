#include <doca_widget.h>

/* Fill a buffer with a widget (fixture, release 5.0; renamed widget_fill_buffer in 5.1). */
doca_error_t widget_fill(struct doca_widget *widget, struct doca_buf *buf)
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
	doca_widget_fill_wait(widget);
	return doca_widget_fill_release(widget);
}
