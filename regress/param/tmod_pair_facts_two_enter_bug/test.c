/* tmod_pair_facts_safe with room for two threads in the loop: the
 * second one's count falls behind the total (two threads; the loop is
 * bounded so that the exhaustive search ends). */
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
    if (tickets <= 2) {
        for (int k = 0; k < 2; k++) {
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
