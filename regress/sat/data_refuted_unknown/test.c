#include <pthread.h>
extern void reach_error(void);
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *w(void *a)
{
    pthread_mutex_lock(&m);
    x = x + 2;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    pthread_mutex_lock(&m);
    if (x == 1)
        reach_error();
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
