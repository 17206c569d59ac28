/* tmod_counter_any_threads_safe without its lock: a thread that read
 * an old value can overwrite a newer one (three threads suffice), so no
 * proof may hold. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
volatile unsigned value;
void *worker(void *arg)
{
    unsigned v;
    if (value == 0u - 1) {
        return arg;
    }
    v = value;
    value = v + 1;
    if (!(value > v))
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
