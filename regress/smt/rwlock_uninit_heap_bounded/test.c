/* A reader-writer lock in a malloc'd object that no rwlock_init (and no
 * initialiser) ever set: its bytes are indeterminate (undefined
 * behaviour); the engines read them as 0 (unlocked) and bound the
 * verdict. */
#include <pthread.h>
#include <stdlib.h>

struct shared {
    pthread_rwlock_t lock;
    int value;
};

static void *reader(void *arg)
{
    struct shared *s = arg;
    pthread_rwlock_rdlock(&s->lock);
    int v = s->value;
    pthread_rwlock_unlock(&s->lock);
    return (void *)(long)v;
}

int main(void)
{
    struct shared *s = malloc(sizeof *s);
    if (!s)
        return 1;
    s->value = 0;
    pthread_t t;
    pthread_create(&t, NULL, reader, s);
    pthread_rwlock_wrlock(&s->lock);
    s->value = 1;
    pthread_rwlock_unlock(&s->lock);
    pthread_join(t, NULL);
    free(s);
    return 0;
}
