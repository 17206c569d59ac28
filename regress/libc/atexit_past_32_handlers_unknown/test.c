#include <assert.h>
#include <stdlib.h>

static void handler(void) {}

int main(void)
{
    for (int i = 0; i < 33; i++) /* glibc has no limit */
        assert(atexit(handler) == 0);
    return 0;
}
