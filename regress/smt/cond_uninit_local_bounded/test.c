/* A condition variable local to main that no pthread_cond_init set:
 * waiting on it or signalling it is undefined behaviour; the engines take
 * its bytes as "no waiter" and never answer "safe". */
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int ready;

struct ctx {
    pthread_cond_t cv;
};

static void *producer(void *arg)
{
    struct ctx *c = arg;
    pthread_mutex_lock(&lock);
    ready = 1;
    pthread_cond_signal(&c->cv);
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    struct ctx c;
    pthread_t t;
    pthread_create(&t, NULL, producer, &c);
    pthread_mutex_lock(&lock);
    while (!ready)
        pthread_cond_wait(&c.cv, &lock);
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    return 0;
}
