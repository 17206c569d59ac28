/* sem_trywait through a function pointer in a program that reads errno:
 * the call cannot be given errno's address, so its failure would not set
 * errno in the model (unknown, never a verdict). */
#include <errno.h>
#include <semaphore.h>

sem_t s;

int main(void)
{
    int (*try_take)(sem_t *) = sem_trywait;
    sem_init(&s, 0, 0);
    if (try_take(&s) != 0)
        return errno == EAGAIN ? 0 : 1;
    return 0;
}
