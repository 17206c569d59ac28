/* One condition variable, two mutexes, two waiters at once (POSIX:
 * undefined). */
#include <pthread.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready1, ready2;
void *w1(void *a)
{
    pthread_mutex_lock(&m1);
    while (!ready1)
        pthread_cond_wait(&cv, &m1);
    pthread_mutex_unlock(&m1);
    return a;
}
void *w2(void *a)
{
    pthread_mutex_lock(&m2);
    while (!ready2)
        pthread_cond_wait(&cv, &m2);
    pthread_mutex_unlock(&m2);
    return a;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, w1, 0);
    pthread_create(&b, 0, w2, 0);
    pthread_mutex_lock(&m1);
    ready1 = 1;
    pthread_mutex_unlock(&m1);
    pthread_mutex_lock(&m2);
    ready2 = 1;
    pthread_mutex_unlock(&m2);
    pthread_cond_broadcast(&cv);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
