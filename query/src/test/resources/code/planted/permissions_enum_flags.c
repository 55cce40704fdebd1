/* Flags held by an enumerator and a local variable, and a helper that returns the mmap it set up. */
#include <doca_dma.h>
#include <doca_mmap.h>
#include <doca_buf_inventory.h>

enum copy_access {
	DEST_ACCESS = DOCA_ACCESS_FLAG_PCI_READ_WRITE,
};

static struct doca_mmap *make_mmap(struct doca_dev *dev, char *addr, size_t len, uint32_t flags)
{
	struct doca_mmap *mmap;

	if (doca_mmap_create(&mmap) != DOCA_SUCCESS)
		return NULL;
	if (doca_mmap_add_dev(mmap, dev) != DOCA_SUCCESS || doca_mmap_set_permissions(mmap, flags) != DOCA_SUCCESS ||
	    doca_mmap_set_memrange(mmap, addr, len) != DOCA_SUCCESS || doca_mmap_start(mmap) != DOCA_SUCCESS)
		return NULL;
	return mmap;
}

doca_error_t copy(struct doca_devinfo *devinfo, struct doca_dev *dev, struct doca_dma *dma, struct doca_buf_inventory *inv,
		  char *src, char *dst, size_t len)
{
	struct doca_mmap *src_mmap, *dst_mmap;
	struct doca_buf *src_buf, *dst_buf;
	struct doca_dma_task_memcpy *task;
	union doca_data user_data = {0};
	uint32_t src_flags = DOCA_ACCESS_FLAG_LOCAL_READ_ONLY;
	doca_error_t result;

	result = doca_dma_cap_task_memcpy_is_supported(devinfo);
	if (result != DOCA_SUCCESS)
		return result;
	src_mmap = make_mmap(dev, src, len, src_flags);
	dst_mmap = make_mmap(dev, dst, len, DEST_ACCESS); /* expect: mmap-permission */
	if (src_mmap == NULL || dst_mmap == NULL)
		return DOCA_ERROR_NO_MEMORY;
	result = doca_buf_inventory_buf_get_by_addr(inv, src_mmap, src, len, &src_buf);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_buf_inventory_buf_get_by_addr(inv, dst_mmap, dst, len, &dst_buf);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_dma_task_memcpy_alloc_init(dma, src_buf, dst_buf, user_data, &task);
}
