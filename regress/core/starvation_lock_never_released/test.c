/* The hog takes the lock and then loops forever: the victim (and main,
 * joining it) wait forever. No state is a deadlock, but the cycle of
 * states that no run leaves keeps them blocked: starvation. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int work;
void *hog(void *arg) {
    pthread_mutex_lock(&m);
    while (1) { work = work + 1; if (work > 3) work = 0; }
    pthread_mutex_unlock(&m);
    return 0;
}
void *victim(void *arg) { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, hog, 0); pthread_create(&b, 0, victim, 0);
    pthread_join(b, 0);
    return 0;
}
