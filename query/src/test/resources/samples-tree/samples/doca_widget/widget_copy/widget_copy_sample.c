#include <doca_widget.h>

/* Copy with a widget after asking the device how large a copy may be (stable API only: check is clean). */
doca_error_t widget_copy(struct doca_widget *widget, struct doca_devinfo *devinfo)
{
	uint64_t max_size;
	doca_error_t result = doca_widget_cap_task_copy_get_max_size(devinfo, &max_size);

	if (result != DOCA_SUCCESS)
		return result;
	return doca_widget_task_copy_submit(widget);
}
