/* The second thread unlocks an rwlock it never locked (undefined
 * behaviour): the proof must not follow it. */
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int value;

void *holder(void *arg)
{
    (void)arg;
    pthread_rwlock_wrlock(&lock);
    value = 1;
    pthread_rwlock_unlock(&lock);
    return 0;
}

void *stranger(void *arg)
{
    (void)arg;
    pthread_rwlock_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, holder, 0);
    pthread_create(&b, 0, stranger, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
