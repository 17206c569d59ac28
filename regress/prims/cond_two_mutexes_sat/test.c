/* Two threads wait on one condition variable with two mutexes at once
 * (POSIX: undefined; the binding lasts while a wait is in progress). */
#include <pthread.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int x;
void *w1(void *a)
{
    pthread_mutex_lock(&m1);
    pthread_cond_wait(&cv, &m1);
    pthread_mutex_unlock(&m1);
    return a;
}
int main(void)
{
    pthread_t a;
    pthread_create(&a, 0, w1, 0);
    pthread_mutex_lock(&m2);
    pthread_cond_wait(&cv, &m2);
    pthread_mutex_unlock(&m2);
    x = 1;
    return 0;
}
