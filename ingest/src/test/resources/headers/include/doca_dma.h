/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_dma.h
 * @page DOCA DMA
 * @defgroup DOCA_DMA DOCA DMA Engine
 * DOCA DMA library.
 * @{
 */

#ifndef DOCA_DMA_H_
#define DOCA_DMA_H_

#include <doca_compat.h>
#include <doca_error.h>
#include <doca_types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct doca_dma;
struct doca_dma_task_memcpy;

/** Maximum number of in-flight tasks a fixture context allows. */
#define DOCA_DMA_FIXTURE_MAX_TASKS (1 << 10)

/**
 * @brief Function to execute on DMA memcpy task completion.
 *
 * @param [in] task
 * DMA memcpy task.
 * @param [in] task_user_data
 * The task user data
 */
typedef void (*doca_dma_task_memcpy_completion_cb_t)(struct doca_dma_task_memcpy *task,
						    union doca_data task_user_data);

/**
 * @brief Create a DOCA DMA instance.
 *
 * @param [in] dev
 * The device to attach to the DMA context.
 * @param [out] dma
 * Pointer to pointer to be set to point to the created doca_dma instance.
 *
 * @return
 * DOCA_SUCCESS - in case of success.
 * doca_error code - in case of failure:
 * - DOCA_ERROR_INVALID_VALUE - if an invalid input had been received.
 * - DOCA_ERROR_NO_MEMORY - failed to alloc doca_dma.
 * - DOCA_ERROR_NOT_PERMITTED - the device lacks a DMA engine.
 */
DOCA_STABLE
doca_error_t doca_dma_create(struct doca_dev *dev, struct doca_dma **dma);

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
 * Error code - in case of failure:
 * - DOCA_ERROR_INVALID_VALUE - in case of invalid input.
 *
 * @note Query the device before creating tasks.
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
 * @brief Round a length up to a power of two.
 *
 * @warning Not a library symbol: compiled into the caller.
 *
 * @param [in] len
 * Length to round.
 * @return the rounded length.
 */
static inline uint32_t doca_dma_fixture_round_up(uint32_t len)
{
	uint32_t v = 1;
	while (v < len)
		v <<= 1;
	return v;
}

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* DOCA_DMA_H_ */

/** @} */
