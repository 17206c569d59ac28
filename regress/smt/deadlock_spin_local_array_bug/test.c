/* The worker loops on an element of a local array that it never changes
 * (its index comes from the argument): main's join never returns. */
#include <pthread.h>
void *spinner(void *arg)
{
    int buf[4] = {0, 0, 0, 0};
    while (buf[(long)arg & 3] == 0)
        buf[1] = 0;
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, spinner, (void *)2);
    pthread_join(t, 0);
    return 0;
}
