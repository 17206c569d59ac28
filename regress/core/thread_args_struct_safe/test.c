/* Thread arguments passed as pointers to per-thread structs (an array that
 * is a local of main): each worker reads its input and writes its output;
 * main reads the outputs after joining. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

struct job {
    int id;
    int input;
    int output;
};

static void *square(void *arg)
{
    struct job *j = arg;
    j->output = j->input * j->input;
    return NULL;
}

int main(void)
{
    struct job jobs[2] = { { 0, 3, 0 }, { 1, 4, 0 } };
    pthread_t t[2];

    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, square, &jobs[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    if (jobs[0].output + jobs[1].output != 25)
        reach_error();
    return 0;
}
