/* The guard is a defined function that aborts (SV-COMP's
 * assume_abort_if_not): n is one of 1..4 in every run that goes on, all
 * four are tried, so the answer is safe, not bounded-safe. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static void assume_abort_if_not(int cond)
{
    if (!cond)
        abort();
}

int main(void)
{
    int n = __VERIFIER_nondet_int();
    assume_abort_if_not(n > 0);
    assume_abort_if_not(n <= 4);
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += 2;
    if (sum > 8)
        reach_error();
    return 0;
}
