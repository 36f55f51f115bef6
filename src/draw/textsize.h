/* textsize: the size of each label text, measured once per process.
 *
 * Graphviz measures every line of every label through pango, creating a
 * layout for each: a third of the instructions of densenet169's first
 * view, though most lines ("conv2d", "1x64x56x56", "users 3") repeat.
 * fxviz defines textspan_size itself, which libgvc calls through its PLT
 * (the executable's symbol comes first): it answers a text it has
 * measured before, in the same font, size and style, from memory, and
 * hands every other call to Graphviz's own. The numbers are the ones
 * Graphviz gave, so the drawing is the same bytes.
 *
 * Most texts are measured once, but names ("conv2d_45") and shapes are
 * new in every node. A text of printable ASCII is sized instead from the
 * pairs of characters it is made of, each measured once per font, in
 * pango's units (a PNG's texts excepted): exact where the font shapes by pairs, as the fonts
 * fxviz draws with do, and checked for each font before it is used
 * (textsize.c).
 *
 * A PNG is drawn from the pango layout each measurement leaves behind,
 * so while a PNG is laid out every call goes to Graphviz. */
#ifndef FXVIZ_TEXTSIZE_H
#define FXVIZ_TEXTSIZE_H

#include <stddef.h>

/* On (1), texts are answered from memory where they can be; off (0),
 * every one is measured (for a PNG, and for tests). Returns the old
 * setting. */
int textsize_use(int on);

/* Texts answered from memory, texts Graphviz measured, and texts sized
 * by the sum of their pairs (textsize.c), since the process began: for
 * tests. */
void textsize_counts(unsigned long *hits, unsigned long *misses,
    unsigned long *sums);

/* Bytes the measurements held take. */
size_t textsize_bytes(void);

/* Forgets every measurement. */
void textsize_clear(void);

#endif
