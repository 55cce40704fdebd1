#include <doca_dma.h>
#include <doca_mmap.h>
#include <doca_buf_inventory.h>

doca_error_t prepare(struct doca_devinfo *devinfo, struct doca_dma *dma, struct doca_buf_inventory *inv,
		     struct doca_mmap *src_mmap, struct doca_mmap *dst_mmap, char *src, char *dst, size_t len)
{
	struct doca_buf *src_buf, *dst_buf;
	struct doca_dma_task_memcpy *task;
	union doca_data user_data = {0};
	doca_error_t result;

	result = doca_dma_cap_task_memcpy_is_supported(devinfo);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_permissions(src_mmap, DOCA_ACCESS_FLAG_LOCAL_READ_WRITE);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_permissions(dst_mmap, DOCA_ACCESS_FLAG_LOCAL_READ_ONLY); /* expect: mmap-permission */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_buf_inventory_buf_get_by_addr(inv, src_mmap, src, len, &src_buf);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_buf_inventory_buf_get_by_addr(inv, dst_mmap, dst, len, &dst_buf);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_dma_task_memcpy_alloc_init(dma, src_buf, dst_buf, user_data, &task);
}
