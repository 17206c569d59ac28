#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int ready;

void *producer(void *arg)
{
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    pthread_cond_destroy(&changed);     /* the producer may still signal */
    pthread_join(t, 0);
    return 0;
}
