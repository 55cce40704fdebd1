#include <doca_buf_inventory.h>
#include <doca_comch.h>
#include <doca_rdma.h>

doca_error_t setup(struct doca_rdma *rdma, struct doca_comch_consumer *consumer, struct doca_dev *dev,
		   struct doca_buf_inventory *inv, struct doca_buf **buf, void *addr, size_t len)
{
	void *clock_handle = NULL;
	uint64_t handle;
	doca_error_t result;

	result = doca_clock_create(dev, &clock_handle); /* expect: newer-than-version */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_buf_inventory_buf_reuse_by_addr(inv, addr, len, buf); /* expect: newer-than-version */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_comch_consumer_get_dpa_handle(consumer, &handle); /* expect: experimental-api */
	if (result != DOCA_SUCCESS)
		return result;
	return doca_rdma_task_receive_set_conf(rdma, NULL, NULL, 16); /* expect: experimental-api missing-capability-check */
}
