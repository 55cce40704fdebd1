/* Fixture written for doca-kg tests: a sample that relies on a shared helper's device check. */
#include <doca_widget_task.h>
#include "widget_common.h"

int main(void)
{
	struct doca_widget_task_copy *task;

	if (widget_check_device(devinfo) != DOCA_SUCCESS)
		return 1;
	return doca_widget_task_copy_alloc_init(widget, &task);
}
