/* memcpy from one shared array into another while a thread writes the
 * source: the copy reads line while filler writes it, a data race.  The
 * step of a memcpy was one access (the write of its destination when
 * that is shared), so this read went unseen and the answer was safe. */
#include <pthread.h>
#include <string.h>

static char line[16];
static char out[16];

static void *filler(void *arg)
{
    (void)arg;
    line[0] = 'r';
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, filler, 0);
    memcpy(out, line, 6);
    pthread_join(t, 0);
    return out[0];
}
