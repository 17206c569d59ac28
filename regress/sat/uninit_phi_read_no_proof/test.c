/* x is assigned only when the worker's flag was seen set; the assertion
 * reads it on every path.  Where it was not assigned its value is
 * indeterminate (it may well be 7): never "safe". */
#include <assert.h>
#include <pthread.h>

static int flag;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    flag = 1;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    pthread_t t;
    int x;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&lock);
    if (flag)
        x = 5;
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    assert(x != 7);
    return 0;
}
