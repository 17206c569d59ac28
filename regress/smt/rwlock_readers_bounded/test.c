/* Readers share the lock, the writer excludes them: no race, no
 * deadlock within the bound. */
#include <pthread.h>
pthread_rwlock_t rw;
int data;
void *reader(void *arg)
{
    pthread_rwlock_rdlock(&rw);
    int v = data;
    pthread_rwlock_unlock(&rw);
    return (void *)(long)v;
}
int main(void)
{
    pthread_t t;
    pthread_rwlock_init(&rw, 0);
    pthread_create(&t, 0, reader, 0);
    pthread_rwlock_wrlock(&rw);
    data = 1;
    pthread_rwlock_unlock(&rw);
    pthread_join(t, 0);
    return 0;
}
