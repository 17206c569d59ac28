// The worker gets the address of one element of main's local array (a
// GEP of main's alloca, the same numeral in every run) and fills it; main
// then finds the element it expected to stay 0 set.
#include <pthread.h>
extern void reach_error(void);

static void *fill(void *arg)
{
    int *slot = arg;
    *slot = 7;
    return 0;
}

int main(void)
{
    int pair[2] = {0, 0};
    pthread_t worker;
    pthread_create(&worker, 0, fill, &pair[1]);
    pthread_join(worker, 0);
    if (pair[1] != 0)
        reach_error();
    return 0;
}
