/* Two workers increment n in an SV-COMP atomic function; the second one
 * to test n sees 2. main returns right after creating them: in pnbmc's
 * run it has not returned yet (the process would end), so the replayed
 * main waits for the witness's end before it returns. */
#include <pthread.h>
extern void reach_error(void);
int n;
void __VERIFIER_atomic_inc(void)
{
    n = n + 1;
}
void *worker(void *arg)
{
    __VERIFIER_atomic_inc();
    if (n == 2)
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    return 0;
}
