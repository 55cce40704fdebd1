/* Results stored and overwritten before anything reads them. */
#include <doca_mmap.h>
#include <doca_ctx.h>

doca_error_t start_mmap(struct doca_mmap *mmap, struct doca_dev *dev, char *addr, size_t len)
{
	doca_error_t result;

	result = doca_mmap_set_memrange(mmap, addr, len); /* expect: ignored-error */
	result = doca_mmap_add_dev(mmap, dev);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_start(mmap);
}

doca_error_t start_ctx(struct doca_pe *pe, struct doca_ctx *ctx)
{
	doca_error_t status = doca_pe_connect_ctx(pe, ctx); /* expect: ignored-error */

	if (pe == NULL)
		return DOCA_ERROR_INVALID_VALUE;
	status = doca_ctx_start(ctx);
	return status;
}

doca_error_t checked_each_time(struct doca_mmap *mmap, struct doca_dev *dev, char *addr, size_t len)
{
	doca_error_t result;

	result = doca_mmap_set_memrange(mmap, addr, len);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_add_dev(mmap, dev);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_start(mmap);
	return result;
}

doca_error_t overwritten_only_when(struct doca_mmap *mmap, struct doca_dev *dev, int again)
{
	doca_error_t result;

	result = doca_mmap_add_dev(mmap, dev);
	if (again)
		result = doca_mmap_start(mmap);
	return result;
}
