/* dynlib: a shared library loaded when first needed, not at start. */
#ifndef FXVIZ_DYNLIB_H
#define FXVIZ_DYNLIB_H

#include <stddef.h>

#include "base/error.h"

/* A library and the functions fxviz calls in it: soname (found as the
 * dynamic linker would find it), what names it to a person ("libpq,
 * PostgreSQL's client library"), the n functions' names, and fill,
 * which copies their addresses, in that order, to where they are
 * called through. The rest is dynlib's. */
struct dynlib {
	const char *soname;
	const char *what;
	const char *const *names;
	size_t n;
	void (*fill)(void *const *addresses);
	int state;		/* 0 not tried; 1 loaded; -1 failed */
	struct error failed;	/* why */
};

/* Loads l, the first time (for the life of the process); says again
 * what that found, after. Safe from any thread. 0, or -1 with err
 * filled (ERROR_UNAVAILABLE: the library, or one of its functions, is
 * not there; ERROR_NOMEM). */
int dynlib_load(struct dynlib *l, struct error *err);

/* Defines the table NAME of struct NAME (a slot for each function, of
 * its own type), and int NAME_load(struct error *err), which loads
 * soname into it through dynlib_load. LIST(X) lists the functions,
 * X(f) each; FILL(f) copies the address of f from at[i++] into its
 * slot: NAME.f = (__typeof__(NAME.f))at[i++]. */
#define DYNLIB_NAME_OF(f)	#f,
#define DYNLIB_DEFINE(NAME, LIST, FILL, SONAME, WHAT) \
	struct NAME NAME; \
	static const char *const NAME##_names[] = { LIST(DYNLIB_NAME_OF) }; \
	static void \
	NAME##_fill(void *const *at) \
	{ \
		size_t i = 0; \
		LIST(FILL) \
	} \
	static struct dynlib NAME##_dynlib = { \
		.soname = SONAME, \
		.what = WHAT, \
		.names = NAME##_names, \
		.n = sizeof(NAME##_names) / sizeof(NAME##_names[0]), \
		.fill = NAME##_fill, \
	}; \
	int \
	NAME##_load(struct error *err) \
	{ \
		return dynlib_load(&NAME##_dynlib, err); \
	}

#endif
