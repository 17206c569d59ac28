/* The classic explicit-joinable pattern: the attribute object says
 * PTHREAD_CREATE_JOINABLE, so the joins are valid. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int sum;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    sum += 1;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_attr_t attr;
    pthread_t t1, t2;
    int state = -1;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_JOINABLE);
    pthread_attr_getdetachstate(&attr, &state);
    assert(state == PTHREAD_CREATE_JOINABLE);
    pthread_create(&t1, &attr, worker, 0);
    pthread_create(&t2, &attr, worker, 0);
    pthread_attr_destroy(&attr);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    assert(sum == 2);
    return 0;
}
