/* Partial-order reduction must not treat the reader's loads of g1 and g2
 * as independent: g1 is written through a pointer argument, g2 by a
 * function called through a pointer held in a global.  The error needs
 * both writes to fall between the reader's two loads of each global. */
#include <pthread.h>

extern void reach_error(void);

int g1, g2;

static void set_g2(void)
{
    g2 = 1;
}

void (*volatile setter)(void) = set_g2;

static void *writer1(void *arg)
{
    int *q = arg;
    *q = 1;
    return NULL;
}

static void *writer2(void *arg)
{
    (void)arg;
    setter();
    return NULL;
}

static void *reader(void *arg)
{
    (void)arg;
    int a1 = g1;
    int a2 = g2;
    int b1 = g1;
    int b2 = g2;
    if (a1 != b1 && a2 != b2)
        reach_error();
    return NULL;
}

int main(void)
{
    pthread_t r, w1, w2;
    pthread_create(&r, NULL, reader, NULL);
    pthread_create(&w1, NULL, writer1, &g1);
    pthread_create(&w2, NULL, writer2, NULL);
    pthread_join(r, NULL);
    pthread_join(w1, NULL);
    pthread_join(w2, NULL);
    return 0;
}
