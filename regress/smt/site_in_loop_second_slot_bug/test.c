/* Two threads from one create site, in a loop of main: the site's second
 * slot runs, and the two instances race on x.  (Only the slots of a site
 * main passes at most once are left out of the smt encoding.) */
#include <pthread.h>
int x;
void *w(void *a)
{
    x = x + 1;
    return a;
}
int main(void)
{
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, w, 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    return 0;
}
