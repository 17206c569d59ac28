/* The workers pass a lock in a helper, then update the total outside it:
 * a race after the helper returns.  The smt encoding missed it when a
 * return site was taken for the entry's (see
 * call_at_first_instruction_assert_bug). */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
static void enter(void)
{
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
}
void *worker(void *arg)
{
    (void)arg;
    enter();
    total += 1;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
