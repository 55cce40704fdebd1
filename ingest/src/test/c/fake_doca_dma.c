/*
 * A fake libdoca_dma.so: capability queries with each out-parameter shape the probe handles, fixed
 * per-device values and errors, and two misbehaving queries (one segfaults, one hangs) to prove the
 * probe's child-process isolation and time limit. Names containing "fake" do not exist in DOCA.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

typedef int doca_error_t;
#define DOCA_SUCCESS 0
#define DOCA_ERROR_NOT_PERMITTED 2
#define DOCA_ERROR_NOT_SUPPORTED 4
#define DOCA_ERROR_INVALID_VALUE 6

struct doca_devinfo {
	int index; /* same layout as the fake libdoca_common's struct */
};

/* no out-parameter: the return code is the answer */
doca_error_t doca_dma_cap_task_memcpy_is_supported(const struct doca_devinfo *devinfo)
{
	return devinfo->index == 0 ? DOCA_SUCCESS : DOCA_ERROR_NOT_SUPPORTED;
}

/* uint64_t out; device 1's value does not fit in 32 bits */
doca_error_t doca_dma_cap_task_memcpy_get_max_buf_size(const struct doca_devinfo *devinfo, uint64_t *buf_size)
{
	*buf_size = devinfo->index == 0 ? 2097152ULL : 4294967301ULL;
	return DOCA_SUCCESS;
}

/* uint32_t out */
doca_error_t doca_dma_cap_task_memcpy_get_max_buf_list_len(const struct doca_devinfo *devinfo, uint32_t *max_buf_list_len)
{
	*max_buf_list_len = devinfo->index == 0 ? 16 : 8;
	return DOCA_SUCCESS;
}

/* uint16_t out; fails on device 1 */
doca_error_t doca_dma_cap_fake_get_u16(const struct doca_devinfo *devinfo, uint16_t *value)
{
	if (devinfo->index == 1)
		return DOCA_ERROR_NOT_PERMITTED;
	*value = 65535;
	return DOCA_SUCCESS;
}

/* enum input + uint8_t out: modes 0 and 2 supported, 1 not; other values invalid */
doca_error_t doca_dma_cap_fake_mode_is_supported(const struct doca_devinfo *devinfo, int mode, uint8_t *supported)
{
	(void)devinfo;
	if (mode < 0 || mode > 2)
		return DOCA_ERROR_INVALID_VALUE;
	*supported = mode != 1;
	return DOCA_SUCCESS;
}

/* stands for a query a newer DOCA release adds: the probe calls it from data alone */
doca_error_t doca_dma_cap_fake_added_in_next_release(const struct doca_devinfo *devinfo, uint32_t *value)
{
	*value = 42 + devinfo->index;
	return DOCA_SUCCESS;
}

/* a driver bug: dereferences NULL */
doca_error_t doca_dma_cap_fake_crash(const struct doca_devinfo *devinfo, uint8_t *value)
{
	(void)devinfo;
	volatile uint8_t *bad = (uint8_t *)0;
	*value = *bad;
	return DOCA_SUCCESS;
}

/* a hung firmware command */
doca_error_t doca_dma_cap_fake_hang(const struct doca_devinfo *devinfo, uint8_t *value)
{
	(void)devinfo;
	sleep(600);
	*value = 1;
	return DOCA_SUCCESS;
}

/* returns a code the fake error table crashes on: the crash is in doca_error_get_name */
doca_error_t doca_dma_cap_fake_odd_error(const struct doca_devinfo *devinfo, uint32_t *value)
{
	(void)devinfo;
	(void)value;
	return 99;
}

/* appends a pid to target/fake-doca/fork-hang.pids (relative to the working folder) */
static void record_pid_in(const char *file)
{
	FILE *f = fopen(file, "a");
	if (f != NULL) {
		fprintf(f, "%d\n", (int)getpid());
		fclose(f);
	}
}

static void record_pid(void)
{
	record_pid_in("target/fake-doca/fork-hang.pids");
}

/*
 * a driver that daemonizes a helper the classic way (fork, setsid, fork again, the middle process
 * exits): the helper is in a session and process group of its own, and its parent is gone, so
 * neither the probe's process group nor its descendants reach it; the call itself returns at once
 */
doca_error_t doca_dma_cap_fake_daemon(const struct doca_devinfo *devinfo, uint8_t *value)
{
	if (devinfo->index == 0) {
		pid_t pid = fork();
		if (pid == 0) {
			setsid();
			if (fork() == 0) {
				signal(SIGTERM, SIG_IGN);
				signal(SIGHUP, SIG_IGN);
				record_pid_in("target/fake-doca/daemon.pids");
				for (;;)
					pause();
			}
			_exit(0);
		}
		waitpid(pid, NULL, 0);
	}
	*value = 1;
	return DOCA_SUCCESS;
}

/*
 * a driver that forks a helper which ignores SIGTERM and never exits, then hangs on device 0; on
 * device 1 it forks the same helper and returns, so the child exits normally with a helper left
 */
doca_error_t doca_dma_cap_fake_fork_hang(const struct doca_devinfo *devinfo, uint8_t *value)
{
	pid_t pid = fork();
	if (pid == 0) {
		signal(SIGTERM, SIG_IGN);
		record_pid();
		for (;;)
			pause();
	}
	if (devinfo->index == 0) {
		signal(SIGTERM, SIG_IGN);
		record_pid();
		sleep(600);
	}
	*value = 1;
	return DOCA_SUCCESS;
}

/* hangs on device 0 only: the per-query limit must leave time for device 1 */
doca_error_t doca_dma_cap_fake_hang_first(const struct doca_devinfo *devinfo, uint8_t *value)
{
	if (devinfo->index == 0)
		sleep(600);
	*value = 7;
	return DOCA_SUCCESS;
}
