/* C11 threads: two workers add to a counter under an mtx_t and return
 * their step through thrd_join's int result. */
#include <threads.h>

mtx_t lock;
int counter;

int worker(void *arg)
{
    int step = *(int *)arg;
    mtx_lock(&lock);
    counter = counter + step;
    mtx_unlock(&lock);
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
    return ra + rb + counter == 33 ? 0 : 1;
}
