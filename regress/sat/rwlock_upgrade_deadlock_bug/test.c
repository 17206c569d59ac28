#include <pthread.h>
/* The worker tries to upgrade its read lock to a write lock: the write
 * lock waits for its own read lock to go, forever. */
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
void *worker(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&rw);
    if (value == 0) {
        pthread_rwlock_wrlock(&rw);
        value = 1;
        pthread_rwlock_unlock(&rw);
    }
    pthread_rwlock_unlock(&rw);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return value;
}
