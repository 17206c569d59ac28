/* main allocates a counter and a record of four slots before anything
 * else; the worker writes the record's last slot, and so does main
 * without waiting for it: a race on the record only (main's write of the
 * counter races with nothing). */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

struct record {
    int slot[4];
};

struct pair {
    int *mine;
    struct record *shared;
};

static void *worker(void *arg)
{
    struct pair *p = arg;
    p->shared->slot[3] = 1;
    return NULL;
}

int main(void)
{
    int *mine = malloc(sizeof *mine);
    struct record *shared = calloc(1, sizeof *shared);
    struct pair p = {mine, shared};
    pthread_t t;
    pthread_create(&t, NULL, worker, &p);
    *mine = 2;
    shared->slot[3] = 3;
    pthread_join(t, NULL);
    free(mine);
    free(shared);
    return 0;
}
