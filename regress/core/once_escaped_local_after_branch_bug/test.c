/* A local whose address escaped, read after pthread_once: the once
 * routine's frame returned onto the call through the instruction before
 * it, a branch to main's return, where the simulator took the local's
 * address for dead and cleared it (null pointer dereference; smt: safe) */
#include <assert.h>
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int runs, stop;
void init(void)
{
    runs++;
}
void set(int *p)
{
    *p = 3;
}
void *worker(void *arg)
{
    int x = 0;
    set(&x);
    if (stop != 0)
        return 0;
    pthread_once(&once, init);
    assert(x == 4);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
