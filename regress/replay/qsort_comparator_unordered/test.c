/* The comparator's reads of the shared array are witness steps, in the
 * order pnbmc's qsort model calls it; glibc's qsort calls it in another.
 * The witness marks them "unordered" and replay does not force them
 * (before: diverged at the first comparator step). */
#include <assert.h>
#include <stdlib.h>

int arr[3] = {3, 1, 2};

static int cmp(const void *x, const void *y)
{
    return *(const int *)x - *(const int *)y;
}

int main(void)
{
    qsort(arr, 3, sizeof(int), cmp);
    assert(arr[0] == 3);
    return 0;
}
