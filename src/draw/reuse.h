/* reuse: parts of a drawing that are the same up to the numbers in their
 * names (a make_fx graph's layers: add_37 ... add_48 in one, add_61 ...
 * add_72 in the next), found from their DOT before layout, so that one is
 * laid out and the others are its SVG with the names changed. */
#ifndef FXVIZ_REUSE_H
#define FXVIZ_REUSE_H

#include <stddef.h>
#include <stdint.h>

/* The hash of dot[0..len) with every digit read as '0': parts that can be
 * the same up to numbers have the same key. */
uint32_t reuse_key(const char *dot, size_t len);

/* How the words of part a become those of part b: each word (a run of
 * letters, digits and '_') of a's DOT that holds a digit, to the word of
 * b's at the same place. */
struct reuse_map;

/* The map from a to b when b's DOT is a's with other digits in the same
 * places (so, with digits of one width, it lays out the same) and no word
 * of a becomes two different words of b. NULL when not, or when out of
 * memory (*nomem set then). Borrows both texts: they outlive the map. */
struct reuse_map *reuse_map_new(const char *a, size_t a_len, const char *b,
    size_t b_len, int *nomem);
void reuse_map_free(struct reuse_map *m);

/* a's SVG, svg[0..len), as b's: the words of the map changed where SVG
 * carries text (between tags, in comments, and in the values of id,
 * class, the link and title attributes) and colours (fill and stroke),
 * never in coordinates. *out
 * malloc'd; 0, or -1 when out of memory. */
int reuse_apply(const struct reuse_map *m, const char *svg, size_t len,
    char **out, size_t *out_len);

#endif
