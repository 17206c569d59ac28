/* Constructors run in ascending priority (no priority is 65535) before
 * main; destructors at exit in descending priority, after the atexit
 * handlers. */
#include <assert.h>
#include <stdlib.h>

int trace[8], n;

__attribute__((constructor)) static void c_default(void) { trace[n++] = 3; }
__attribute__((constructor(300))) static void c300(void) { trace[n++] = 2; }
__attribute__((constructor(101))) static void c101(void) { trace[n++] = 1; }

__attribute__((destructor(101))) static void d101(void)
{
    assert(n == 6 && trace[5] == 5);
}
__attribute__((destructor(300))) static void d300(void) { trace[n++] = 5; }

static void handler(void)
{
    assert(n == 4);
    trace[n++] = 4;
}

int main(void)
{
    assert(n == 3 && trace[0] == 1 && trace[1] == 2 && trace[2] == 3);
    atexit(handler);
    trace[n++] = 0;
    return 0;
}
