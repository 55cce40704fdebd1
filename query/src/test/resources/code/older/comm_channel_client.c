/* Written for doca-kg tests in the style of DOCA Comm Channel code from before DOCA 2.5. */
#include <doca_comm_channel.h>
#include <doca_dev.h>

doca_error_t send_hello(struct doca_dev *dev)
{
	struct doca_comm_channel_ep_t *ep; /* expect: older-api */
	struct doca_comm_channel_addr_t *peer; /* expect: older-api */
	doca_error_t result = doca_comm_channel_ep_create(&ep); /* expect: older-api */

	if (result != DOCA_SUCCESS)
		return result;
	result = doca_comm_channel_ep_set_device(ep, dev); /* expect: older-api */
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_comm_channel_ep_connect(ep, "widget", &peer); /* expect: older-api */
	if (result != DOCA_SUCCESS) {
		fprintf(stderr, "connect: %s\n", doca_get_error_string(result)); /* expect: older-api */
		return result;
	}
	doca_gizmo_frobnicate(ep); /* expect: unknown-symbol */
	return doca_comm_channel_ep_sendto(ep, "hello", 5, 0, peer); /* expect: older-api */
}
