// glibc: a name over 15 bytes is ERANGE, a negative level EINVAL; the previous binary: assert: bug at test.c:10 (both returned 0)
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>

int main(void)
{
    char name[] = "sixteen_bytes_xx"; /* 16 bytes and the 0 */
    assert(pthread_setname_np(pthread_self(), name) == ERANGE);
    name[15] = 0;
    assert(pthread_setname_np(pthread_self(), name) == 0);
    assert(pthread_setconcurrency(-1) == EINVAL);
    assert(pthread_setconcurrency(4) == 0);
    return 0;
}
