/* C11: cnd_wait on an mtx_recursive mutex locked twice keeps it (glibc's
 * mtx_t is a pthread mutex); the signaller waits for it.  The mutex
 * locked once is released as usual: a first wait, in the helper, works. */
#include <threads.h>

static mtx_t m;
static cnd_t c;
static int stage;

static int signaller(void *arg)
{
    (void)arg;
    for (int want = 1; want <= 2; want++) {
        mtx_lock(&m);
        stage = want;
        cnd_signal(&c);
        mtx_unlock(&m);
    }
    return 0;
}

static void wait_for(int want)
{
    while (stage < want)
        cnd_wait(&c, &m);
}

int main(void)
{
    mtx_init(&m, mtx_plain | mtx_recursive);
    cnd_init(&c);
    thrd_t t;
    thrd_create(&t, signaller, 0);
    mtx_lock(&m);
    wait_for(1);
    mtx_lock(&m);
    wait_for(2);
    mtx_unlock(&m);
    mtx_unlock(&m);
    thrd_join(t, 0);
    return 0;
}
