/* mhd_lib: libmicrohttpd, loaded when the daemon starts serving
 * (base/dynlib). http.c includes this after <microhttpd.h>: each
 * MHD_ function it calls is called through the address looked up. */
#ifndef FXVIZ_MHD_LIB_H
#define FXVIZ_MHD_LIB_H

#include <microhttpd.h>

struct error;

#define MHD_LIB_FUNCTIONS(X) \
	X(MHD_add_response_header) \
	X(MHD_create_response_from_buffer) \
	X(MHD_create_response_from_buffer_with_free_callback) \
	X(MHD_create_response_from_buffer_with_free_callback_cls) \
	X(MHD_create_response_from_callback) \
	X(MHD_destroy_response) \
	X(MHD_get_connection_info) \
	X(MHD_get_connection_values) \
	X(MHD_get_daemon_info) \
	X(MHD_lookup_connection_value) \
	X(MHD_queue_response) \
	X(MHD_start_daemon) \
	X(MHD_stop_daemon)

#define MHD_LIB_SLOT(f)	__typeof__(&f) f;
struct mhd_lib {
	MHD_LIB_FUNCTIONS(MHD_LIB_SLOT)
};
#undef MHD_LIB_SLOT

/* The functions, once mhd_lib_load has succeeded. */
extern struct mhd_lib mhd_lib;

/* Loads libmicrohttpd, the first time; says again what the first time
 * found, after. Safe from any thread. 0, or -1 with err filled. */
int mhd_lib_load(struct error *err);

#ifndef MHD_LIB_SELF
#define MHD_add_response_header	(mhd_lib.MHD_add_response_header)
#define MHD_create_response_from_buffer	\
	(mhd_lib.MHD_create_response_from_buffer)
#define MHD_create_response_from_buffer_with_free_callback \
	(mhd_lib.MHD_create_response_from_buffer_with_free_callback)
#define MHD_create_response_from_buffer_with_free_callback_cls \
	(mhd_lib.MHD_create_response_from_buffer_with_free_callback_cls)
#define MHD_create_response_from_callback \
	(mhd_lib.MHD_create_response_from_callback)
#define MHD_destroy_response	(mhd_lib.MHD_destroy_response)
#define MHD_get_connection_info	(mhd_lib.MHD_get_connection_info)
#define MHD_get_connection_values	(mhd_lib.MHD_get_connection_values)
#define MHD_get_daemon_info	(mhd_lib.MHD_get_daemon_info)
#define MHD_lookup_connection_value	(mhd_lib.MHD_lookup_connection_value)
#define MHD_queue_response	(mhd_lib.MHD_queue_response)
#define MHD_start_daemon	(mhd_lib.MHD_start_daemon)
#define MHD_stop_daemon		(mhd_lib.MHD_stop_daemon)
#endif

#endif
