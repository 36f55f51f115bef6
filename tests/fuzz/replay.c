/* replay: runs the fuzz target (fuzz_load.c) over files, as libFuzzer
 * replays a corpus, in a build without clang: `make check` runs it over
 * the malformed inputs and the corpora of tests/data, so that the target
 * and the sources it names (FUZZ_SRC) keep building and every input it
 * is given still loads or fails saying why, never aborts.
 *     tests/fuzz/replay [FILE_OR_FOLDER...]
 * With none, the folders fuzz-long starts from, under $top_srcdir. A
 * folder's regular files are read, not its folders. Exit 0, or 1 when a
 * file cannot be read; an input that breaks the target aborts. */
#include "config.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Bytes of a file given to the target at most: the corpus whole, where
 * the fuzzer mutates only its first -max_len. */
#define REPLAY_MAX	(8u << 20)

/* Runs the target over the first REPLAY_MAX bytes of path. */
static int
one(const char *path, unsigned long *n)
{
	uint8_t *data = malloc(REPLAY_MAX);
	FILE *f = fopen(path, "rb");
	size_t len;

	if (data == NULL || f == NULL) {
		perror(path);
		free(data);
		if (f != NULL)
			fclose(f);
		return -1;
	}
	len = fread(data, 1, REPLAY_MAX, f);
	fclose(f);
	LLVMFuzzerTestOneInput(data, len);
	free(data);
	(*n)++;
	return 0;
}

/* What fuzz-long (Makefile.am) starts from. */
static const char *const folders[] = { "tests/data/corpus",
    "tests/data/bad", "tests/data/tabular", "tests/data/code",
    "tests/data/fragments", "tests/data/trace", "tests/data/repro",
    "tests/data/archive", "samples" };

int
main(int argc, char **argv)
{
	const char *top = getenv("top_srcdir");
	char *dflt[sizeof(folders) / sizeof(folders[0]) + 1] = { NULL };
	unsigned long n = 0;
	int i, rc = 0;

	if (argc == 1) {
		for (i = 0; i < (int)(sizeof(folders) / sizeof(folders[0]));
		    i++) {
			size_t k = strlen(top ? top : ".") + strlen(folders[i]) + 2;

			if ((dflt[i + 1] = malloc(k)) == NULL)
				return 1;
			snprintf(dflt[i + 1], k, "%s/%s", top ? top : ".",
			    folders[i]);
		}
		argc = i + 1;
		argv = dflt;
	}
	for (i = 1; i < argc; i++) {
		struct stat st;
		struct dirent *e;
		DIR *d;

		if (stat(argv[i], &st) == -1 || !S_ISDIR(st.st_mode)) {
			rc |= one(argv[i], &n) == -1;
			continue;
		}
		if ((d = opendir(argv[i])) == NULL) {
			perror(argv[i]);
			rc = 1;
			continue;
		}
		while ((e = readdir(d)) != NULL) {
			char path[4096];

			snprintf(path, sizeof(path), "%s/%s", argv[i],
			    e->d_name);
			if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
				rc |= one(path, &n) == -1;
		}
		closedir(d);
	}
	printf("replay: %lu inputs, none aborted\n", n);
	for (i = 1; argv == dflt && i < argc; i++)
		free(dflt[i]);
	return rc;
}
