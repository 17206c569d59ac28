#include <pthread.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void a_op(void);
void b_op(void) { pthread_mutex_lock(&lock); pthread_mutex_unlock(&lock); }
void *tb(void *p) { pthread_mutex_lock(&lock); a_op(); pthread_mutex_unlock(&lock); return 0; }
