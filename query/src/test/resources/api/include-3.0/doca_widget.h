/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_widget.h
 * @defgroup DOCA_WIDGET DOCA Widget Engine
 * DOCA Widget library.
 * @{
 */

#ifndef DOCA_WIDGET_H_
#define DOCA_WIDGET_H_

#include <doca_error.h>

struct doca_widget;
struct doca_devinfo;

/** Access flag the widget needs on a source buffer. */
#define DOCA_WIDGET_SRC_ACCESS 1

/**
 * Get the maximum buffer size one widget copy task may move.
 *
 * @param [in] devinfo
 * The DOCA device information.
 * @param [out] max_size
 * The maximum copy size in bytes.
 *
 * @return
 * DOCA_SUCCESS - upon success
 * Error code - in case of failure:
 * - DOCA_ERROR_INVALID_VALUE - in case of invalid input.
 */
DOCA_STABLE
doca_error_t doca_widget_cap_task_copy_get_max_size(const struct doca_devinfo *devinfo, uint64_t *max_size);

/**
 * @brief Check if a widget copy task is supported by a device.
 *
 * @param [in] devinfo
 * The DOCA device information.
 *
 * @return
 * DOCA_SUCCESS - in case the device supports copies.
 * - DOCA_ERROR_NOT_SUPPORTED - in case the device does not support copies.
 */
DOCA_EXPERIMENTAL
doca_error_t doca_widget_cap_task_copy_is_supported(const struct doca_devinfo *devinfo);

/**
 * @brief Submit a widget copy task.
 *
 * @param [in] widget
 * The widget context.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NOT_PERMITTED - the source mmap lacks read permission.
 * - DOCA_ERROR_AGAIN - the queue is full.
 */
DOCA_STABLE
doca_error_t doca_widget_task_copy_submit(struct doca_widget *widget);

#endif /* DOCA_WIDGET_H_ */

/** @} */
