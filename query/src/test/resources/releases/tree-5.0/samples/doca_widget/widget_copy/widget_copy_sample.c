#include <doca_widget.h>
#include <doca_pe.h>

/* Copy with a widget, then flush it (fixture, release 5.0). */
doca_error_t widget_copy(struct doca_widget *widget, size_t size)
{
	struct doca_pe *pe;
	doca_error_t result = doca_pe_create(&pe);

	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_resize(widget, size);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_old_submit(widget);
	if (result != DOCA_SUCCESS)
		return result;
	doca_widget_legacy_flush(widget);
	return doca_pe_progress(pe) ? DOCA_SUCCESS : DOCA_ERROR_AGAIN;
}
