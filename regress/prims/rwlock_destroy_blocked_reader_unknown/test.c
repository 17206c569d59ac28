#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;

void *reader(void *arg)
{
    pthread_rwlock_rdlock(&lock);
    pthread_rwlock_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_rwlock_wrlock(&lock);
    pthread_create(&t, 0, reader, 0);
    pthread_rwlock_unlock(&lock);
    pthread_rwlock_destroy(&lock);      /* the reader may wait on it */
    return 0;
}
