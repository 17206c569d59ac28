/* A memcpy into a local array reads a global that another thread
 * writes: the witness names the read of the source; the replay stops
 * both threads there. */
#include <pthread.h>
#include <string.h>
static char line[16];
static void *filler(void *arg)
{
    (void)arg;
    line[0] = 'r';
    return 0;
}
int main(void)
{
    pthread_t t;
    char copy[6];
    pthread_create(&t, 0, filler, 0);
    memcpy(copy, line, 6);
    pthread_join(t, 0);
    return copy[0];
}
