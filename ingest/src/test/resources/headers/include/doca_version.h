/*
 * Fixture written for doca-kg tests, in the style of DOCA's installed headers.
 */

/**
 * @file doca_version.h
 * @defgroup DOCA_VERSION DOCA Version Management
 * Release information of this DOCA installation.
 * @{
 */

#ifndef DOCA_VERSION_H_
#define DOCA_VERSION_H_

/** Major version number 0-255. */
#define DOCA_VERSION_MAJOR 3
/** Minor version number 0-255. */
#define DOCA_VERSION_MINOR 1
/** Patch version number 0-9999. */
#define DOCA_VERSION_PATCH 7
/** DOCA Version String. */
#define DOCA_VERSION_STRING "3.1.0007"

#endif /* DOCA_VERSION_H_ */

/** @} */
