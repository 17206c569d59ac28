#include <pthread.h>

/* A handler popped with execute 1 writes x without the lock main uses. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void bump(void *p) { (void)p; x = 1; }

static void *worker(void *arg)
{
    pthread_cleanup_push(bump, arg);
    pthread_cleanup_pop(1);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    x = 2;
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
