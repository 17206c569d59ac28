/* main joins the worker inside an atomic section: the worker can never
 * enter its own section, so neither moves again. */
#include <pthread.h>
#include <stddef.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int done;

static void *worker(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_begin();
    done = 1;
    __VERIFIER_atomic_end();
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    __VERIFIER_atomic_begin();
    pthread_join(t, NULL);
    __VERIFIER_atomic_end();
    return done - 1;
}
