/* C11 <threads.h>: two workers update a counter; without the mtx_t the
 * updates race. The thread result comes back through thrd_join. */
#include <threads.h>
#include <assert.h>
mtx_t lock;
int counter;
int worker(void *arg)
{
    int step = *(int *)arg;
#ifdef LOCKED
    mtx_lock(&lock);
#endif
    counter = counter + step;
#ifdef LOCKED
    mtx_unlock(&lock);
#endif
    return step * 10;
}
int main(void)
{
    thrd_t a, b;
    int one = 1, two = 2, ra = 0, rb = 0;
    mtx_init(&lock, mtx_plain);
    thrd_create(&a, worker, &one);
    thrd_create(&b, worker, &two);
    thrd_join(a, &ra);
    thrd_join(b, &rb);
    assert(ra == 10 && rb == 20);
    assert(counter == 3);
    return 0;
}
