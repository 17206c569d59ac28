/* Two threads record the address of their copy of a _Thread_local
 * variable: the addresses differ from each other and from main's (with
 * -DSAME the program claims they are equal: core/
 * tls_addresses_equal_per_thread_bug). */
#include <assert.h>
#include <pthread.h>
static _Thread_local int slot;
static int *seen[2];
static void *record(void *arg)
{
    seen[(long)arg] = &slot;
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, record, (void *)0);
    pthread_create(&b, NULL, record, (void *)1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
#ifdef SAME
    assert(seen[0] == seen[1]);
#else
    assert(seen[0] != seen[1] && seen[0] != &slot && seen[1] != &slot);
#endif
    return 0;
}
