/* Bounded work queue with a condition variable. The consumer checks the
 * predicate with `if` after releasing and re-taking the lock, and the
 * producer signals only when it sets `ready` outside the lock: lost
 * wake-up -> consumer may block forever (deadlock). */
#include <pthread.h>
#include <stdio.h>

#define NITEMS 10

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int items[NITEMS];
static int nitems;
static int done;

static void *producer(void *arg)
{
    (void)arg;
    for (int i = 0; i < NITEMS; i++) {
        pthread_mutex_lock(&m);
        items[nitems] = i * 3;
        nitems++;
        pthread_mutex_unlock(&m);
    }
    pthread_mutex_lock(&m);
    done = 1;
    pthread_mutex_unlock(&m);
    /* BUG: the signal is not tied to the consumer's check; if the
     * consumer checks `done` before the store and waits after this
     * signal, the wake-up is lost. */
    pthread_cond_signal(&cv);
    return NULL;
}

static void *consumer(void *arg)
{
    (void)arg;
    int d;
    pthread_mutex_lock(&m);
    d = done;
    pthread_mutex_unlock(&m);
    if (!d) {
        pthread_mutex_lock(&m);
        /* BUG: waits without re-checking `done` under the lock. */
        pthread_cond_wait(&cv, &m);
        pthread_mutex_unlock(&m);
    }
    long s = 0;
    pthread_mutex_lock(&m);
    for (int i = 0; i < nitems; i++)
        s += items[i];
    pthread_mutex_unlock(&m);
    printf("sum=%ld\n", s);
    return NULL;
}

int main(void)
{
    pthread_t p, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    return 0;
}
