// main's locals live at the same addresses in every run: the balance the
// worker gets through its argument is main's own, so the deposit shows in
// main after the join and breaks the limit.
#include <pthread.h>
extern void reach_error(void);

static void *deposit(void *arg)
{
    int *balance = arg;
    *balance = *balance + 50;
    return 0;
}

int main(void)
{
    int limit = 120;
    int mine = 100;
    pthread_t worker;
    pthread_create(&worker, 0, deposit, &mine);
    pthread_join(worker, 0);
    if (mine > limit)
        reach_error();
    return 0;
}
