/* As clock_variants_codes_safe, asserting that sem_clockwait succeeds:
 * it may time out (-1, errno ETIMEDOUT) before the post */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <errno.h>
#include <assert.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
sem_t s;
int ready;
void *other(void *a)
{
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    pthread_rwlock_rdlock(&rw);
    pthread_rwlock_unlock(&rw);
    sem_post(&s);
    return a;
}
int main(void)
{
    struct timespec ts = {0, 0};
    pthread_t t;
    sem_init(&s, 0, 0);
    pthread_create(&t, 0, other, 0);
    int r1 = pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &ts);
    assert(r1 == 0 || r1 == ETIMEDOUT);
    if (r1 == 0) {
        int r2 = 0;
        while (!ready && r2 == 0)
            r2 = pthread_cond_clockwait(&cv, &m, CLOCK_MONOTONIC, &ts);
        assert(ready || r2 == ETIMEDOUT);
        pthread_mutex_unlock(&m);
    }
    int r3 = pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &ts);
    assert(r3 == 0 || r3 == ETIMEDOUT);
    if (r3 == 0)
        pthread_rwlock_unlock(&rw);
    int r4 = sem_clockwait(&s, CLOCK_MONOTONIC, &ts);
    assert(r4 == 0 || (r4 == -1 && errno == ETIMEDOUT));
    assert(r4 == 0);
    pthread_join(t, 0);
    return 0;
}
