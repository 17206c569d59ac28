/* Safety depends on every possible int: the comparisons with constants
 * give an exhaustive domain, so the verdict is safe, not bounded-safe. */
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
int level;
void *worker(void *arg)
{
    (void)arg;
    int req = __VERIFIER_nondet_int();
    if (req > 1000 || req < -1000)
        return 0;
    if (req > 1000)
        reach_error();
    level = 1;
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
