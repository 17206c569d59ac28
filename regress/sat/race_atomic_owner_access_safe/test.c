/* inc() runs both inside the worker's atomic section and outside it, so
 * its place has two depths and the skeleton gets no owner place.  main
 * reads x only inside its own section: a thread there owns the section,
 * no other thread's access is enabled at the same time, so the read races
 * with nothing. */
#include <pthread.h>
#include <stddef.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int x, y;

static void inc(void)
{
    x++;
}

static void *worker(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_begin();
    inc();
    __VERIFIER_atomic_end();
    inc();
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    __VERIFIER_atomic_begin();
    y = x;
    __VERIFIER_atomic_end();
    pthread_join(t, NULL);
    return y;
}
