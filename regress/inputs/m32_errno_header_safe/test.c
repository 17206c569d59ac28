/* --32 with a header that includes the kernel's asm/ headers (errno.h):
 * pnbmc 54 stopped at clang's "asm/errno.h not found" (setup.sh now
 * installs gcc-multilib, which provides them for i386). */
#include <errno.h>
#include <pthread.h>
#include <assert.h>

static int seen;

static void *worker(void *arg)
{
    seen = errno == 0;
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(sizeof(long) == 4);
    return 0;
}
