// C++ code: a misspelt DOCA type and a call to a function DOCA never had.
#include <doca_buf.h>

static doca_error_t release(doca_buf *buf)
{
	doca_bufff *other = nullptr; // expect: unknown-symbol
	(void)other;
	return doca_buf_decrease_refcount(buf); // expect: unknown-symbol
}
