/* main hands the address of its errno to a worker, which writes it while
 * main sets errno: a data race on main's copy.  pnbmc 41 said unknown. */
#include <errno.h>
#include <pthread.h>

int *shared_errno;

void *worker(void *arg)
{
    (void)arg;
    *shared_errno = 0;
    return 0;
}

int main(void)
{
    pthread_t t;
    shared_errno = &errno;
    pthread_create(&t, 0, worker, 0);
    errno = 1;
    pthread_join(t, 0);
    return 0;
}
