/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_gizmo.h
 * @defgroup DOCA_GIZMO DOCA Gizmo
 * @{
 */

#ifndef DOCA_GIZMO_H_
#define DOCA_GIZMO_H_

#include <stdint.h>
#include <doca_error.h>

struct doca_dev;
struct doca_devinfo;
struct doca_gizmo_port;

/**
 * @brief Check whether the device drives gizmo ports.
 *
 * @param [in] devinfo
 * The device to query.
 *
 * @return
 * DOCA_SUCCESS - in case the device drives gizmo ports.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NOT_SUPPORTED - the device has no gizmo port.
 */
DOCA_STABLE
doca_error_t doca_port_cap_is_gizmo_supported(const struct doca_devinfo *devinfo);

/**
 * @brief Create a gizmo port on a device.
 *
 * @param [in] dev
 * The device.
 * @param [out] port
 * The port created.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_NO_MEMORY - no memory for the port.
 */
DOCA_STABLE
doca_error_t doca_gizmo_port_create(struct doca_dev *dev, struct doca_gizmo_port **port);

#endif /* DOCA_GIZMO_H_ */

/** @} */
