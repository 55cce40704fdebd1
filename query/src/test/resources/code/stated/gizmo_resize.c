#include <doca_gizmo.h>

/* Written against DOCA Gizmo, before the library was renamed (fixture). */
doca_error_t gizmo_grow(struct doca_widget *widget)
{
	doca_error_t result = doca_gizmo_resize(widget, 64);

	if (result != DOCA_SUCCESS)
		return result;
	return doca_gizmo_polish(widget);
}
