/* --threads auto: the parameterised proof (any number of threads) holds
 * while the widening runs the checks the thread bound left bounded
 * (deadlock here) again with more threads; it used to replace the proof
 * by its own bounded-safe. */
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int count;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    if (count < 2)
        count++;
    assert(count <= 2);
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_t t;
    while (__VERIFIER_nondet_int())
        pthread_create(&t, 0, worker, 0);
    return 0;
}
