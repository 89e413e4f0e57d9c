// alloc_count.h: counts the heap calls made by the code under test.
// Test binaries link with -Wl,--wrap=malloc,... so every malloc, calloc,
// realloc and free in our objects passes through a counter first.
#ifndef ALLOC_COUNT_H
#define ALLOC_COUNT_H

// The number of malloc, calloc, realloc and free calls so far.
long alloc_count(void);

#endif
