#include <doca_error.h>
#include <doca_log.h>

/* The program's own doca_-named helpers, macros and variables are not unknown DOCA symbols. */
#define DOCA_APP_MAX_QUEUES 8

struct doca_app_config {
	int queues;
};

enum doca_app_mode { DOCA_APP_MODE_COPY, DOCA_APP_MODE_FILL };

DOCA_LOG_REGISTER(OWN_NAMES);

static doca_error_t doca_app_parse(struct doca_app_config *doca_cfg, enum doca_app_mode mode)
{
	if (doca_cfg->queues > DOCA_APP_MAX_QUEUES || mode == DOCA_APP_MODE_FILL)
		return DOCA_ERROR_INVALID_VALUE;
	return DOCA_SUCCESS;
}

int main(void)
{
	struct doca_app_config doca_cfg = {.queues = 1};
	doca_error_t result = doca_app_parse(&doca_cfg, DOCA_APP_MODE_COPY);

	if (result != DOCA_SUCCESS) {
		DOCA_LOG_ERR("parse failed: %s", doca_error_get_name(result));
		return 1;
	}
	return 0;
}
