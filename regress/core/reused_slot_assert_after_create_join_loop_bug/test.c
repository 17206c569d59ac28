/* assert(0) after two rounds of create and join at one site, with
 * threads that do nothing visible: every run fails it.  Before, the
 * witness did not replay (internal error, unknown) and smt said safe. */
#include <assert.h>
#include <pthread.h>

int n = 2;

static void *work(void *arg)
{
    (void)arg;
    return 0;
}

int main(void)
{
    for (int i = 0; i < n; i++) {
        pthread_t t;
        pthread_create(&t, 0, work, 0);
        pthread_join(t, 0);
    }
    assert(0);
    return 0;
}
