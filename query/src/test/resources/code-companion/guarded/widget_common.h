/* Fixture written for doca-kg tests: a samples-style shared helper. */
#include <doca_widget_task.h>

doca_error_t widget_check_device(struct doca_devinfo *devinfo);
