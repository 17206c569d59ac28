/* A witness edited by hand (bogus_check): replay refuses it as malformed. */
#include <pthread.h>
int counter;
void *worker(void *a) {
    counter++;
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
