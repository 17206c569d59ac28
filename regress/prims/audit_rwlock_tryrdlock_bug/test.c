// Worker writes x holding only a read lock (tryrdlock); main's tryrdlock read can run concurrently: race.
#include <pthread.h>
#include <stddef.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int x;
static void *worker(void *arg)
{
    (void)arg;
    if (pthread_rwlock_tryrdlock(&rw) == 0) {
        x = 1;
        pthread_rwlock_unlock(&rw);
    }
    return NULL;
}
int main(void)
{
    pthread_t t;
    int v = 0;
    pthread_create(&t, NULL, worker, NULL);
    if (pthread_rwlock_tryrdlock(&rw) == 0) {
        v = x;
        pthread_rwlock_unlock(&rw);
    }
    pthread_join(t, NULL);
    return v;
}
