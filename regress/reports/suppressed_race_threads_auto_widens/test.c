/* A benign suppressed race on stats comes first; the real race on n needs
 * five threads (the fifth sees v == 4 and resets n unlocked). */
#include <pthread.h>
int stats;
int n;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *a)
{
    stats++; // pnbmc-ignore race: benign
    pthread_mutex_lock(&m);
    n++;
    int v = n;
    pthread_mutex_unlock(&m);
    if (v == 4) n = 0;
    return 0;
}
int main(void)
{
    pthread_t t[6];
    int i = 0;
    while (i < 6) {
        pthread_create(&t[i], 0, worker, 0);
        i++;
    }
    i = 0;
    while (i < 6) { pthread_join(t[i], 0); i++; }
    return 0;
}
