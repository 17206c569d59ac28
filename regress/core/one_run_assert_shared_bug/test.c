/* Two workers increment a shared counter without a lock, and main
 * asserts that both increments arrived.  The one run (workers one after
 * the other) meets the assertion, but its condition is read from shared
 * memory, so the run proves nothing: the search finds the lost update. */
#include <assert.h>
#include <pthread.h>
int counter;
void *worker(void *arg)
{
    counter = counter + 1;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(counter == 2);
    return 0;
}
