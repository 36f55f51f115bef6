/* pq_lib: libpq, loaded when the daemon opens a PostgreSQL store. */
#include "config.h"

#define PQ_LIB_SELF
#include "daemon/pq_lib.h"

#include "base/dynlib.h"

#define FILL(f)	pq_lib.f = (__typeof__(pq_lib.f))at[i++];
DYNLIB_DEFINE(pq_lib, PQ_LIB_FUNCTIONS, FILL, PQ_SONAME,
    "libpq, PostgreSQL's client library")
