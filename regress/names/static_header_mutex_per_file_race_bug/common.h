#include <pthread.h>

/* The mistake: every file that includes this gets a mutex of its own. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
extern int counter;
