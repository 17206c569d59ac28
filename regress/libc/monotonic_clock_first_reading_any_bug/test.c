/* CLOCK_MONOTONIC counts from boot: its first reading in a program is
 * not 0 (the model started its counter at 0 and reported assert: safe). */
#include <assert.h>
#include <time.h>
int main(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    assert(ts.tv_sec == 0);
    return 0;
}
