#include <pthread.h>

/* The unlock of a mutex the thread does not hold happens only for one
 * nondet value (i == 0x52), outside the explicit engine's domain: auto
 * then asks the smt engine, which takes every value and reaches it.  Its
 * unknown stands instead of the explicit engine's bounded-safe. */
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;

void *worker(void *arg)
{
    (void)arg;
    int i = __VERIFIER_nondet_int();
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    if ((i ^ 0x55) * 3 == 21)
        pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
