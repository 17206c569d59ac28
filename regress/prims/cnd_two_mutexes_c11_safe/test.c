/* C11 does not bind a condition variable to one mutex (POSIX does, for
 * pthread_cond_wait): two cnd_wait calls with two mutexes at once are
 * defined here, as on glibc, where cnd_wait does not look at the mutex. */
#include <threads.h>
mtx_t m1, m2;
cnd_t cv;
int ready1, ready2;
static int waiter(mtx_t *m, int *ready)
{
    mtx_lock(m);
    while (!*ready)
        cnd_wait(&cv, m);
    mtx_unlock(m);
    return 0;
}
int w1(void *a) { (void)a; return waiter(&m1, &ready1); }
int w2(void *a) { (void)a; return waiter(&m2, &ready2); }
int main(void)
{
    thrd_t a, b;
    mtx_init(&m1, mtx_plain);
    mtx_init(&m2, mtx_plain);
    cnd_init(&cv);
    thrd_create(&a, w1, 0);
    thrd_create(&b, w2, 0);
    mtx_lock(&m1);
    ready1 = 1;
    mtx_unlock(&m1);
    mtx_lock(&m2);
    ready2 = 1;
    mtx_unlock(&m2);
    cnd_broadcast(&cv);
    thrd_join(a, 0);
    thrd_join(b, 0);
    return 0;
}
