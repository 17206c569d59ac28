/* A shared entry that whichever thread misses first creates, and the
 * last user frees: its heap block's id follows the allocations, not the
 * thread that made it. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct entry {
    int key, refs;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry *cached;
static int creates;

static struct entry *get(int key)
{
    pthread_mutex_lock(&lock);
    struct entry *e = cached;
    if (!e) {
        e = malloc(sizeof *e);
        e->key = key;
        e->refs = 0;
        cached = e;
        creates++;
    }
    e->refs++;
    pthread_mutex_unlock(&lock);
    return e;
}

static void put(struct entry *e)
{
    pthread_mutex_lock(&lock);
    if (--e->refs == 0) {
        cached = NULL;
        free(e);
    }
    pthread_mutex_unlock(&lock);
}

static void *user(void *arg)
{
    (void)arg;
    struct entry *e = get(7);
    assert(e->key == 7);
    put(e);
    return NULL;
}

int main(void)
{
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, user, NULL);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    assert(creates >= 1 && creates <= 3);
    return 0;
}
