#include <assert.h>
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
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_join(a, 0);
    pthread_mutex_destroy(&m);
    pthread_mutex_init(&m, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_mutex_lock(&m);
    if (x)
        x++;
    pthread_mutex_unlock(&m);
    pthread_join(b, 0);
    assert(x == 3);
    pthread_mutex_destroy(&m);
    return 0;
}
