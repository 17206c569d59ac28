/* The glibc static initialiser of a recursive mutex: the owner may
 * re-lock it. */
#define _GNU_SOURCE
#include <pthread.h>
pthread_mutex_t m = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int main(void) { pthread_mutex_lock(&m); pthread_mutex_lock(&m); pthread_mutex_unlock(&m); pthread_mutex_unlock(&m); return 0; }
