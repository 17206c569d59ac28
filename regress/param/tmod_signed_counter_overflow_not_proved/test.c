/* Every thread, for any number of threads, increments a signed counter
 * under a lock built from atomic functions: with wrap no assertion can
 * fail (thread-modular proof); with --signed-overflow undefined the
 * increment at INT_MAX is undefined behaviour, which the abstraction
 * reaches, so there is no proof for any number of threads. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
volatile int value, busy;
void __VERIFIER_atomic_acquire(void)
{
    if (busy != 0)
        abort();
    busy = 1;
}
void __VERIFIER_atomic_release(void) { busy = 0; }
void *worker(void *arg)
{
    int v;
    __VERIFIER_atomic_acquire();
    v = value;
    value = v + 1;
    __VERIFIER_atomic_release();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
