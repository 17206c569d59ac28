#include <pthread.h>

pthread_mutex_t m;
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
    *(unsigned *)&m = 0xffffffffu;  /* no mutex state any more */
    while (1) {
        pthread_t t;
        pthread_create(&t, 0, worker, 0);
    }
    return 0;
}
