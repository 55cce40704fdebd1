/* Fixture written for doca-kg tests: the helper checks the device can copy. */
#include "widget_common.h"

doca_error_t widget_check_device(struct doca_devinfo *devinfo)
{
	return doca_widget_cap_task_copy_is_supported(devinfo);
}
