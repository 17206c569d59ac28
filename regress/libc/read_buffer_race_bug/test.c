/* The reader thread fills the shared buffer with read(2) while main
 * scans it: the system call's stores race with main's loads. */
#include <pthread.h>
#include <unistd.h>

static char buf[4];
static long got;

static void *reader(void *arg)
{
    (void)arg;
    got = read(0, buf, sizeof buf);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    int spaces = buf[0] == ' ';
    pthread_join(t, 0);
    return spaces;
}
