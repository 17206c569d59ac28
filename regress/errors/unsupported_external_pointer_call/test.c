/* The worker hands a pointer to shared memory to an external function
 * whose body is not available: its effect on `table` is unknown. */
#include <pthread.h>
#include <stddef.h>

extern void vendor_fill_table(int *table, int n);

static int table[4];

static void *worker(void *arg)
{
    (void)arg;
    vendor_fill_table(table, 4);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return table[0];
}
