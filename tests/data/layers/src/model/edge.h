/* edge.h: fixture for layers.test; a header-only module. */
#  include "model/graph.h"
#define EDGE_MAX 8
