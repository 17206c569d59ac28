/* main returns at once after starting a thread it never joins; the C
 * library then runs the atexit handler, which writes what the thread
 * writes: a race whose main-side access is in the handler.  The replay
 * lets main return (pnbmc 55: it held main at its return, so the handler
 * never ran: "T0 does not reach its write"). */
#include <pthread.h>
#include <stdlib.h>

int status;

static void on_exit_handler(void) { status = 2; }

static void *worker(void *arg)
{
    (void)arg;
    status = 1;
    return 0;
}

int main(void)
{
    pthread_t t;
    atexit(on_exit_handler);
    pthread_create(&t, 0, worker, 0);
    return 0;
}
