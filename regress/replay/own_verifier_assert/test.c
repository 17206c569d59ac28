/* The program defines __VERIFIER_assert itself (as many SV-COMP tasks
 * do): pnbmc follows its body, so the witness ends at the
 * __VERIFIER_error call inside it, and so does the replay. */
#include <pthread.h>
extern void __VERIFIER_error(void) __attribute__((__noreturn__));
void __VERIFIER_assert(int cond)
{
    if (!(cond)) {
        __VERIFIER_error();
    }
}
int counter;
void *worker(void *arg)
{
    counter = counter + 1;
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    __VERIFIER_assert(counter == 2);
    return 0;
}
