/* T2 takes b then a only if it sees T1's flag: its path depends on
 * shared data, so the lock-order proof must not apply; the search finds
 * the deadlock. */
#include <pthread.h>
pthread_mutex_t a, b;
int flag;
void *t1(void *arg)
{
    pthread_mutex_lock(&a);
    flag = 1;
    pthread_mutex_lock(&b);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return 0;
}
void *t2(void *arg)
{
    if (flag) {
        pthread_mutex_lock(&b);
        pthread_mutex_lock(&a);
        pthread_mutex_unlock(&a);
        pthread_mutex_unlock(&b);
    }
    return 0;
}
int main(void)
{
    pthread_t x, y;
    pthread_create(&x, 0, t1, 0);
    pthread_create(&y, 0, t2, 0);
    pthread_join(x, 0);
    pthread_join(y, 0);
    return 0;
}
