#include <doca_dma.h>
#include <doca_mmap.h>
#include <doca_buf_inventory.h>

struct state {
	struct doca_mmap *src_mmap;
	struct doca_mmap *dst_mmap;
	struct doca_buf *src_buf;
	struct doca_buf *dst_buf;
};

static doca_error_t is_supported(struct doca_devinfo *devinfo)
{
	return doca_dma_cap_task_memcpy_is_supported(devinfo);
}

doca_error_t prepare(struct state *s, struct doca_dma *dma, struct doca_buf_inventory *inv, void *dst, size_t len)
{
	struct doca_dma_task_memcpy *task;
	union doca_data user_data = {0};
	doca_error_t result;

	result = doca_mmap_set_permissions(s->dst_mmap, DOCA_ACCESS_FLAG_RDMA_READ | DOCA_ACCESS_FLAG_PCI_READ_ONLY); /* expect: mmap-permission */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_buf_inventory_buf_get_by_data(inv, s->dst_mmap, dst, len, &s->dst_buf);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_dma_task_memcpy_alloc_init(dma, s->src_buf, s->dst_buf, user_data, &task);
}
