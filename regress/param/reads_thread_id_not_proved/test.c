/* The program reads the pthread_t the creation stored: thread ids are
 * observable, so no symmetric proof; the answer stays bounded. */
#include <pthread.h>
extern void reach_error(void);
int seen;
void *worker(void *arg) { return arg; }
int main(void)
{
    pthread_t t, first = 0;
    while (1) {
        pthread_create(&t, 0, worker, 0);
        if (first == 0)
            first = t;
        else if (first == t)
            reach_error();
    }
}
