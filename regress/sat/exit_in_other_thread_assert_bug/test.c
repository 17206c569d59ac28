/* main fails its assertion while a worker may call exit() first.  The
 * candidate run the skeleton finds (create, then main on the assertion)
 * was taken as ending with the worker "entering a wait" on its exit call
 * (the simulator's exit leaves the thread's position as it was), so the
 * replay ran the exit and refuted the candidate: unknown (data decides)
 * where the other order is a bug. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static void *quitter(void *arg)
{
    (void)arg;
    exit(0);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, quitter, 0);
    assert(0);
    return 0;
}
