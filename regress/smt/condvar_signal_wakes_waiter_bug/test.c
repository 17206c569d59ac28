// the error needs the waiter to block and then be woken by the signal
#include <pthread.h>
extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *signaller(void *a)
{
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    int waited = 0;
    pthread_create(&t, 0, signaller, 0);
    pthread_mutex_lock(&m);
    while (!ready) {
        pthread_cond_wait(&c, &m);
        waited = 1;
    }
    pthread_mutex_unlock(&m);
    if (waited)
        reach_error();
    return 0;
}
