/* Three threads format into a local struct with snprintf, then append it
 * to a shared array under a mutex; main sorts the array with qsort.
 * The locals stay in their threads (points-to: pta_mark_private), so the
 * library model's steps on them are private: no interleavings of their
 * own.  Before, each of snprintf's stores was a step (3771454 states on
 * a version with an array of 4); now a few thousand. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int id;
    char name[12];
    double w;
} item;

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static item items[3];
static int n;

static int by_weight(const void *a, const void *b)
{
    const item *x = a, *y = b;
    return (x->w > y->w) - (x->w < y->w);
}

static void *worker(void *arg)
{
    int id = (int)(long)arg;
    item it = {0};
    it.id = id;
    snprintf(it.name, sizeof it.name, "w%d", id);
    it.w = 1.5 * (3 - id);
    pthread_mutex_lock(&m);
    items[n++] = it;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    qsort(items, (size_t)n, sizeof(item), by_weight);
#ifdef MUTANT
    assert(strcmp(items[0].name, "w0") == 0);
#else
    assert(items[0].id == 2 && strcmp(items[2].name, "w0") == 0);
#endif
    assert(items[1].w == 3.0);
    return 0;
}
