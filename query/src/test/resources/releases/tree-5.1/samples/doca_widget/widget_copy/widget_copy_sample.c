#include <doca_widget.h>
#include <doca_pe.h>

/* Copy with a widget (fixture, release 5.1): the submit was renamed, the flush is gone, resize takes flags. */
doca_error_t widget_copy(struct doca_widget *widget, size_t size)
{
	struct doca_pe *pe;
	doca_error_t result = doca_pe_create(&pe);

	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_resize(widget, size, 0);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_widget_task_copy_submit(widget);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_pe_progress(pe) ? DOCA_SUCCESS : DOCA_ERROR_AGAIN;
}
