/* glibc 2.36's mtx_init makes a recursive mutex of exactly mtx_plain |
 * mtx_recursive and mtx_timed | mtx_recursive; type 5 (4 | mtx_recursive)
 * gives a plain one, which a second lock by its owner blocks forever. */
#include <threads.h>
mtx_t r, m;
int main(void)
{
    mtx_init(&r, mtx_timed | mtx_recursive);
    mtx_lock(&r);
    mtx_lock(&r);
    mtx_unlock(&r);
    mtx_unlock(&r);
    mtx_init(&m, 4 | mtx_recursive);
    mtx_lock(&m);
    mtx_lock(&m);
    mtx_unlock(&m);
    mtx_unlock(&m);
    return 0;
}
