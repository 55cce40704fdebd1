/* Fixture written for doca-kg tests: the helper checks nothing about copies. */
#include "widget_common.h"

doca_error_t widget_check_device(struct doca_devinfo *devinfo)
{
	return devinfo == NULL ? DOCA_ERROR_INVALID_VALUE : DOCA_SUCCESS;
}
