/* Tasks whose capability queries are named after their object, not the task (DOCA Ethernet, Comch). */
#include <doca_eth_txq.h>
#include <doca_eth_rxq.h>
#include <doca_comch.h>
#include <doca_comch_consumer.h>

doca_error_t send_packet(struct doca_eth_txq *txq, struct doca_buf *pkt)
{
	struct doca_eth_txq_task_send *task;
	union doca_data user_data = {0};
	doca_error_t result;

	result = doca_eth_txq_task_send_allocate_init(txq, pkt, user_data, &task); /* expect: experimental-api missing-capability-check */
	if (result != DOCA_SUCCESS)
		return result;
	return doca_task_submit(doca_eth_txq_task_send_as_doca_task(task)); /* expect: experimental-api */
}

doca_error_t receive_packet(struct doca_eth_rxq *rxq, struct doca_buf *pkt)
{
	struct doca_eth_rxq_task_recv *task;
	union doca_data user_data = {0};

	return doca_eth_rxq_task_recv_allocate_init(rxq, pkt, user_data, &task); /* expect: experimental-api missing-capability-check */
}

doca_error_t post_receive(struct doca_comch_consumer *consumer, struct doca_buf *buf)
{
	struct doca_comch_consumer_task_post_recv *task;
	doca_error_t result;

	result = doca_comch_consumer_task_post_recv_alloc_init(consumer, buf, &task); /* expect: missing-capability-check */
	if (result != DOCA_SUCCESS)
		return result;
	return doca_task_submit(doca_comch_consumer_task_post_recv_as_task(task));
}

doca_error_t send_message(struct doca_comch_client *client, struct doca_comch_connection *connection, const char *msg, uint32_t len)
{
	struct doca_comch_task_send *task;

	return doca_comch_client_task_send_alloc_init(client, connection, msg, len, &task); /* expect: missing-capability-check */
}
