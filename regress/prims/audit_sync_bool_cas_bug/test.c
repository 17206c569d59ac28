// main's __sync_bool_compare_and_swap expects 1, so both threads can win and write data: race.
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
    if (__sync_bool_compare_and_swap(&claimed, 1, 2))
        data = 2;
    pthread_join(t, NULL);
    return 0;
}
