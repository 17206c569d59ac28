#include <pthread.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void b_op(void);
void a_op(void) { pthread_mutex_lock(&lock); pthread_mutex_unlock(&lock); }
void *ta(void *p) { pthread_mutex_lock(&lock); b_op(); pthread_mutex_unlock(&lock); return 0; }
