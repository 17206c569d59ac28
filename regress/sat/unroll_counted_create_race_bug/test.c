/* Three workers from a counted loop, each writing its own cell and the first one (BUG): the
 * loop becomes three create sites (one copy per round, --unroll), each
 * with a constant cell, and the sat engine finds the race on cell 0. */
#include <pthread.h>
static pthread_t tid[3];
static int out[3];
static void *worker(void *arg)
{
    int *cell = arg;
    *cell = *cell + 1;
    out[0] = 1; /* BUG: every worker writes cell 0 */
    return 0;
}
int main(void)
{
    for (int i = 0; i < 3; i++)
        pthread_create(&tid[i], 0, worker, &out[i]);
    for (int i = 0; i < 3; i++)
        pthread_join(tid[i], 0);
    return out[0] + out[1] + out[2] == 3 ? 0 : 1;
}
