/* hash: SipHash-1-3 under a key drawn at random once per process, for the
 * name, path and key tables: no input can choose names that all land in
 * one slot (with FNV-1a, 65,537 chosen names took 18 s to read). */
#ifndef FXVIZ_HASH_H
#define FXVIZ_HASH_H

#include <stddef.h>
#include <stdint.h>

/* The hash of s[0..n) under this process's key. Thread-safe. */
uint32_t hash_bytes(const char *s, size_t n);

/* The same under a key given (16 bytes): for tests. */
uint64_t hash_siphash(const uint8_t key[16], const void *s, size_t n);

#endif
