#include <doca_dma.h>
#include <doca_error.h>

static doca_error_t copy(struct doca_dma *dma, struct doca_buf *src, struct doca_buf *dst)
{
	union doca_data user_data = {0};
	struct doca_dma_task_memcpy *task;
	doca_error_t result;

	/* doca_dma_memcpy(dma, src, dst) in a comment is not a call */
	result = doca_dma_memcpy(dma, src, dst); /* expect: unknown-symbol */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_dma_task_memcpy_alloc_init(dma, src, dst, user_data, &task); /* expect: missing-capability-check */
	if (result != DOCA_SUCCESS)
		return DOCA_ERROR_NOT_FOUNDD; /* expect: unknown-symbol */
	printf("doca_dma_fake_call(%d) in a string is not a call\n", 1);
	return doca_task_submit(doca_dma_task_memcpy_as_task(task));
}
