/* mhd_lib: libmicrohttpd, loaded when the daemon starts serving. */
#include "config.h"

#define MHD_LIB_SELF
#include "daemon/mhd_lib.h"

#include "base/dynlib.h"

#define FILL(f)	mhd_lib.f = (__typeof__(mhd_lib.f))at[i++];
DYNLIB_DEFINE(mhd_lib, MHD_LIB_FUNCTIONS, FILL, MHD_SONAME,
    "libmicrohttpd, the HTTP server library")
