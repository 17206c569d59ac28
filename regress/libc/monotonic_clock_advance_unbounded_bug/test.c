/* Any time may pass between two CLOCK_MONOTONIC readings (here a sleep
 * of 2 s): the model let each reading advance by less than 1 s and
 * answered bounded-safe. */
#include <assert.h>
#include <time.h>
#include <unistd.h>
int main(void)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    sleep(2);
    clock_gettime(CLOCK_MONOTONIC, &b);
    assert(b.tv_sec - a.tv_sec < 2);
    return 0;
}
