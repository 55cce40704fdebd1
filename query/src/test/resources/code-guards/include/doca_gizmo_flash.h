/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_gizmo_flash.h
 * @defgroup DOCA_GIZMO_FLASH DOCA Gizmo flash limits
 * @{
 */

#ifndef DOCA_GIZMO_FLASH_H_
#define DOCA_GIZMO_FLASH_H_

#include <stdint.h>
#include <doca_error.h>

struct doca_devinfo;

/**
 * @brief Get the largest number of flash tasks the device runs at once.
 *
 * @param [in] devinfo
 * The device to query.
 * @param [out] max_tasks
 * The largest number.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NOT_SUPPORTED - the device cannot flash.
 */
DOCA_STABLE
doca_error_t doca_gizmo_cap_get_max_flash_tasks(const struct doca_devinfo *devinfo, uint32_t *max_tasks);

#endif /* DOCA_GIZMO_FLASH_H_ */

/** @} */
