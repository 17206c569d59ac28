/* Every thread writes the same global: two of them race.  One thread
 * per site hides it from the explicit engine; the parameterised search
 * sees two threads in the same local state and must not prove it. */
#include <pthread.h>
int shared;
void *worker(void *arg)
{
    shared = 1;
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
