/* Two producers write the same slot ring.buf[3] of a ring buffer. */
#include <pthread.h>
#include <stddef.h>

struct ring {
    unsigned head;
    short buf[8];
    unsigned tail;
};

static struct ring ring;

static void *producer(void *arg)
{
    ring.buf[3] = (short)(size_t)arg;
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, producer, (void *)1);
    pthread_create(&b, NULL, producer, (void *)2);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
