#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int lines;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *reader(void *arg)
{
    FILE *f = arg;
    int c = fgetc(f);
    if (c == EOF) {
        /* C 7.21.7.1: end of file or an error, and its indicator says so */
        assert(feof(f) || ferror(f));
        assert(fgetc(f) == EOF || ferror(f));
        return 0;
    }
    pthread_mutex_lock(&m);
    lines += c == '\n';
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    FILE *f = fopen("input.txt", "r");
    if (!f)
        return 1;
    assert(!feof(f) && !ferror(f));
    pthread_create(&a, 0, reader, f);   /* stream calls lock the stream */
    pthread_create(&b, 0, reader, f);
    pthread_join(a, 0);
    pthread_join(b, 0);
    if (feof(f)) {
        clearerr(f);
        assert(!feof(f));
    }
    fclose(f);
    return 0;
}
