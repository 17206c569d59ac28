#include <assert.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

int main(void)
{
    void *p = 0;
    assert(posix_memalign(&p, 64, 10) == 0 && p);
    free(p);
    assert(posix_memalign(&p, 3, 10) == EINVAL);
    int *a = aligned_alloc(16, 32);
    assert(a);
    a[7] = 1;
    a = reallocarray(a, 16, sizeof *a);
    assert(a && a[7] == 1);
    errno = 0;
    assert(!reallocarray(a, SIZE_MAX, 2) && errno == ENOMEM);
    free(a);
    return 0;
}
