/* A race on an array: which element a search meets first depends on the
 * engine and on the order of thread creation (buf[3] explicit, buf[2]
 * sat, buf[0] with the creations swapped), so the id names no element.
 * The baseline, written by an earlier pnbmc, says buf[3]. */
#include <pthread.h>

int buf[4];

static void *writer(void *arg)
{
    for (int i = 0; i < 4; i++)
        buf[i] = i;
    return arg;
}

static void *reader(void *arg)
{
    int s = 0;
    for (int i = 3; i >= 0; i--)
        s += buf[i];
    return (void *)(long)s;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&b, 0, reader, 0);
    pthread_create(&a, 0, writer, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
