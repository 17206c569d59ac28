#include <pthread.h>
/* Two readers and a writer on one rwlock: the writer waits while a
 * reader holds it, and a reader while the writer does; everyone gets it
 * in the end. */
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int config, seen;
void *reader(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&rw);
    int v = config;
    pthread_rwlock_unlock(&rw);
    return v ? &seen : 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, reader, 0);
    pthread_create(&b, 0, reader, 0);
    pthread_rwlock_wrlock(&rw);
    config = 1;
    pthread_rwlock_unlock(&rw);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
