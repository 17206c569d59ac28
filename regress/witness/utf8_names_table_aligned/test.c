/* A variable named in UTF-8: the witness table pads its columns by
 * characters, not bytes (pnbmc 56 made the rows with the name two
 * columns narrower than the others). */
#include <pthread.h>
int zähler_µ;
void *worker(void *a) {
    zähler_µ++;
    return 0;
}
int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
