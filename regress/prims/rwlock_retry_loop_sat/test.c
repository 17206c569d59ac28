/* Calls checked for failure: a write lock retried until it returns 0 and
 * an init whose failure ends main.  Neither fails in the model, so the
 * retry loop runs once and the sat engine proves deadlock and race
 * freedom.  With FORGET_UNLOCK the first depositor ends holding the lock
 * and the second waits for it forever. */
#include <pthread.h>
pthread_rwlock_t lock;
int balance;
static void write_lock(pthread_rwlock_t *l)
{
    while (pthread_rwlock_wrlock(l) != 0)
        ;
}
void *deposit(void *arg)
{
    (void)arg;
    write_lock(&lock);
    balance += 10;
#ifndef FORGET_UNLOCK
    pthread_rwlock_unlock(&lock);
#endif
    return 0;
}
int main(void)
{
    pthread_t a, b;
    if (pthread_rwlock_init(&lock, 0) != 0)
        return 1;
    pthread_create(&a, 0, deposit, 0);
    pthread_create(&b, 0, deposit, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_rwlock_destroy(&lock);
    return 0;
}
