// __sync_bool_compare_and_swap claims a flag: only the winner writes data, so no race.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
static int claimed;
static int data;
static void *worker(void *arg)
{
    (void)arg;
    if (__sync_bool_compare_and_swap(&claimed, 0, 1))
        data = 1;
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    if (__sync_bool_compare_and_swap(&claimed, 0, 2))
        data = 2;
    pthread_join(t, NULL);
    assert(data == claimed);
    return 0;
}
