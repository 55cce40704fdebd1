/* Ethernet tasks, each after a query about its queue: the experimental notes only, no capability finding. */
#include <doca_eth_txq.h>
#include <doca_eth_rxq.h>

doca_error_t send_packet(struct doca_devinfo *devinfo, struct doca_eth_txq *txq, struct doca_buf *pkt)
{
	struct doca_eth_txq_task_send *task;
	union doca_data user_data = {0};
	uint32_t max_burst;
	doca_error_t result;

	result = doca_eth_txq_cap_get_max_burst_size(devinfo, 1, 0, &max_burst); /* expect: experimental-api */
	if (result != DOCA_SUCCESS)
		return result;
	return doca_eth_txq_task_send_allocate_init(txq, pkt, user_data, &task); /* expect: experimental-api */
}

doca_error_t receive_packet(struct doca_devinfo *devinfo, struct doca_eth_rxq *rxq, struct doca_buf *pkt)
{
	struct doca_eth_rxq_task_recv *task;
	union doca_data user_data = {0};
	uint32_t max_burst;
	doca_error_t result;

	result = doca_eth_rxq_cap_get_max_burst_size(devinfo, &max_burst); /* expect: experimental-api */
	if (result != DOCA_SUCCESS)
		return result;
	return doca_eth_rxq_task_recv_allocate_init(rxq, pkt, user_data, &task); /* expect: experimental-api */
}
