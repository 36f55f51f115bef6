/* probe.c: fixture for layers.test; tools is not a layer folder. */
#include "base/str.h"
