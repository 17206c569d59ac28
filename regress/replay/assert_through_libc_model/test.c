/* A lost update whose threads also call strlen: the witness has steps
 * inside pnbmc's C library model, which replay skips (the real program
 * runs the real strlen there) while it forces the program's own steps. */
#include <assert.h>
#include <pthread.h>
#include <string.h>
int counter;
void *add(void *arg)
{
    int n = (int)strlen((const char *)arg);
    int t = counter;
    counter = t + n;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, add, "abc");
    pthread_create(&b, 0, add, "abc");
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(counter == 6);
    return 0;
}
