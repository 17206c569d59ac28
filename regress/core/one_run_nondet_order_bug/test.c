/* The second thread picks its lock order from a nondet value: a choice
 * no single run can stand for, so the proof does not apply and the
 * search finds the order that deadlocks. */
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t a, b;
void *one(void *arg)
{
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return 0;
}
void *two(void *arg)
{
    pthread_mutex_t *first = &a, *second = &b;
    if (__VERIFIER_nondet_int()) {
        first = &b;
        second = &a;
    }
    pthread_mutex_lock(first);
    pthread_mutex_lock(second);
    pthread_mutex_unlock(second);
    pthread_mutex_unlock(first);
    return 0;
}
int main(void)
{
    pthread_t x, y;
    pthread_create(&x, 0, one, 0);
    pthread_create(&y, 0, two, 0);
    pthread_join(x, 0);
    pthread_join(y, 0);
    return 0;
}
