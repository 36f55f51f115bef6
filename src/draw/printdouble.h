/* printdouble: the numbers of Graphviz's SVG, written without printf.
 *
 * Graphviz 2.42 writes each coordinate of an SVG through gvprintdouble:
 * snprintf("%.02f"), then its trailing zeros and point cut off. glibc's
 * printf of a double was a fifth of the instructions of a 600-node
 * render. fxviz defines gvprintdouble itself, so the SVG renderer calls
 * this one (the executable's symbol comes first), which writes the same
 * bytes by integer arithmetic, and asks printf only where the double lies
 * too near a tie for that. Under another version of Graphviz, whose
 * numbers may read otherwise, it hands every call to Graphviz's own. */
#ifndef FXVIZ_PRINTDOUBLE_H
#define FXVIZ_PRINTDOUBLE_H

#include <stddef.h>

/* num as Graphviz 2.42's gvprintdouble writes it: |num| under 1e-8 as 0,
 * "%.02f", trailing zeros and a trailing point cut ("12.5", "-0", "3").
 * Writes at most 49 bytes and a NUL into buf; returns the length. */
size_t printdouble_format(char buf[50], double num);

/* The same by snprintf, as Graphviz does it: for tests. */
size_t printdouble_printf(char buf[50], double num);

struct GVC_s;

/* Called with the process's Graphviz context when it is made: the
 * gvprintdouble fxviz defines writes by printdouble_format only where
 * Graphviz's own writes the same for every one of a set of numbers that
 * tell formats apart (ties, halves, the clamp near zero, "-0"); else it
 * hands each call to Graphviz's. Until then, it hands them on too. */
void printdouble_check(struct GVC_s *gvc);

/* For tests: on, printdouble_format writes the numbers where the check
 * found it the same (returns 1 then); off, Graphviz's own does (0). */
int printdouble_use(int on);

#endif
