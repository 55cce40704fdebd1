/*
 * A fake libdoca_common.so for the probe tests: the DOCA 3.0 device-enumeration entry points with
 * the documented signatures (doca_dev.h, doca_error.h, doca_version.h), two made-up devices, and
 * one doca_devinfo_cap_* query. Nothing here talks to hardware.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int doca_error_t; /* enum doca_error: int-sized, DOCA_SUCCESS = 0 */

struct doca_devinfo {
	int index;
	const char *pci;
	const char *ibdev;
	const char *iface;
};

static struct doca_devinfo devices[] = {
	{0, "0000:03:00.0", "mlx5_0", "p0"},
	{1, "0000:03:00.1", "mlx5_1", "p1"},
};

static const char *error_names[] = {
	"DOCA_SUCCESS", "DOCA_ERROR_UNKNOWN", "DOCA_ERROR_NOT_PERMITTED", "DOCA_ERROR_IN_USE",
	"DOCA_ERROR_NOT_SUPPORTED", "DOCA_ERROR_AGAIN", "DOCA_ERROR_INVALID_VALUE",
	"DOCA_ERROR_NO_MEMORY",
};

const char *doca_version_runtime(void) { return "3.0.0058"; }

const char *doca_error_get_name(doca_error_t error)
{
	if (error == 99) { /* a bug in the error table: the crash is here, not in the query that returned 99 */
		volatile const char *bad = (const char *)0;
		return (const char *)(uintptr_t)*bad;
	}
	if (error < 0 || error >= (int)(sizeof(error_names) / sizeof(error_names[0])))
		return "DOCA_ERROR_UNKNOWN";
	return error_names[error];
}

doca_error_t doca_devinfo_create_list(struct doca_devinfo ***dev_list, uint32_t *nb_devs)
{
	struct doca_devinfo **list = calloc(3, sizeof(*list));
	if (list == NULL)
		return 7;
	list[0] = &devices[0];
	list[1] = &devices[1];
	*dev_list = list;
	*nb_devs = 2;
	return 0;
}

doca_error_t doca_devinfo_destroy_list(struct doca_devinfo **dev_list)
{
	free(dev_list);
	return 0;
}

/* pci_addr_str must hold DOCA_DEVINFO_PCI_ADDR_SIZE (13) bytes */
doca_error_t doca_devinfo_get_pci_addr_str(const struct doca_devinfo *devinfo, char *pci_addr_str)
{
	memcpy(pci_addr_str, devinfo->pci, 13);
	return 0;
}

static doca_error_t copy_name(const char *name, char *out, uint32_t size)
{
	if (strlen(name) + 1 > size)
		return 6;
	strcpy(out, name);
	return 0;
}

doca_error_t doca_devinfo_get_ibdev_name(const struct doca_devinfo *devinfo, char *ibdev_name, uint32_t size)
{
	return copy_name(devinfo->ibdev, ibdev_name, size);
}

doca_error_t doca_devinfo_get_iface_name(const struct doca_devinfo *devinfo, char *iface_name, uint32_t size)
{
	return copy_name(devinfo->iface, iface_name, size);
}

/* uint8_t out: true on device 0 only */
doca_error_t doca_devinfo_cap_is_hotplug_manager_supported(const struct doca_devinfo *devinfo, uint8_t *is_hotplug_manager)
{
	*is_hotplug_manager = devinfo->index == 0;
	return 0;
}
