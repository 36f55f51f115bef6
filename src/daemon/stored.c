/* stored: what a store keeps, its buffers freed. */
#include "config.h"

#include "daemon/stored.h"

#include <stdlib.h>
#include <string.h>

void
store_picture_free(struct store_picture *pic)
{
	if (pic == NULL)
		return;
	free(pic->data);
	free(pic->gz);
	memset(pic, 0, sizeof(*pic));
}
