/* The same writes as self_race_not_proved, inside atomic sections:
 * no race with any number of threads. */
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int shared;
void *worker(void *arg)
{
    __VERIFIER_atomic_begin();
    shared = shared + 1 > 3 ? 0 : shared + 1;
    __VERIFIER_atomic_end();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
