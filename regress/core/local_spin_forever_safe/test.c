/* A thread that spins forever on a local value never acts again: pnbmc
 * detects the repeating local state instead of giving up. */
#include <pthread.h>
void reach_error(void);
int ready;
void *spinner(void *arg)
{
    int seen = 0;
    (void)arg;
    while (seen == 0) {
    }
    reach_error();
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, spinner, 0);
    ready = 1;
    return 0;
}
