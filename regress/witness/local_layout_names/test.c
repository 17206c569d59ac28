/* Locals are named by their C layout from the debug info, as globals
 * are: main's array of structs shared with the workers races on
 * args[1].count; the initialiser's memcpy covers the whole array and
 * names it. */
#include <pthread.h>
struct arg {
    int id;
    int count;
};
static void *worker(void *p)
{
    struct arg *a = p;
    a->count++;
    return 0;
}
int main(void)
{
    struct arg args[2] = {{0, 0}, {1, 0}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, &args[i]);
    args[1].count = 5;
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    return 0;
}
