#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int ready;

void *consumer(void *arg)
{
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&changed, &m);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t c;
    pthread_cond_destroy(&changed);
    pthread_cond_init(&changed, 0);
    pthread_create(&c, 0, consumer, 0);
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&m);
    pthread_join(c, 0);
    pthread_cond_destroy(&changed);
    return 0;
}
