/* Classic mistake: one argument struct is reused for every thread.  main
 * overwrites arg.id for the second thread while the first may not have
 * read it yet: a race on arg.id, and both threads can see id 1, so slot 0
 * is never filled. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

struct arg {
    int id;
};

static int done[2];

static void *worker(void *p)
{
    const struct arg *a = p;
    int id = a->id;
    done[id] = 1;
    return NULL;
}

int main(void)
{
    struct arg arg;
    pthread_t t[2];

    for (int i = 0; i < 2; i++) {
        arg.id = i;
        pthread_create(&t[i], NULL, worker, &arg);
    }
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    if (done[0] != 1)
        reach_error();
    return 0;
}
