/* A source line whose text is cut for the table in the middle of its
 * two-byte characters: the cut keeps whole characters (pnbmc 54 kept
 * half of one, and the report was no longer UTF-8). */
#include <pthread.h>
int counter;
void *worker(void *a) {
	counter++; /* ééééééééééééééééééééééééééééééééééééééééééééééééééé */
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
