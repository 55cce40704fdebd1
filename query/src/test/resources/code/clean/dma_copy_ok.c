#include <doca_dma.h>
#include <doca_mmap.h>
#include <doca_buf_inventory.h>
#include <doca_error.h>

/* A DMA copy done by the book: capability checked, permissions as the DMA skill asks, results kept. */
struct copy_state {
	struct doca_mmap *src_mmap;
	struct doca_mmap *dst_mmap;
	struct doca_buf *src_buf;
	struct doca_buf *dst_buf;
};

static doca_error_t check_device(struct doca_devinfo *devinfo)
{
	uint64_t max_size;
	doca_error_t result = doca_dma_cap_task_memcpy_is_supported(devinfo);

	if (result != DOCA_SUCCESS)
		return result;
	return doca_dma_cap_task_memcpy_get_max_buf_size(devinfo, &max_size);
}

doca_error_t prepare_copy(struct copy_state *s, struct doca_devinfo *devinfo, struct doca_dma *dma,
			  struct doca_buf_inventory *inv, char *src, char *dst, size_t len)
{
	struct doca_dma_task_memcpy *task;
	union doca_data user_data = {0};
	doca_error_t result = check_device(devinfo);

	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_permissions(s->src_mmap, DOCA_ACCESS_FLAG_LOCAL_READ_ONLY);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_permissions(s->dst_mmap, DOCA_ACCESS_FLAG_LOCAL_READ_WRITE);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_buf_inventory_buf_get_by_addr(inv, s->src_mmap, src, len, &s->src_buf);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_buf_inventory_buf_get_by_addr(inv, s->dst_mmap, dst, len, &s->dst_buf);
	if (result != DOCA_SUCCESS) {
		DOCA_LOG_ERR("Failed: %s", doca_error_get_descr(result));
		return result;
	}
	return doca_dma_task_memcpy_alloc_init(dma, s->src_buf, s->dst_buf, user_data, &task);
}
