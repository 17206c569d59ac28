/* The monitor checks its trylock's result the textbook way: busy, or
 * else an error (which cannot happen: a trylock returns 0 or EBUSY) or
 * the lock is taken.  The error path calls strerror, which the skeleton
 * does not follow; it is never reached. */
#include <pthread.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long counter;
static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return NULL;
}
static void *monitor(void *arg)
{
    int status;
    (void)arg;
    status = pthread_mutex_trylock(&m);
    if (status != EBUSY) {
        if (status != 0)
            { fprintf(stderr, "%s\n", strerror(status)); abort(); }
        counter = 0;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, monitor, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
