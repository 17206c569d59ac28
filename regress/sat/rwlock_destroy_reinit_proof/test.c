#include <assert.h>
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int x;

void *writer(void *arg)
{
    pthread_rwlock_wrlock(&lock);
    x++;
    pthread_rwlock_unlock(&lock);
    return 0;
}

void *reader(void *arg)
{
    pthread_rwlock_rdlock(&lock);
    int y = x;
    pthread_rwlock_unlock(&lock);
    return (void *)(long)y;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, writer, 0);
    pthread_create(&b, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_rwlock_destroy(&lock);
    pthread_rwlock_init(&lock, 0);
    pthread_rwlock_rdlock(&lock);
    assert(x == 1);
    pthread_rwlock_unlock(&lock);
    pthread_rwlock_destroy(&lock);
    return 0;
}
