/* Double lock: a function that takes a non-recursive mutex calls another
 * function that takes the same mutex again.
 *
 * log_char() holds log_lock and, at the end of a line, calls log_flush(),
 * which locks log_lock a second time.  With a default (non-recursive)
 * mutex the worker blocks on itself forever.
 *
 *   pnbmc examples/double_lock.c
 */
#include <pthread.h>
#include <stddef.h>

#define LOG_SIZE 16

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static char log_buf[LOG_SIZE];
static int log_len;
static int lines_flushed;

static void log_flush(void)
{
    pthread_mutex_lock(&log_lock); /* BUG: caller already holds log_lock */
    log_len = 0;
    lines_flushed++;
    pthread_mutex_unlock(&log_lock);
}

static void log_char(char c)
{
    pthread_mutex_lock(&log_lock);
    if (log_len < LOG_SIZE)
        log_buf[log_len++] = c;
    if (c == '\n')
        log_flush();
    pthread_mutex_unlock(&log_lock);
}

static void *worker(void *arg)
{
    (void)arg;
    log_char('o');
    log_char('k');
    log_char('\n');
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
