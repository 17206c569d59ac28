/* T1 recurses past --depth 5 and stops there (a bound); T2's assertion
 * fails on its own.  The witness used to call the bound an uninitialised
 * value (note and JSON "uninitialised"). */
#include <pthread.h>
#include <assert.h>
int rec(int n) { if (n == 0) return 0; return 1 + rec(n - 1); }
void *deep(void *a) { rec(20); return 0; }
void *other(void *a) { assert(0); return 0; }
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, deep, 0);
    pthread_create(&t2, 0, other, 0);
    return 0;
}
