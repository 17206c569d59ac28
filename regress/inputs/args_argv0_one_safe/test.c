/* argv[0] is the first file's name without extension ("test"), argv[1]
 * a number: the program starts that many workers, which race only when
 * there are two or more. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

int counter;

void *worker(void *arg)
{
    (void)arg;
    counter++;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2 || strcmp(argv[0], "test") != 0)
        return 1;
    int n = atoi(argv[1]);
    pthread_t t[4];
    for (int i = 0; i < n && i < 4; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < n && i < 4; i++)
        pthread_join(t[i], 0);
    return 0;
}
