/* a -> b in one thread, b -> a in the other, but both under the gate g:
 * the lock order has a cycle, so the proof does not apply, and the
 * search shows that no deadlock is reachable. */
#include <pthread.h>
pthread_mutex_t g, a, b;
void *one(void *arg)
{
    pthread_mutex_lock(&g);
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&g);
    return 0;
}
void *two(void *arg)
{
    pthread_mutex_lock(&g);
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&g);
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
