// alloc_count.c: the --wrap side of alloc_count.h.
#include "alloc_count.h"

#include <stddef.h>

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *pointer, size_t size);
void __real_free(void *pointer);

void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *pointer, size_t size);
void __wrap_free(void *pointer);

static long calls;

long alloc_count(void) { return calls; }

void *__wrap_malloc(size_t size) {
    calls++;
    return __real_malloc(size);
}

void *__wrap_calloc(size_t count, size_t size) {
    calls++;
    return __real_calloc(count, size);
}

void *__wrap_realloc(void *pointer, size_t size) {
    calls++;
    return __real_realloc(pointer, size);
}

void __wrap_free(void *pointer) {
    calls++;
    __real_free(pointer);
}
