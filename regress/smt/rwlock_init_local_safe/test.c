/* A reader-writer lock local to main, set by pthread_rwlock_init before
 * the reader starts: the encoding's init writes both words, so later
 * operations read written bytes, and the value is always accessed under
 * the lock: no race. */
#include <pthread.h>

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
    struct shared s;
    pthread_rwlock_init(&s.lock, NULL);
    s.value = 0;
    pthread_t t;
    pthread_create(&t, NULL, reader, &s);
    pthread_rwlock_wrlock(&s.lock);
    s.value = 1;
    pthread_rwlock_unlock(&s.lock);
    pthread_join(t, NULL);
    pthread_rwlock_destroy(&s.lock);
    return 0;
}
