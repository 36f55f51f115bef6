/* graph.c: fixture for layers.test; graph -> node -> edge -> graph is a cycle. */
#include "model/graph.h"
#include "model/node.h"

int graph_size(void) { return node_count(); }
