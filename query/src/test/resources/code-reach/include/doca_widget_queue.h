/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_widget_queue.h
 * @defgroup DOCA_WIDGET_QUEUE DOCA Widget queues
 * @{
 */

#ifndef DOCA_WIDGET_QUEUE_H_
#define DOCA_WIDGET_QUEUE_H_

#include <stdint.h>
#include <doca_error.h>

struct doca_devinfo;
struct doca_widget_txq;
struct doca_widget_txq_task_send;

/**
 * @brief Get the largest burst a transmit queue takes on this device.
 *
 * @param [in] devinfo
 * The device to query.
 * @param [out] max_burst_size
 * The largest burst.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NOT_SUPPORTED - the device has no transmit queue.
 */
DOCA_EXPERIMENTAL
doca_error_t doca_widget_txq_cap_get_max_burst_size(const struct doca_devinfo *devinfo, uint32_t *max_burst_size);

/**
 * @brief Allocate a send task: its name extends no capability query's.
 *
 * @param [in] txq
 * The transmit queue.
 * @param [out] task
 * The task allocated.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NO_MEMORY - no task is free.
 */
DOCA_STABLE
doca_error_t doca_widget_txq_task_send_alloc_init(struct doca_widget_txq *txq, struct doca_widget_txq_task_send **task);

#endif /* DOCA_WIDGET_QUEUE_H_ */

/** @} */
