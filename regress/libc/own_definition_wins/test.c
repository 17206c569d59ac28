/* A program's own definition of a library function is used, never
 * pnbmc's model of it. */
#include <assert.h>
#include <stddef.h>
size_t strlen(const char *s)
{
    (void)s;
    return 42;
}
int rand(void) { return 7; }
int main(void)
{
    assert(strlen("a") == 42);
    assert(rand() == 7);
    return 0;
}
