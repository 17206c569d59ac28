/* write reads the buffer while another thread fills it: a data race
 * (the read is one block access in pnbmc's model of write). */
#include <pthread.h>
#include <string.h>
#include <unistd.h>
static char line[16];
static void *filler(void *arg)
{
    (void)arg;
    memcpy(line, "ready\n", 6);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, filler, 0);
    (void)write(1, line, 6);
    pthread_join(t, 0);
    return 0;
}
