/* The rule is meant for the program's read_string_config; pnbmc's puts
 * model reads the string through its own helper pnbmc_read_string,
 * which the unanchored pattern matched too: the read was ignored and
 * the race on buf went unseen (race: safe).  Rules apply only to the
 * program's calls. */
#include <pthread.h>
#include <stdio.h>

char buf[8] = "hello";

void read_string_config(void) {}

static void *writer(void *arg)
{
    (void)arg;
    buf[0] = 'j';
    return 0;
}

int main(void)
{
    pthread_t t;
    read_string_config();
    pthread_create(&t, 0, writer, 0);
    puts(buf);
    pthread_join(t, 0);
    return 0;
}
