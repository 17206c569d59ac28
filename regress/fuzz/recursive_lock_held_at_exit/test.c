/* Found by regress/fuzz/run.sh (mutate: mutex_recursive_safe with one
 * unlock deleted), shrunk with cvise.  A thread re-locks a recursive mutex
 * and ends holding it: the other thread waits forever for a lock held by a
 * terminated thread.  The witness re-locks a recursive mutex it owns, which
 * the Petri-net replay must accept (it reported INTERNAL ERROR). */
#include <pthread.h>
pthread_mutex_t m;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    pthread_mutex_lock(&m);
    return arg;
}
int main(void)
{
    pthread_mutexattr_t attr;
    pthread_t a, b;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&m, &attr);
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
