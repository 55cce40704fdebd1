/* Written for doca-kg tests: an endpoint and a work queue opened in DOCA's style from before 2.5. */
#include <doca_comm_channel.h>
#include <doca_ctx.h>

doca_error_t open_endpoint(struct doca_comm_channel_ep_t **ep, struct doca_workq **wq) /* expect: older-api */
{
	doca_error_t result = doca_comm_channel_ep_create(ep); /* expect: older-api */

	if (result != DOCA_SUCCESS)
		return result;
	return doca_workq_create(16, wq); /* expect: older-api */
}
