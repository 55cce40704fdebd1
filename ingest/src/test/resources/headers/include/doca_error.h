/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_error.h
 * @defgroup DOCA_ERROR DOCA Error
 * @ingroup DOCACore
 * @{
 */

#ifndef DOCA_ERROR_H_
#define DOCA_ERROR_H_

/**
 * @brief DOCA API return codes.
 */
typedef enum doca_error {
	DOCA_SUCCESS = 0,		/**< Success */
	DOCA_ERROR_UNKNOWN = 1,		/**< Unknown error */
	DOCA_ERROR_NOT_PERMITTED = 2,	/**< Operation not permitted */
	DOCA_ERROR_IN_USE,		/**< Resource already in use */
	DOCA_ERROR_NOT_SUPPORTED,	/**< Operation not supported */
	DOCA_ERROR_AGAIN,		/**< Resource temporarily unavailable, try again */
	DOCA_ERROR_INVALID_VALUE,	/**< Invalid input */
} doca_error_t;

#endif /* DOCA_ERROR_H_ */

/** @} */
