/* _Exit and quick_exit end the process like exit (the program
 * registers no handlers): whichever of the thread's _Exit
 * and main's quick_exit comes first ends it, so the error after
 * main's is never reached. */
#include <pthread.h>
#include <stdlib.h>
extern void reach_error(void);

static void *stopper(void *arg)
{
    (void)arg;
    _Exit(0);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, stopper, 0);
    quick_exit(1);
    reach_error();
    return 0;
}
