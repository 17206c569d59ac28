#include <pthread.h>
#include <stdio.h>

/* The handler pthread_exit runs increments x once under the lock and
 * once without it: the second races main's locked increment. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void on_exit_handler(void *p)
{
    (void)p;
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    x++;
}

static void *worker(void *arg)
{
    pthread_cleanup_push(on_exit_handler, arg);
    pthread_exit(NULL);
    pthread_cleanup_pop(0);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    printf("%d\n", x);
    return 0;
}
