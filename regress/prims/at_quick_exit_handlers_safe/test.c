/* quick_exit runs the at_quick_exit handlers, not the atexit ones. */
#include <assert.h>
#include <stdlib.h>

int quick_ran;

static void quick(void) { quick_ran = 1; }
static void normal(void) { assert(0); }
static void quick_check(void) { assert(quick_ran); }

int main(void)
{
    atexit(normal);
    at_quick_exit(quick_check);
    at_quick_exit(quick);
    quick_exit(0);
}
