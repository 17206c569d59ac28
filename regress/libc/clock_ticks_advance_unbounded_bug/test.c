/* clock() counts the processor time used so far: a busy thread may use
 * more than a second of it between two calls (the model allowed less
 * than 10^6 ticks per call). */
#include <assert.h>
#include <time.h>
int main(void)
{
    clock_t a = clock();
    clock_t b = clock();
    assert(b >= a);
    assert(b - a < CLOCKS_PER_SEC);
    return 0;
}
