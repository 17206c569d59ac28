/* A function called by its alias, defined in another file. */
#include <assert.h>
#include <pthread.h>

int get(int i);
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    total = get(total);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(total == 2);
    return 0;
}
