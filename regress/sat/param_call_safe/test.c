#include <pthread.h>
/* A helper updates the counter it is given; every call passes a global's
 * address (two different ones) and holds the mutex. */
int a, b;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void bump(int *p, int by) { *p = *p + by; }
void *left(void *arg)
{
    pthread_mutex_lock(&m);
    bump(&a, 1);
    pthread_mutex_unlock(&m);
    return 0;
}
void *right(void *arg)
{
    pthread_mutex_lock(&m);
    bump(&b, 2);
    bump(&a, 3);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, left, 0);
    pthread_create(&t2, 0, right, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return a + b;
}
