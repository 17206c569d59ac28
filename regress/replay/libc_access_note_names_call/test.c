/* T1's strlen runs in pnbmc's model of the C library, whose reads of buf
 * are witness steps (T2 writes buf too, past the terminator).  The real
 * program runs the real strlen, which replay neither sees nor orders, so
 * the replay says so (here the assertion fails however they interleave,
 * and the replay reproduces it).  pnbmc 55 said nothing about them. */
#include <assert.h>
#include <pthread.h>
#include <string.h>

char buf[8] = "ab";
size_t len;

static void *measure(void *arg)
{
    (void)arg;
    len = strlen(buf);
    return 0;
}

static void *scribble(void *arg)
{
    (void)arg;
    buf[6] = 'z';
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, measure, 0);
    pthread_create(&b, 0, scribble, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(len == 3);
    return 0;
}
