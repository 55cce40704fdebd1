/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_gizmo_data_path.h
 * @defgroup DOCA_GIZMO_DATA_PATH DOCA Gizmo data path
 * @{
 */

#ifndef DOCA_GIZMO_DATA_PATH_H_
#define DOCA_GIZMO_DATA_PATH_H_

#include <stdint.h>
#include <doca_error.h>

struct doca_gizmo_port;
struct doca_gizmo_port_task_blink;
struct doca_gizmo_flasher;

/**
 * @brief Allocate a blink task on a port: no capability query is named after it.
 *
 * @param [in] port
 * The port.
 * @param [out] task
 * The task allocated.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NO_MEMORY - no task is free.
 */
DOCA_STABLE
doca_error_t doca_gizmo_port_task_blink_alloc_init(struct doca_gizmo_port *port, struct doca_gizmo_port_task_blink **task);

/**
 * @brief Set the flash task configuration.
 *
 * @param [in] flasher
 * The flasher.
 * @param [in] num_tasks
 * Number of flash tasks. Must not exceed the value returned by doca_gizmo_cap_get_max_flash_tasks().
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_INVALID_VALUE - too many tasks.
 */
DOCA_STABLE
doca_error_t doca_gizmo_flasher_task_flash_set_conf(struct doca_gizmo_flasher *flasher, uint32_t num_tasks);

#endif /* DOCA_GIZMO_DATA_PATH_H_ */

/** @} */
