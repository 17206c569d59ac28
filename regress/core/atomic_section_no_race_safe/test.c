/* The increments run inside __VERIFIER_atomic_begin/end: no interleaving
 * inside, so no race and no lost update. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_begin();
    counter++;
    __VERIFIER_atomic_end();
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    if (counter != 2)
        reach_error();
    return 0;
}
