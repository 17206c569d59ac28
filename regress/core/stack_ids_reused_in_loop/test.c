/* A worker polls a flag and calls a helper with an address-taken local
 * array on every iteration: the dead locals' memory is reused, so the
 * state space stays finite and the answer is safe. */
#include <pthread.h>
#include <assert.h>
int stop;
int rounds_seen;
static void fill(int *b) { b[0] = 1; b[1] = b[0] + 1; }
static void step(void)
{
    int buf[2];
    fill(buf);
    assert(buf[1] == 2);
}
void *worker(void *arg)
{
    (void)arg;
    while (!stop)
        step();
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    stop = 1;
    pthread_join(t, 0);
    return 0;
}
