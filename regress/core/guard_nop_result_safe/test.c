/* The guard on n comes after calls whose result the program tests
 * (pthread_attr_init, printf): such no-effect calls give 0 in the model,
 * so the region evaluator steps over them and derives the domain 1..9
 * (the product keeps the uses of n alone from giving it).
 * Every value of the domain is tried: the answer is safe, not
 * bounded-safe. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void)
{
    pthread_attr_t attr;
    int n = __VERIFIER_nondet_int();
    if (n > 9)
        return 0;
    printf("n = %d\n", n);
    if (pthread_attr_init(&attr))
        exit(1);
    if (!(n > 0))
        abort();
    if (n * n > 81)
        reach_error();
    return 0;
}
