/* annotation: torch's text for a tensor, "f32[8, s0][8, 1]cuda:0", as the
 * loaders of printed forms find it (print(gm.graph)'s inductor comments,
 * print_readable()'s string annotations). */
#ifndef FXVIZ_ANNOTATION_H
#define FXVIZ_ANNOTATION_H

#include <stddef.h>

struct arena;
struct fx_tensor;

/* The dtype's name in torch ("torch.float32") for torch's short one
 * (torch.fx.graph's dtype_abbrs: "f32") in s[0..n), or NULL. Static. */
const char *annotation_dtype(const char *s, size_t n);

/* Reads "DTYPE[SIZES][STRIDES]DEVICE" in s[0..n) into *t, the strides and
 * the device optional (torch prints them on request): the dtype named as
 * torch names it (an unknown one kept as printed), each size as text
 * ("8", "s0", "2*s0"), the device or NULL; strings in a. 0; -1 when it
 * is no such text, with *why (static) and *at (an offset in s) saying
 * what is wrong where; -2 when out of memory. */
int annotation_tensor(struct arena *a, const char *s, size_t n,
    struct fx_tensor *t, const char **why, size_t *at);

#endif
