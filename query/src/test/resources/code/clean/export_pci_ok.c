/* An mmap exported for PCI with a PCI flag, given through a helper's parameter: no finding. */
#include <doca_mmap.h>

#define PEER_ACCESS (DOCA_ACCESS_FLAG_LOCAL_READ_WRITE | DOCA_ACCESS_FLAG_PCI_READ_WRITE)

static doca_error_t set_up_exported(struct doca_mmap *mmap, uint32_t access, char *addr, size_t len)
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

doca_error_t export_to_peer(struct doca_dev *dev, char *addr, size_t len, const void **desc, size_t *desc_len)
{
	struct doca_mmap *peer_mmap;
	doca_error_t result;

	result = doca_mmap_create(&peer_mmap);
	if (result != DOCA_SUCCESS)
		return result;
	result = set_up_exported(peer_mmap, PEER_ACCESS, addr, len);
	if (result != DOCA_SUCCESS)
		return result;
	return doca_mmap_export_pci(peer_mmap, dev, desc, desc_len);
}
