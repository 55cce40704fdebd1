/* Comch tasks, each after a query about its object: no finding. */
#include <doca_comch.h>
#include <doca_comch_consumer.h>

doca_error_t post_receive(struct doca_devinfo *devinfo, struct doca_comch_consumer *consumer, struct doca_buf *buf)
{
	struct doca_comch_consumer_task_post_recv *task;
	doca_error_t result;

	result = doca_comch_consumer_cap_is_supported(devinfo);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_comch_consumer_task_post_recv_alloc_init(consumer, buf, &task);
}

doca_error_t send_message(struct doca_devinfo *devinfo, struct doca_comch_client *client, struct doca_comch_connection *connection,
			  const char *msg, uint32_t len)
{
	struct doca_comch_task_send *task;
	uint32_t max_msg_size;
	doca_error_t result;

	result = doca_comch_cap_get_max_msg_size(devinfo, &max_msg_size);
	if (result != DOCA_SUCCESS)
		return result;
	if (len > max_msg_size)
		return DOCA_ERROR_INVALID_VALUE;
	return doca_comch_client_task_send_alloc_init(client, connection, msg, len, &task);
}
