/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_widget_task.h
 * @defgroup DOCA_WIDGET_TASK DOCA Widget tasks
 * @{
 */

#ifndef DOCA_WIDGET_TASK_H_
#define DOCA_WIDGET_TASK_H_

#include <doca_error.h>

struct doca_widget;
struct doca_widget_task_copy;

/**
 * @brief Allocate a widget copy task.
 *
 * @param [in] widget
 * The widget context.
 * @param [out] task
 * The task allocated.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NO_MEMORY - no task is free.
 */
DOCA_STABLE
doca_error_t doca_widget_task_copy_alloc_init(struct doca_widget *widget, struct doca_widget_task_copy **task);

#endif /* DOCA_WIDGET_TASK_H_ */

/** @} */
