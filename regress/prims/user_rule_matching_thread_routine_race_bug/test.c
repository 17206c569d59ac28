/* 'ignore ^log_' is meant for log_msg; the thread routine log_flusher
 * matches too.  A thread started with it ran the primitive instead of
 * its body, and every check ended unknown ("use of the result of a user
 * primitive ... ret=N" at pthread_create).  The rules are about calls:
 * the thread runs its body, and its race on counter is found. */
#include <pthread.h>

int counter;

void log_msg(const char *s) { (void)s; }

static void *log_flusher(void *p)
{
    counter++;
    return p;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, log_flusher, 0);
    log_msg("started");
    counter++;
    pthread_join(t, 0);
    return 0;
}
