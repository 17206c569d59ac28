/* mtx_unlock of a recursive mtx_t the thread does not hold: glibc's
 * EPERM becomes thrd_error (2); pnbmc gave EPERM's 1 (thrd_busy), so
 * this assert was safe (helper E) */
#include <assert.h>
#include <threads.h>
mtx_t m;
int main(void)
{
    mtx_init(&m, mtx_plain | mtx_recursive);
    int r = mtx_unlock(&m);
    assert(r != thrd_error);
    return 0;
}
