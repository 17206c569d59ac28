#include <pthread.h>
/* The same helper, called twice per thread, but the second thread takes
 * the locks in the other order: a lock-order deadlock. */
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int x, y;
static void both(pthread_mutex_t *first, pthread_mutex_t *second)
{
    pthread_mutex_lock(first);
    pthread_mutex_lock(second);
    x = x + 1;
    pthread_mutex_unlock(second);
    pthread_mutex_unlock(first);
}
void *forward(void *arg)
{
    (void)arg;
    both(&a, &b);
    both(&a, &b);
    return 0;
}
void *backward(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    y = y + 1;
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, forward, 0);
    pthread_create(&t2, 0, backward, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return x + y;
}
