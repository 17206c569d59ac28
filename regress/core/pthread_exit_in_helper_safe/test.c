/* The worker leaves through pthread_exit() called in a helper; the code
 * after the call is unreachable.  main gets the exit value via join. */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

extern void reach_error(void);

static int progress;

static void finish(int code)
{
    pthread_exit((void *)(intptr_t)code);
}

static void *worker(void *arg)
{
    (void)arg;
    progress = 1;
    finish(7);
    progress = 2; /* never executed */
    reach_error();
    return NULL;
}

int main(void)
{
    pthread_t t;
    void *ret = NULL;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, &ret);
    if ((intptr_t)ret != 7)
        reach_error();
    if (progress != 1)
        reach_error();
    return 0;
}
