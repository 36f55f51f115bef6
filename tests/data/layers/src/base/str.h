/* str.h: fixture for layers.test. */
int str_len(const char *s);
