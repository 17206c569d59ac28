/* The worker leaves the address of its local in a global and ends; main
 * joins it and reads through the pointer: the worker's frame is dead
 * (undefined behaviour), which no engine may call safe. */
#include <pthread.h>
#include <assert.h>

static int *left;

static void *worker(void *arg)
{
    int value = arg != 0;
    left = &value;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(*left == 0);
    return 0;
}
