/* view.h: fixture for layers.test. */
void view_draw(void);
