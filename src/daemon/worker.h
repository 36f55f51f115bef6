/* worker: the render worker process, `fxviz worker`: Graphviz runs here,
 * never in the daemon's threads. */
#ifndef FXVIZ_WORKER_H
#define FXVIZ_WORKER_H

#include <stddef.h>
#include <stdint.h>

/* The pipe between the daemon (pool.c) and a worker. A job is a
 * struct worker_job, then key_len bytes of a render_request string, then
 * source_len bytes of the graph's source. An answer is a struct
 * worker_answer, then len bytes: the output, or the error message. */
#define WORKER_JOB_MAGIC	0x66786a33u	/* "fxj3" */
#define WORKER_ANSWER_MAGIC	0x66786134u	/* "fxa4" */
#define WORKER_MAX_KEY		((uint32_t)1 << 16)
#define WORKER_MAX_SOURCE	((uint64_t)1 << 31)
#define WORKER_MAX_OUTPUT	((uint64_t)1 << 32)

struct worker_job {
	uint32_t magic;
	uint32_t key_len;
	uint64_t source_len;
	char form[16];		/* what the source is read as (format/load.h),
				 * NUL-terminated; "": found from the text */
};

struct worker_answer {
	uint32_t magic;
	int32_t ok;
	int32_t kind;		/* not ok: an enum error_kind */
	int32_t line, column;	/* not ok: the error's place, or 0 */
	int32_t retire;		/* 1: the worker may be damaged (Graphviz
				 * failed in it: render_suspect), and is to
				 * be replaced now, before another job */
	/* this job's drawings (render_get_counts: segments of long views,
	 * SVG views laid out whole): laid out, copied from another of the
	 * view, taken from the worker's layout cache (of those, from_folder
	 * read from the layout folder); and the bytes that cache holds now */
	uint32_t laid_out, copied, cached, from_folder;
	uint64_t cache_bytes;
	uint64_t len;
};

/* The worker process: reads jobs on standard input, answers on standard
 * output, until standard input closes. memory_mb caps its address space
 * (0: no cap); nice lowers its CPU priority, and that of the processes
 * it forks (0: as it was started). Before each answer it checks its heap (glibc's checks of
 * every free chunk, through malloc_trim): a job that damaged it dies
 * there, and is the one charged, rather than a later job of someone
 * else. Returns the exit status. */
int worker_main(size_t memory_mb, int nice);

#endif
