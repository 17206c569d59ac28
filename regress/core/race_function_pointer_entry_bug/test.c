/* Thread entry points come from a table of function pointers; both
 * handlers write `mode` without synchronisation. */
#include <pthread.h>
#include <stddef.h>

typedef void *(*entry_fn)(void *);

static int mode;
static int fast_calls; /* set_fast only */

static void *set_fast(void *arg)
{
    (void)arg;
    fast_calls++;
    mode = 1;
    return NULL;
}

static void *set_slow(void *arg)
{
    (void)arg;
    mode = 2;
    return NULL;
}

static entry_fn handlers[2] = { set_fast, set_slow };

int main(void)
{
    pthread_t t[2];

    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, handlers[i], NULL);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    return 0;
}
