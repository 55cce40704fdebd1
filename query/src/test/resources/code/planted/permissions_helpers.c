/* mmap roles followed through helpers, parameters and named flag constants (the shape of NVIDIA's DMA samples). */
#include <doca_dma.h>
#include <doca_mmap.h>
#include <doca_buf_inventory.h>

#define DST_ACCESS DOCA_ACCESS_FLAG_LOCAL_READ_ONLY

static const uint32_t src_access = DOCA_ACCESS_FLAG_LOCAL_READ_WRITE;

struct copy_state {
	struct doca_mmap *src_mmap;
	struct doca_mmap *dst_mmap;
	struct doca_buf_inventory *inv;
};

static doca_error_t prepare_mmap(struct doca_mmap *mmap, uint32_t access, char *addr, size_t len)
{
	doca_error_t result;

	result = doca_mmap_set_permissions(mmap, access);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_memrange(mmap, addr, len);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_start(mmap);
}

static doca_error_t get_buf(struct doca_buf_inventory *inv, struct doca_mmap *mmap, char *addr, size_t len, struct doca_buf **buf)
{
	return doca_buf_inventory_buf_get_by_data(inv, mmap, addr, len, buf);
}

doca_error_t copy(struct doca_devinfo *devinfo, struct doca_dma *dma, struct copy_state *state, char *src, char *dst, size_t len)
{
	struct doca_buf *src_buf, *dst_buf;
	struct doca_dma_task_memcpy *task;
	union doca_data user_data = {0};
	doca_error_t result;

	result = doca_dma_cap_task_memcpy_is_supported(devinfo);
	if (result != DOCA_SUCCESS)
		return result;
	result = prepare_mmap(state->src_mmap, src_access, src, len);
	if (result != DOCA_SUCCESS)
		return result;
	result = prepare_mmap(state->dst_mmap, DST_ACCESS, dst, len); /* expect: mmap-permission */
	if (result != DOCA_SUCCESS)
		return result;
	result = get_buf(state->inv, state->src_mmap, src, len, &src_buf);
	if (result != DOCA_SUCCESS)
		return result;
	result = get_buf(state->inv, state->dst_mmap, dst, len, &dst_buf);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_dma_task_memcpy_alloc_init(dma, src_buf, dst_buf, user_data, &task);
}
