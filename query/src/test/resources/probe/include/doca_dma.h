/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers: the capability
 * queries the probe and caps CLI tests call on the fake DOCA of ingest/src/test/c. Names
 * containing "fake" do not exist in DOCA.
 */

/**
 * @file doca_dma.h
 * @defgroup DOCA_DMA DOCA DMA Engine
 * DOCA DMA library.
 * @{
 */

#ifndef DOCA_DMA_H_
#define DOCA_DMA_H_

#include <doca_error.h>
#include <doca_types.h>

/** Copy modes of the fake DMA engine. */
enum doca_dma_fake_mode {
	DOCA_DMA_FAKE_MODE_A = 0, /**< First mode. */
	DOCA_DMA_FAKE_MODE_B,     /**< Second mode. */
};

/**
 * Get the maximum supported buffer size for DMA memcpy task.
 *
 * @param[in] devinfo
 * The DOCA device information.
 * @param[out] buf_size
 * The maximum supported buffer size in bytes.
 *
 * @return
 * DOCA_SUCCESS - upon success
 */
DOCA_STABLE
doca_error_t doca_dma_cap_task_memcpy_get_max_buf_size(const struct doca_devinfo *devinfo, uint64_t *buf_size);

/**
 * @brief Check if a DMA memcpy task is supported by a device.
 *
 * @param [in] devinfo
 * The DOCA device information.
 *
 * @return
 * DOCA_SUCCESS - in case device supports memcpy.
 * - DOCA_ERROR_NOT_SUPPORTED - in case device does not support memcpy.
 */
DOCA_EXPERIMENTAL
doca_error_t doca_dma_cap_task_memcpy_is_supported(const struct doca_devinfo *devinfo);

/**
 * @brief Check if the fake DMA engine supports a copy mode.
 *
 * @param [in] devinfo
 * The DOCA device information.
 * @param [in] mode
 * The mode to check.
 * @param [out] supported
 * 1 if the mode is supported, else 0.
 *
 * @return
 * DOCA_SUCCESS - upon success
 */
DOCA_EXPERIMENTAL
doca_error_t doca_dma_cap_fake_mode_is_supported(const struct doca_devinfo *devinfo, enum doca_dma_fake_mode mode,
						 uint8_t *supported);

#endif /* DOCA_DMA_H_ */

/** @} */
