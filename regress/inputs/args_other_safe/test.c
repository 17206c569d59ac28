/* The thread exists only when argv[2] starts with 'x': with --args "a x"
 * it does, and races with main on counter. */
#include <pthread.h>

int counter;

void *worker(void *arg)
{
    (void)arg;
    counter++;
    return 0;
}

int main(int argc, char **argv)
{
    pthread_t t;
    if (argc > 2 && argv[2][0] == 'x')
        pthread_create(&t, 0, worker, 0);
    counter++;
    return 0;
}
