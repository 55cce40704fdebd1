#include <doca_pe.h>

/* The widget application's progress engine (fixture, release 5.1). */
doca_error_t widget_app_pe(struct doca_pe **pe)
{
	return doca_pe_create(pe);
}
