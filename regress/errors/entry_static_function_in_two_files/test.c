/* Each file has its own static worker: linking renames the second one,
 * and --entry worker picked whichever file came first (here a race on
 * hits, with the files the other way round safe).  Now an error. */
int hits;

static void *worker(void *arg)
{
    hits++;
    return arg;
}

void *(*first_worker(void))(void *) { return worker; }
