#include <doca_widget.h>
#include <doca_pe.h>

/* Fill a buffer with a widget (fixture, release 5.0; renamed widget_fill_buffer in 5.1). */
doca_error_t widget_fill(struct doca_widget *widget, struct doca_buf *buf)
{
	struct doca_pe *pe;
	doca_error_t result = doca_pe_create(&pe);

	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_fill_set_pattern(widget, 0xab);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_fill_submit(widget, buf);
	if (result != DOCA_SUCCESS)
		return result;
	doca_widget_fill_wait(widget);
	return doca_pe_destroy(pe);
}
