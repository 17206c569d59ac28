/* Single-threaded double lock: main holds cfg_lock and calls reload(),
 * which takes cfg_lock again. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t cfg_lock = PTHREAD_MUTEX_INITIALIZER;
static int cfg_version;

static void reload(void)
{
    pthread_mutex_lock(&cfg_lock);
    cfg_version++;
    pthread_mutex_unlock(&cfg_lock);
}

int main(void)
{
    pthread_mutex_lock(&cfg_lock);
    cfg_version = 1;
    reload();
    pthread_mutex_unlock(&cfg_lock);
    return 0;
}
