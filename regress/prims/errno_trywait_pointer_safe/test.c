/* sem_trywait through a function pointer in a program that reads errno:
 * the pointer holds the stand-in that calls sem_trywait (model/fnref.c),
 * whose call gets errno's address like any other, so the failure sets
 * errno to EAGAIN.  pnbmc 43 answered unknown (sem_trywait called
 * through a pointer in a program that reads errno). */
#include <assert.h>
#include <errno.h>
#include <semaphore.h>

sem_t s;

int main(void)
{
    int (*try_take)(sem_t *) = sem_trywait;
    sem_init(&s, 0, 0);
    errno = 0;
    int r = try_take(&s);
    assert(r == -1 && errno == EAGAIN);
    sem_post(&s);
    errno = 0;
    r = try_take(&s);
    assert(r == 0 && errno == 0);
    return 0;
}
