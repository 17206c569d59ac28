#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int table;

void *reader(void *arg)
{
    pthread_rwlock_rdlock(&lock);
    int v = table;
    pthread_rwlock_unlock(&lock);
    return (void *)(long)v;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    pthread_rwlock_destroy(&lock);      /* the reader may hold it */
    pthread_join(t, 0);
    return 0;
}
