#include <doca_mmap.h>
#include <doca_buf_inventory.h>
#include <doca_ctx.h>

doca_error_t start_all(struct doca_mmap *mmap, struct doca_buf_inventory *inv, struct doca_ctx *ctx)
{
	doca_error_t result;

	doca_mmap_start(mmap); /* expect: ignored-error */
	if (mmap != NULL)
		doca_buf_inventory_start(inv); /* expect: ignored-error */
	(void)doca_ctx_stop(ctx);
	result = doca_ctx_start(ctx);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_stop(mmap);
}
