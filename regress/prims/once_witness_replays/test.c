/* A bug found after pthread_once ran its init function: the witness goes
 * through the once call and its return and must replay in the net. */
#include <pthread.h>
#include <assert.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int config, users;
void init_config(void) { config = 42; }
void *user(void *arg) { pthread_once(&once, init_config); users = users + 1; return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, user, 0); pthread_create(&b, 0, user, 0);
    pthread_join(a, 0); pthread_join(b, 0);
    assert(users == 2);
    return 0;
}
