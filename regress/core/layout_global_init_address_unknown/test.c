/* A global initialised with a global's address as a number: its later
 * uses are not followed, so loading the program is unsupported. */
#include <pthread.h>
#include <stdint.h>

int g;
uintptr_t h = (uintptr_t)&g;

static void *t(void *x) { (void)x; g = (int)(h & 7); return 0; }

int main(void)
{
    pthread_t a;
    pthread_create(&a, 0, t, 0);
    pthread_join(a, 0);
    return g;
}
