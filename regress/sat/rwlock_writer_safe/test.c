/* Writers take the write lock, readers the read lock: a reader never
 * overlaps a writer, and readers only read. */
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int value;

void *writer(void *arg)
{
    (void)arg;
    pthread_rwlock_wrlock(&lock);
    value = value + 1;
    pthread_rwlock_unlock(&lock);
    return 0;
}

void *reader(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&lock);
    long seen = value;
    pthread_rwlock_unlock(&lock);
    return (void *)seen;
}

int main(void)
{
    pthread_t w1, w2, r1, r2;
    pthread_create(&w1, 0, writer, 0);
    pthread_create(&r1, 0, reader, 0);
    pthread_create(&w2, 0, writer, 0);
    pthread_create(&r2, 0, reader, 0);
    pthread_join(w1, 0);
    pthread_join(r1, 0);
    pthread_join(w2, 0);
    pthread_join(r2, 0);
    return value == 2 ? 0 : 1;
}
