#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int table;

void *writer(void *arg)
{
    pthread_rwlock_wrlock(&lock);
    table++;
    pthread_rwlock_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    *(volatile unsigned *)&lock = 9;    /* scribbles over the rwlock */
    pthread_create(&t, 0, writer, 0);
    pthread_join(t, 0);
    return 0;
}
