/* A search loop that breaks out early: after unrolling, the value the
 * loop leaves in `found` reaches the code after it through one phi entry
 * per round that can exit.  Only 9 or nothing is found: every engine
 * must see each round's exit value, not the last round's. */
#include <assert.h>
#include <pthread.h>
static int a[4] = {5, 7, 9, 11};
static int key;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *writer(void *arg)
{
    pthread_mutex_lock(&m);
    key = 9;
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    int found = -1;
    for (int i = 0; i < 4; i++) {
        pthread_mutex_lock(&m);
        int k = key;
        pthread_mutex_unlock(&m);
        if (a[i] == k) {
            found = i;
            break;
        }
    }
    pthread_join(t, 0);
    assert(found == -1 || found == 2);
    return 0;
}
