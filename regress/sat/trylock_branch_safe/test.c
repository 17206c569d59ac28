#include <pthread.h>
/* Both threads hold a around their update; b is only taken with a
 * trylock, and unlocked only on its success branch (== 0 in one thread,
 * ! in the other): that unlock is the owner's. */
int x, y;
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
void *eq(void *arg)
{
    pthread_mutex_lock(&a);
    if (pthread_mutex_trylock(&b) == 0) {
        y = y + 1;
        pthread_mutex_unlock(&b);
    }
    x = x + 1;
    pthread_mutex_unlock(&a);
    return 0;
}
void *neg(void *arg)
{
    pthread_mutex_lock(&a);
    if (!pthread_mutex_trylock(&b)) {
        y = y - 1;
        pthread_mutex_unlock(&b);
    }
    x = x - 1;
    pthread_mutex_unlock(&a);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, eq, 0);
    pthread_create(&t2, 0, neg, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return x + y;
}
