/* log.c: fixture for layers.test; the include of model/graph.h points up. */
#include "config.h"
#include <stdio.h>

#include "base/log.h"
#include "model/graph.h"

void log_graph(void) { graph_size(); }
