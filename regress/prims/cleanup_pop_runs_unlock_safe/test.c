#include <pthread.h>
#include <stdio.h>

/* pthread_cleanup_pop(1) runs the handler: the mutex is free again. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void unlock_it(void *p) { pthread_mutex_unlock(p); }

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cleanup_push(unlock_it, &m);
    counter++;
    pthread_cleanup_pop(1);
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    pthread_mutex_lock(&m);
    printf("%d\n", counter);
    pthread_mutex_unlock(&m);
    return 0;
}
