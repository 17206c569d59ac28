/* Readers share the lock: its mask of reader ids names threads, which
 * an omega record (any number of readers at once) cannot fill in, so
 * the parameterised engine gives up and the thread bound stays. */
#include <pthread.h>
extern void reach_error(void);
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int value;
void *reader(void *arg)
{
    pthread_rwlock_rdlock(&l);
    if (value > 1)
        reach_error();
    pthread_rwlock_unlock(&l);
    return arg;
}
void *writer(void *arg)
{
    pthread_rwlock_wrlock(&l);
    value = 1;
    pthread_rwlock_unlock(&l);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    while (1)
        pthread_create(&t, 0, reader, 0);
}
