/* pthread_equal with ids of threads not yet joined (and with the
 * caller's own id after a join of another) is defined: no unknown. */
#include <assert.h>
#include <pthread.h>

static pthread_t main_id;

static void *worker(void *arg)
{
    assert(!pthread_equal(pthread_self(), main_id));
    return arg;
}

int main(void)
{
    pthread_t a, b;
    main_id = pthread_self();
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    assert(!pthread_equal(a, b) && pthread_equal(a, a));
    pthread_join(a, NULL);
    assert(pthread_equal(pthread_self(), main_id));
    pthread_join(b, NULL);
    return 0;
}
