// Both threads write their half before the barrier; after it main
// expects a sum the halves do not make.
#include <assert.h>
#include <pthread.h>

static pthread_barrier_t phase;
static int left, right;

static void *fill_right(void *arg)
{
    (void)arg;
    right = 20;
    pthread_barrier_wait(&phase);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_barrier_init(&phase, NULL, 2);
    pthread_create(&t, NULL, fill_right, NULL);
    left = 10;
    pthread_barrier_wait(&phase);
    assert(left + right == 31);
    pthread_join(t, NULL);
    return 0;
}
