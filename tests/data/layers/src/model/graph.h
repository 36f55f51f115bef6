/* graph.h: fixture for layers.test. */
int graph_size(void);
