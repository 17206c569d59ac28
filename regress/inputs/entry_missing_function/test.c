/* A library with no main: hits() is called from many threads. */
static int hits;

void record_hit(void)
{
    hits = hits + 1;
}
