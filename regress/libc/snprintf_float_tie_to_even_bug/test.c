/* A price rounded for display: 0.25 is exactly halfway between 0.2 and
 * 0.3, and glibc rounds halfway cases to even, so "%.1f" prints "0.2";
 * the program expects "0.3" and the assert fails natively. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static double price = 0.25;
static char label[16];

static void *render(void *arg)
{
    (void)arg;
    snprintf(label, sizeof label, "%.1f", price);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, render, NULL);
    pthread_join(t, NULL);
    assert(strcmp(label, "0.3") == 0);
    return 0;
}
