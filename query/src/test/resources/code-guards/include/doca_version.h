/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_version.h
 * @defgroup DOCA_VERSION DOCA Version Management
 * @{
 */

#ifndef DOCA_VERSION_H_
#define DOCA_VERSION_H_

/** DOCA Version String. */
#define DOCA_VERSION_STRING "3.0.0058"

#endif /* DOCA_VERSION_H_ */

/** @} */
