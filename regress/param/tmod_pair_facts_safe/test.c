/* Only the first thread to bump the ticket counter (seeing 1) enters the
 * loop, so the shared total always equals its own count.  The proof
 * needs facts per pair of threads ("the counter is at least 2 once two
 * threads have bumped it"), "counter 1 implies total still 0" and
 * "a value and its successor": the second, richer try. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
unsigned tickets, total;
void __VERIFIER_atomic_take(void)
{
    if (tickets == 0u - 1)
        abort();
    tickets = tickets + 1;
}
void *worker(void *arg)
{
    unsigned mine = 0;
    __VERIFIER_atomic_take();
    if (tickets == 1) {
        for (;;) {
            total = total + 1;
            mine = mine + 1;
            if (total != mine)
                reach_error();
        }
    }
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
