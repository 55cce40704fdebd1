/* Written for doca-kg tests in the style of DOCA work-queue and job code from before tasks. */
#include <doca_ctx.h>
#include <doca_dev.h>
#include <doca_mmap.h>

doca_error_t copy_once(struct doca_ctx *ctx, struct doca_dev *dev, struct doca_mmap *mmap)
{
	struct doca_workq *workq; /* expect: older-api */
	struct doca_event event = {0}; /* expect: older-api */
	struct doca_devinfo **list;
	uint32_t n;
	doca_error_t result = doca_devinfo_list_create(&list, &n); /* expect: older-api */

	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_dev_add(mmap, dev); /* expect: older-api */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_ctx_dev_add(ctx, dev); /* expect: older-api */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_workq_create(32, &workq); /* expect: older-api */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_ctx_workq_add(ctx, workq); /* expect: older-api */
	if (result != DOCA_SUCCESS)
		return result;
	struct doca_job job = {.type = 1, .flags = DOCA_JOB_FLAGS_NONE, .ctx = ctx}; /* expect: older-api */
	result = doca_workq_submit(workq, &job); /* expect: older-api */
	while ((result = doca_workq_progress_retrieve(workq, &event, 0)) == DOCA_ERROR_AGAIN) /* expect: older-api */
		;
	return doca_widget_task_copy_submitt(NULL); /* expect: unknown-symbol */
}
