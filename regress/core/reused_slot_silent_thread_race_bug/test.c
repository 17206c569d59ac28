/* The first thread of the loop ends without a visible step (its argument
 * is 0); the second one, in the same slot, races with main.  The
 * witness's net replay did not take the first thread through its slot's
 * end, so the slot's reuse was not enabled: an internal error, and the
 * race was lost as unknown. */
#include <pthread.h>

int x;
int n = 2;

static void *work(void *arg)
{
    if (arg)
        x = 1;
    return 0;
}

int main(void)
{
    for (long i = 0; i < n; i++) {
        pthread_t t;
        pthread_create(&t, 0, work, (void *)i);
        if (i)
            x = 2;
        pthread_join(t, 0);
    }
    return 0;
}
