/* fprintf to a stream open for reading only fails before it reads its
 * format or arguments (glibc's vfprintf checks the stream first), so
 * printing buf races with nothing; writes to stdout read buf, after the
 * join. */
#include <pthread.h>
#include <stdio.h>

static char buf[8] = "idle";

static void *fill(void *arg)
{
    (void)arg;
    buf[0] = 'b';
    return NULL;
}

int main(void)
{
    FILE *in = fopen("in.txt", "r");
    pthread_t t;
    pthread_create(&t, NULL, fill, NULL);
    if (in)
        fprintf(in, "%s\n", buf);
    pthread_join(t, NULL);
    fprintf(stdout, "%s\n", buf);
    if (in)
        fclose(in);
    return 0;
}
