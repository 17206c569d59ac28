/* The check and the set of the flag are two steps: two of the
 * unboundedly many threads can both get in.  With one thread per site
 * the explicit engine cannot see it, and the parameterised search must
 * not prove the program safe either (its depth-first search may follow
 * `inside` growing without end and stop at its time limit). */
#include <pthread.h>
extern void reach_error(void);
int flag;
int inside;
void *worker(void *arg)
{
    if (flag == 0) {
        flag = 1;
        __VERIFIER_atomic_begin();
        inside = inside + 1;
        __VERIFIER_atomic_end();
        if (inside > 1)
            reach_error();
        __VERIFIER_atomic_begin();
        inside = inside - 1;
        __VERIFIER_atomic_end();
        flag = 0;
    }
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
