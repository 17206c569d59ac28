/* A helper leaves the address of its local in a global and returns: the
 * worker reads through the dangling pointer after the frame died
 * (undefined behaviour), which no engine may call safe. */
#include <pthread.h>
#include <assert.h>

static int *shared;

static void publish(void)
{
    int value = 7;
    shared = &value;
}

static void *worker(void *arg)
{
    (void)arg;
    publish();
    assert(*shared == 7);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
