/* The handler registered last runs first: 'first' sees n == 1. */
#include <assert.h>
#include <stdlib.h>

int n;

static void first(void) { n++; assert(n == 1); }
static void second(void) { n++; }

int main(void)
{
    atexit(first);
    atexit(second);
    return 0;
}
