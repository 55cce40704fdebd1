#include <doca_comch.h>
#include <doca_ctx.h>
#include <doca_dev.h>
#include <doca_dma.h>
#include <doca_mmap.h>
#include <doca_pe.h>

/* Set-up steps in the current API (fixture, release 5.1 only). */
doca_error_t widget_new(struct doca_dev *dev, struct doca_dev_rep *rep, struct doca_mmap *mmap, struct doca_task *task)
{
	struct doca_devinfo **list;
	uint32_t n;
	struct doca_comch_server *server;
	struct doca_comch_client *client;
	struct doca_pe *pe;
	doca_error_t result = doca_devinfo_create_list(&list, &n);

	if (result != DOCA_SUCCESS) {
		fprintf(stderr, "%s\n", doca_error_get_descr(result));
		return result;
	}
	result = doca_mmap_add_dev(mmap, dev);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_comch_server_create(dev, rep, "widget", &server);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_comch_client_create(dev, "widget", &client);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_pe_create(&pe);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_pe_connect_ctx(pe, doca_comch_server_as_ctx(server));
	if (result != DOCA_SUCCESS)
		return result;
	return doca_task_submit(task);
}

/* A DMA context takes its device when it is created (fixture). */
doca_error_t widget_dma(struct doca_dev *dev, struct doca_buf *src, struct doca_buf *dst)
{
	struct doca_dma *dma;
	struct doca_ctx *ctx;
	struct doca_dma_task_memcpy *task;
	union doca_data user_data = {0};
	doca_error_t result = doca_dma_create(dev, &dma);

	if (result != DOCA_SUCCESS)
		return result;
	ctx = doca_dma_as_ctx(dma);
	result = doca_ctx_start(ctx);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_dma_task_memcpy_alloc_init(dma, src, dst, user_data, &task);
}
