/* The nondet value is only compared with constants: pnbmc derives the
 * exhaustive domain {12345, 12346, 0, INT_MIN} and finds the bug that the
 * default domain 0,1,2,-1 would miss. */
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
int main(void)
{
    int key = __VERIFIER_nondet_int();
    if (key == 12345)
        reach_error();
    return 0;
}
