// main runs the batch in rounds, one helper thread per round.  A helper
// that finds the batch empty leaves without releasing the batch lock, so
// the next round's helper blocks on it and main blocks joining that one.
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t batch_lock = PTHREAD_MUTEX_INITIALIZER;
static int pending_items;

static void *helper(void *unused)
{
    (void)unused;
    pthread_mutex_lock(&batch_lock);
    if (pending_items > 0) {
        pending_items--;
        pthread_mutex_unlock(&batch_lock);
    }
    return NULL; /* BUG: an empty batch keeps batch_lock */
}

int main(void)
{
    for (int round = 0; round < 2; round++) {
        pthread_t h;
        pthread_create(&h, NULL, helper, NULL);
        pthread_join(h, NULL);
    }
    return 0;
}
