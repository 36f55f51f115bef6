/* node.h: fixture for layers.test. */
int node_count(void);
