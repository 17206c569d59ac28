/* main passes the address of its local `status` to the worker and polls it
 * before joining: the local has escaped, so this is a race. */
#include <pthread.h>
#include <stddef.h>

static void *worker(void *arg)
{
    int *status = arg;
    *status = 1;
    return NULL;
}

int main(void)
{
    pthread_t t;
    int status = 0;
    int early = 0;

    pthread_create(&t, NULL, worker, &status);
    if (status == 1) /* BUG: read while the worker may write */
        early = 1;
    pthread_join(t, NULL);
    return early;
}
