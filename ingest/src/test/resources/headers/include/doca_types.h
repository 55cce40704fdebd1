/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_types.h
 * @defgroup DOCA_TYPES DOCA Types
 * @ingroup DOCACore
 * Common types.
 * @{
 */

#ifndef DOCA_TYPES_H_
#define DOCA_TYPES_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Access permissions of a memory region.
 *
 * Read-only and read-write PCI access are mutually exclusive.
 */
enum doca_access_flag {
	DOCA_ACCESS_FLAG_LOCAL_READ_ONLY = 0,		  /* plain comment, not documentation */
	DOCA_ACCESS_FLAG_LOCAL_READ_WRITE = (1 << 0),	  /**< Local device may read and write */
	DOCA_ACCESS_FLAG_RDMA_READ = (1 << 1),
	DOCA_ACCESS_FLAG_PCI_READ_ONLY = (1 << 4),	  /**
							   * Reading allowed for a device on the same PCI,
							   * writing prevented.
							   */
	DOCA_ACCESS_FLAG_PCI_READ_WRITE = (1 << 5),	  /**
							   * Reading and writing allowed for a device on
							   * the same PCI.
							   */
	DOCA_ACCESS_FLAG_PCI_RELAXED_ORDERING = (1 << 6), /**
							   * Accesses may be reordered.
							   */
};

/** Opaque device information. */
struct doca_devinfo;

/**
 * @brief A buffer address range.
 */
struct doca_range {
	uint64_t start; /**< First byte */
	/** Length in bytes */
	uint64_t len;
	uint8_t tag[16]; /**< Free-form tag */
};

/** Big-endian 32 bit value. */
typedef uint32_t doca_be32_t;

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* DOCA_TYPES_H_ */

/** @} */
