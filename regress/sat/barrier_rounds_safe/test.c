/* Three threads work in two rounds separated by a barrier of count 3:
 * each writes its own cell in round one and reads its neighbour's in
 * round two.  The barrier's per-slot arrival and release places keep
 * round two after every write of round one. */
#include <pthread.h>

pthread_barrier_t round_end;
int cell0, cell1, cell2;
int seen0, seen1, seen2;

void *first(void *arg)
{
    (void)arg;
    cell1 = 2;
    pthread_barrier_wait(&round_end);
    seen1 = cell2;
    return 0;
}

void *second(void *arg)
{
    (void)arg;
    cell2 = 3;
    pthread_barrier_wait(&round_end);
    seen2 = cell0;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_barrier_init(&round_end, 0, 3);
    pthread_create(&a, 0, first, 0);
    pthread_create(&b, 0, second, 0);
    cell0 = 1;
    pthread_barrier_wait(&round_end);
    seen0 = cell1;
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_barrier_destroy(&round_end);
    return seen0 + seen1 + seen2 == 6 ? 0 : 1;
}
