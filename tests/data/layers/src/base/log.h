/* log.h: fixture for layers.test. */
void log_graph(void);
