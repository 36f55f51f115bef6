/* folder: one scan of the folder, sorted by last use when it is over. */
#include "config.h"

#include "base/folder.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

#define STALE_SECONDS	3600	/* a temporary this old is no write under way */

struct kept {
	char *name;
	struct timespec when;
	off_t size;
};

/* Least recently used first. */
static int
by_use(const void *a, const void *b)
{
	const struct timespec *x = &((const struct kept *)a)->when;
	const struct timespec *y = &((const struct kept *)b)->when;

	if (x->tv_sec != y->tv_sec)
		return x->tv_sec < y->tv_sec ? -1 : 1;
	return (x->tv_nsec > y->tv_nsec) - (x->tv_nsec < y->tv_nsec);
}

size_t
folder_trim(int dirfd, size_t name_len, size_t max, uint64_t *removed)
{
	struct kept *all = NULL, *p;
	size_t n = 0, cap = 0, total = 0, i, len;
	struct dirent *e;
	struct stat st;
	DIR *d;
	int fd = dup(dirfd);

	if (fd == -1 || (d = fdopendir(fd)) == NULL) {
		if (fd != -1)
			close(fd);
		return 0;
	}
	rewinddir(d);
	while ((e = readdir(d)) != NULL) {
		len = strlen(e->d_name);
		if (e->d_name[0] == '.' && len > name_len &&
		    fstatat(dirfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISREG(st.st_mode) &&
		    st.st_mtime + STALE_SECONDS < time(NULL)) {
			unlinkat(dirfd, e->d_name, 0);
			continue;
		}
		if (len != name_len || e->d_name[0] == '.' ||
		    fstatat(dirfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == -1 ||
		    !S_ISREG(st.st_mode))
			continue;
		if (n == cap) {
			cap = cap == 0 ? 256 : cap * 2;
			if ((p = realloc(all, cap * sizeof(*all))) == NULL)
				break;
			all = p;
		}
		if ((all[n].name = strdup(e->d_name)) == NULL)
			break;
		all[n].when = st.st_mtim;
		all[n].size = st.st_size;
		total += (size_t)st.st_size;
		n++;
	}
	closedir(d);
	if (total > max) {
		qsort(all, n, sizeof(*all), by_use);
		for (i = 0; i < n && total > max / 4 * 3; i++)
			if (unlinkat(dirfd, all[i].name, 0) == 0) {
				total -= (size_t)all[i].size;
				if (removed != NULL)
					++*removed;
			}
	}
	for (i = 0; i < n; i++)
		free(all[i].name);
	free(all);
	return total;
}

int
folder_room(int dirfd, size_t len)
{
	struct statvfs fs;
	uint64_t free_bytes, size, reserve;

	if (fstatvfs(dirfd, &fs) == -1 || fs.f_blocks == 0)
		return 1;
	free_bytes = (uint64_t)fs.f_bavail * fs.f_frsize;
	size = (uint64_t)fs.f_blocks * fs.f_frsize;
	reserve = size / 10 < FOLDER_RESERVE_MAX ? size / 10 :
	    FOLDER_RESERVE_MAX;
	return free_bytes >= reserve && free_bytes - reserve >= len;
}

int
folder_same_fs(int dirfd, int other)
{
	struct stat a, b;

	return fstat(dirfd, &a) == 0 && fstat(other, &b) == 0 &&
	    a.st_dev == b.st_dev;
}
