#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;

void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    *(volatile unsigned *)&m = 7;   /* scribbles over the mutex */
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
