#include <pthread.h>
#include <stdio.h>

/* printf may be a cancellation point (glibc's is when the line reaches
 * a terminal): the worker may end there holding the mutex. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    printf("working\n");
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, NULL);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
