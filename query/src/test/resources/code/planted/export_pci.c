/* mmaps exported for PCI: with a local flag only, through a helper, and with no flag at all. */
#include <doca_mmap.h>

#define EXPORT_ACCESS DOCA_ACCESS_FLAG_LOCAL_READ_WRITE

static doca_error_t set_up(struct doca_mmap *mmap, uint32_t access, char *addr, size_t len)
{
	doca_error_t result;

	result = doca_mmap_set_permissions(mmap, access);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_memrange(mmap, addr, len);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_start(mmap);
}

doca_error_t export_local(struct doca_mmap *mmap, struct doca_dev *dev, char *addr, size_t len, const void **desc, size_t *desc_len)
{
	doca_error_t result;

	result = doca_mmap_set_permissions(mmap, DOCA_ACCESS_FLAG_LOCAL_READ_WRITE);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_memrange(mmap, addr, len);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_start(mmap);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_export_pci(mmap, dev, desc, desc_len); /* expect: mmap-export-permission */
}

doca_error_t export_through_helper(struct doca_dev *dev, char *addr, size_t len, const void **desc, size_t *desc_len)
{
	struct doca_mmap *mmap;
	doca_error_t result;

	result = doca_mmap_create(&mmap);
	if (result != DOCA_SUCCESS)
		return result;
	result = set_up(mmap, EXPORT_ACCESS, addr, len);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_export_pci(mmap, dev, desc, desc_len); /* expect: mmap-export-permission */
}

doca_error_t export_unset(struct doca_dev *dev, char *addr, size_t len, const void **desc, size_t *desc_len)
{
	struct doca_mmap *bare;
	doca_error_t result;

	result = doca_mmap_create(&bare);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_set_memrange(bare, addr, len);
	if (result != DOCA_SUCCESS)
		return result;
	result = doca_mmap_start(bare);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_export_pci(bare, dev, desc, desc_len); /* expect: mmap-export-permission */
}
